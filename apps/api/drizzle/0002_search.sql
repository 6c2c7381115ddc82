DROP INDEX "games_search_trgm_idx";--> statement-breakpoint
DROP INDEX "games_hangul_idx";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "has_hangul";--> statement-breakpoint
CREATE TABLE "game_search" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"korean" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "game_type" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "korean_support" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "alternative_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "is_main" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_search" ADD CONSTRAINT "game_search_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_search_key_trgm_idx" ON "game_search" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_search_initials_trgm_idx" ON "game_search" USING gin ("initials" gin_trgm_ops) WHERE "game_search"."korean";--> statement-breakpoint
CREATE INDEX "game_search_key_prefix_idx" ON "game_search" USING btree ("key" collate "C");--> statement-breakpoint
CREATE INDEX "game_search_korean_idx" ON "game_search" USING btree ("popularity","game_id") WHERE "game_search"."korean";--> statement-breakpoint
CREATE INDEX "game_search_version_idx" ON "game_search" USING btree ("version");