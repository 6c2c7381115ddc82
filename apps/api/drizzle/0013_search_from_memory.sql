DROP INDEX "game_search_key_trgm_idx";--> statement-breakpoint
DROP INDEX "game_search_initials_trgm_idx";--> statement-breakpoint
DROP INDEX "game_search_key_prefix_idx";--> statement-breakpoint
DROP INDEX "game_search_korean_idx";--> statement-breakpoint
DROP INDEX "game_search_readings_trgm_idx";--> statement-breakpoint
DROP INDEX "game_search_reading_keys_idx";--> statement-breakpoint
DROP INDEX "game_search_reading_heads_idx";