-- Delivery states that say where a lead went (docs/sites-api.md "Delivery"): 'delivered' is split
-- into 'sent' (the mail server accepted the mail, the webhook answered 2xx) and 'queued' (kept in
-- the mail outbox: no mail server); a failed attempt with more to come is 'retrying'.
UPDATE "lead_deliveries" SET "status" = 'sent' WHERE "status" = 'delivered' AND "channel" = 'webhook';--> statement-breakpoint
-- A lead e-mail names its lead ("Lead id: {id}"): sent when its outbox row was sent, failed when the
-- mail server refused it, else it only ever sat in the outbox.
UPDATE "lead_deliveries" d SET
  "status" = CASE
    WHEN EXISTS (SELECT 1 FROM "mail_outbox" m WHERE m."sent_at" IS NOT NULL AND position(('Lead id: ' || d."lead_id") in m."text") > 0) THEN 'sent'
    WHEN EXISTS (SELECT 1 FROM "mail_outbox" m WHERE m."error" IS NOT NULL AND position(('Lead id: ' || d."lead_id") in m."text") > 0) THEN 'failed'
    ELSE 'queued' END,
  "last_error" = (SELECT 'mail server: ' || m."error" FROM "mail_outbox" m
    WHERE m."sent_at" IS NULL AND m."error" IS NOT NULL AND position(('Lead id: ' || d."lead_id") in m."text") > 0
      AND NOT EXISTS (SELECT 1 FROM "mail_outbox" k WHERE k."sent_at" IS NOT NULL AND position(('Lead id: ' || d."lead_id") in k."text") > 0)
    ORDER BY m."created_at" DESC LIMIT 1)
WHERE d."status" = 'delivered' AND d."channel" = 'email';--> statement-breakpoint
UPDATE "lead_deliveries" SET "status" = 'retrying' WHERE "status" = 'pending' AND "attempts" > 0 AND "last_error" IS NOT NULL;--> statement-breakpoint
UPDATE "lead_deliveries" SET "next_attempt_at" = NULL WHERE "status" IN ('sent', 'queued', 'failed');--> statement-breakpoint
-- A lead said 'delivered' when its deliveries were done; one that reached nobody (no delivery sent)
-- is new again. Accepted leads keep their status: they may have been accepted by hand.
UPDATE "leads" l SET "status" = 'new'
WHERE l."status" = 'delivered' AND NOT l."demo"
  AND NOT EXISTS (SELECT 1 FROM "lead_deliveries" d WHERE d."lead_id" = l."id" AND d."status" = 'sent');
