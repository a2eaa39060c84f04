ALTER TABLE "leads" ADD COLUMN "kind" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "renters" ADD COLUMN "price_per_call" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "renters" ADD COLUMN "call_min_seconds" integer DEFAULT 60 NOT NULL;