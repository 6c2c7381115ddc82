ALTER TABLE "game_search" ADD COLUMN "readings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_search" ADD COLUMN "reading_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "game_search" ADD COLUMN "reading_heads" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "game_search_readings_trgm_idx" ON "game_search" USING gin ("readings" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_search_reading_keys_idx" ON "game_search" USING gin ("reading_keys");--> statement-breakpoint
CREATE INDEX "game_search_reading_heads_idx" ON "game_search" USING gin ("reading_heads");