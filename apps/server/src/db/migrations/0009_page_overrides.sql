CREATE TABLE "site_page_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" uuid,
	"path" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_overrides_site_path" UNIQUE("site_id","path")
);
--> statement-breakpoint
ALTER TABLE "site_versions" ADD COLUMN "page_contents" "bytea";--> statement-breakpoint
ALTER TABLE "site_page_overrides" ADD CONSTRAINT "site_page_overrides_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_overrides" ADD CONSTRAINT "site_page_overrides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_overrides" ADD CONSTRAINT "site_page_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_page_overrides_team_idx" ON "site_page_overrides" USING btree ("team_id");