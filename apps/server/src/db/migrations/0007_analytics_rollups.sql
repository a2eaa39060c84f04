CREATE TABLE "site_event_days" (
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	"form_views" integer NOT NULL,
	"call_clicks" integer NOT NULL,
	"demo" boolean NOT NULL,
	CONSTRAINT "site_event_days_team_id_site_id_day_pk" PRIMARY KEY("team_id","site_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_event_days_dirty" (
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_event_days_dirty_team_id_site_id_day_pk" PRIMARY KEY("team_id","site_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_page_days" (
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "site_page_days_team_id_site_id_day_path_pk" PRIMARY KEY("team_id","site_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "site_source_days" (
	"team_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "site_source_days_team_id_site_id_day_source_pk" PRIMARY KEY("team_id","site_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "site_event_days" ADD CONSTRAINT "site_event_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_event_days_dirty" ADD CONSTRAINT "site_event_days_dirty_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_days" ADD CONSTRAINT "site_page_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_source_days" ADD CONSTRAINT "site_source_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that inserts, updates or deletes site_events marks the (team, site, UTC day) it
-- touched as dirty; analytics recomputes dirty site-days before reading the rollups. The upsert
-- takes the row lock even when the mark exists (DO UPDATE, not DO NOTHING), so a refresh that
-- claims the mark either waits for this statement's transaction (and then sees its events) or
-- ran before it (and the mark comes back). Marks are written in key order (no deadlocks between
-- two writers). Site-days of a site being deleted are skipped: its rollups go by cascade.
CREATE FUNCTION "site_events_mark_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO site_event_days_dirty (team_id, site_id, day)
    SELECT DISTINCT n.team_id, n.site_id, (n.created_at AT TIME ZONE 'UTC')::date FROM changed_new n
    WHERE EXISTS (SELECT 1 FROM sites s WHERE s.id = n.site_id)
    ORDER BY 1, 2, 3
    ON CONFLICT (team_id, site_id, day) DO UPDATE SET marked_at = excluded.marked_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO site_event_days_dirty (team_id, site_id, day)
    SELECT DISTINCT o.team_id, o.site_id, (o.created_at AT TIME ZONE 'UTC')::date FROM changed_old o
    WHERE EXISTS (SELECT 1 FROM sites s WHERE s.id = o.site_id)
    ORDER BY 1, 2, 3
    ON CONFLICT (team_id, site_id, day) DO UPDATE SET marked_at = excluded.marked_at;
  ELSE
    INSERT INTO site_event_days_dirty (team_id, site_id, day)
    SELECT c.team_id, c.site_id, c.day FROM (
      SELECT n.team_id, n.site_id, (n.created_at AT TIME ZONE 'UTC')::date AS day FROM changed_new n
      UNION
      SELECT o.team_id, o.site_id, (o.created_at AT TIME ZONE 'UTC')::date FROM changed_old o
    ) c
    WHERE EXISTS (SELECT 1 FROM sites s WHERE s.id = c.site_id)
    ORDER BY 1, 2, 3
    ON CONFLICT (team_id, site_id, day) DO UPDATE SET marked_at = excluded.marked_at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_events_dirty_insert" AFTER INSERT ON "site_events"
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION site_events_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "site_events_dirty_update" AFTER UPDATE ON "site_events"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION site_events_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER "site_events_dirty_delete" AFTER DELETE ON "site_events"
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION site_events_mark_dirty();
--> statement-breakpoint
-- Backfill: every site-day that already has events is dirty, so its rollups are computed (by the
-- same code as later changes) the first time a range covering it is read.
INSERT INTO site_event_days_dirty (team_id, site_id, day)
SELECT DISTINCT e.team_id, e.site_id, (e.created_at AT TIME ZONE 'UTC')::date FROM site_events e
ON CONFLICT DO NOTHING;
