ALTER TABLE "wishlist_items" ADD COLUMN "target_price" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "store_price_history" ADD COLUMN "alerts_pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "store_price_history_alerts_pending_idx" ON "store_price_history" USING btree ("id") WHERE "store_price_history"."alerts_pending";