CREATE TABLE "site_event_quarters" (
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pageviews" integer[] NOT NULL,
	"visitors" integer[] NOT NULL,
	"form_views" integer[] NOT NULL,
	"call_clicks" integer[] NOT NULL,
	"demo" boolean NOT NULL,
	CONSTRAINT "site_event_quarters_team_id_site_id_day_pk" PRIMARY KEY("team_id","site_id","day")
);
--> statement-breakpoint
ALTER TABLE "site_event_quarters" ADD CONSTRAINT "site_event_quarters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every site-day that has a daily rollup is marked dirty again, so its quarter-hour rollup is
-- built with it: by the start-up warm-up (rollup-warmup.ts) or by the first read of its range.
INSERT INTO site_event_days_dirty (team_id, site_id, day)
SELECT team_id, site_id, day FROM site_event_days
ON CONFLICT DO NOTHING;
