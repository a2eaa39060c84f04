CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" uuid,
	"path" text NOT NULL,
	"file" text NOT NULL,
	"version_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"winner" text,
	"decided_by" text,
	"a_h1" text NOT NULL,
	"a_intro" text NOT NULL,
	"a_h1_html" text NOT NULL,
	"a_intro_html" text NOT NULL,
	"b_h1" text,
	"b_intro" text,
	"final_stats" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_version_id_site_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."site_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiments_team_site_idx" ON "experiments" USING btree ("team_id","site_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_active_per_page" ON "experiments" USING btree ("site_id","path") WHERE "experiments"."status" = 'running' or ("experiments"."status" = 'won' and "experiments"."winner" = 'B');