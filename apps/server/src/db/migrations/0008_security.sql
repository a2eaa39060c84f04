CREATE TABLE "spent_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "renters" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renters" ADD COLUMN "email_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "renters" ADD COLUMN "email_confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_status" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_error" text;--> statement-breakpoint
CREATE INDEX "spent_tokens_expires_idx" ON "spent_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_events_user_ip_idx" ON "login_events" USING btree ("user_id","ip","created_at");--> statement-breakpoint
-- Custom domains set before ownership proof existed go back to pending: each needs its TXT record.
UPDATE "sites" SET "domain_status" = 'pending', "domain_token" = replace(gen_random_uuid()::text, '-', '') WHERE "custom_domain" IS NOT NULL;--> statement-breakpoint
-- Renters' addresses that were already taking leads before confirmation existed keep taking them.
UPDATE "renters" SET "email_confirmed_at" = "created_at" WHERE "email" IS NOT NULL;
