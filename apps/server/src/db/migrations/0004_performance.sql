CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"badge" text,
	"data" jsonb,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_kind" UNIQUE("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" numeric(14, 2) DEFAULT 0 NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"achieved_at" timestamp with time zone,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_site_kind" UNIQUE("site_id","kind")
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid,
	"user_id" uuid,
	"time_range" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"position" numeric(6, 2),
	"url" text,
	"source" text NOT NULL,
	"source_detail" text,
	"day" date NOT NULL,
	"clicks" integer,
	"impressions" integer,
	"competitors" jsonb,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_positions_keyword_day_source" UNIQUE("keyword_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "site_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"location" text,
	"track_every_hours" integer DEFAULT 24 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_keywords_site_keyword" UNIQUE("site_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_positions" ADD CONSTRAINT "rank_positions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_positions" ADD CONSTRAINT "rank_positions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_positions" ADD CONSTRAINT "rank_positions_keyword_id_site_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."site_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_keywords" ADD CONSTRAINT "site_keywords_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_keywords" ADD CONSTRAINT "site_keywords_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_team_idx" ON "milestones" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "predictions_team_site_created_idx" ON "predictions" USING btree ("team_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "rank_positions_keyword_day_idx" ON "rank_positions" USING btree ("keyword_id","day");--> statement-breakpoint
CREATE INDEX "rank_positions_site_day_idx" ON "rank_positions" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "site_keywords_team_idx" ON "site_keywords" USING btree ("team_id");