CREATE TABLE "competitor_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"source" text NOT NULL,
	"keyword" text,
	"status_code" integer,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitor_pages_project_url" UNIQUE("project_id","url")
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"created_by" uuid,
	"site_id" uuid,
	"keyword" text NOT NULL,
	"place" jsonb,
	"vertical_slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"writer" text NOT NULL,
	"scores" jsonb NOT NULL,
	"usage" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"saved_path" text,
	"saved_version_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"engine_id" text NOT NULL,
	"run_id" uuid,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"figures" jsonb NOT NULL,
	"link" text,
	"site_id" uuid,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"engine_id" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"requested_by" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"error" text,
	"insight_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "serp_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"location" text,
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"results" jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_pack" jsonb,
	"own_position" numeric(6, 2),
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serp_snapshots_keyword_day_provider" UNIQUE("keyword_id","day","provider")
);
--> statement-breakpoint
CREATE TABLE "site_interventions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"label" text NOT NULL,
	"ref_id" uuid,
	"paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitor_pages" ADD CONSTRAINT "competitor_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_pages" ADD CONSTRAINT "competitor_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_insights" ADD CONSTRAINT "engine_insights_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_insights" ADD CONSTRAINT "engine_insights_run_id_engine_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."engine_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_insights" ADD CONSTRAINT "engine_insights_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_runs" ADD CONSTRAINT "engine_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_runs" ADD CONSTRAINT "engine_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serp_snapshots" ADD CONSTRAINT "serp_snapshots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serp_snapshots" ADD CONSTRAINT "serp_snapshots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serp_snapshots" ADD CONSTRAINT "serp_snapshots_keyword_id_site_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."site_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_interventions" ADD CONSTRAINT "site_interventions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_interventions" ADD CONSTRAINT "site_interventions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitor_pages_team_idx" ON "competitor_pages" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "content_drafts_team_idx" ON "content_drafts" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "engine_insights_team_engine_idx" ON "engine_insights" USING btree ("team_id","engine_id","created_at");--> statement-breakpoint
CREATE INDEX "engine_runs_team_engine_idx" ON "engine_runs" USING btree ("team_id","engine_id","created_at");--> statement-breakpoint
CREATE INDEX "engine_runs_open_idx" ON "engine_runs" USING btree ("status") WHERE "engine_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "serp_snapshots_team_day_idx" ON "serp_snapshots" USING btree ("team_id","day");--> statement-breakpoint
CREATE INDEX "site_interventions_site_at_idx" ON "site_interventions" USING btree ("team_id","site_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_interventions_ref" ON "site_interventions" USING btree ("kind","ref_id") WHERE "site_interventions"."ref_id" is not null;--> statement-breakpoint
-- Versions that went live before interventions were recorded are the causal engine's first interventions.
INSERT INTO "site_interventions" ("team_id", "site_id", "kind", "at", "label", "ref_id")
SELECT v."team_id", v."site_id", 'deploy', v."deployed_at", 'Version ' || v."number" || ' went live', v."id"
FROM "site_versions" v WHERE v."deployed_at" IS NOT NULL
ON CONFLICT DO NOTHING;
