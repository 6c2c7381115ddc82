ALTER TABLE "collection_games" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Entries cleared before the column existed: their last change is the closest record of when.
UPDATE "collection_games" SET "completed_at" = "updated_at" WHERE "play_status" = 'COMPLETED';
