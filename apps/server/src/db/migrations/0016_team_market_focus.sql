CREATE TABLE "team_market_focus" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"verticals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_market_focus" ADD CONSTRAINT "team_market_focus_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_market_focus" ADD CONSTRAINT "team_market_focus_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;