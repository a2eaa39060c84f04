CREATE TABLE "site_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"edit" jsonb NOT NULL,
	"status" text DEFAULT 'staged' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "site_edits" ADD CONSTRAINT "site_edits_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_edits" ADD CONSTRAINT "site_edits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_edits" ADD CONSTRAINT "site_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_edits_site_idx" ON "site_edits" USING btree ("team_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "site_edits_batch_idx" ON "site_edits" USING btree ("batch_id");