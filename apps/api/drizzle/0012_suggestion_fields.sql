ALTER TABLE "game_info_suggestions" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "game_info_suggestions" ADD COLUMN "value" text;--> statement-breakpoint
CREATE INDEX "game_info_suggestions_status_idx" ON "game_info_suggestions" USING btree ("status","created_at");