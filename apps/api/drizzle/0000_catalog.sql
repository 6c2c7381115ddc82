CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "game_genres" (
	"game_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "game_genres_game_id_genre_id_pk" PRIMARY KEY("game_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "game_platforms" (
	"game_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	CONSTRAINT "game_platforms_game_id_platform_id_pk" PRIMARY KEY("game_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "game_store_refs" (
	"game_id" integer NOT NULL,
	"store" text NOT NULL,
	"external_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"igdb_id" integer,
	"name" text NOT NULL,
	"name_ko" text,
	"summary" text,
	"summary_ko" text,
	"first_release_date" date,
	"total_rating" double precision,
	"total_rating_count" integer DEFAULT 0 NOT NULL,
	"user_rating_avg" double precision DEFAULT 0 NOT NULL,
	"user_rating_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"cover_image_id" text,
	"cover_image_url" text,
	"localized_cover_image_url" text,
	"screenshot_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"hastily_hours" double precision,
	"normally_hours" double precision,
	"completely_hours" double precision,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"platform_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"platform_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (lower(coalesce(name_ko, name))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(coalesce(name_ko, ''))) STORED NOT NULL,
	"has_hangul" boolean GENERATED ALWAYS AS ((coalesce(name_ko, '') || name) ~ '[가-힣ㄱ-ㅎㅏ-ㅣ]') STORED NOT NULL,
	CONSTRAINT "games_igdb_id_unique" UNIQUE("igdb_id")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	CONSTRAINT "platforms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "game_genres" ADD CONSTRAINT "game_genres_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_genres" ADD CONSTRAINT "game_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_platforms" ADD CONSTRAINT "game_platforms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_platforms" ADD CONSTRAINT "game_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_store_refs" ADD CONSTRAINT "game_store_refs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_genres_genre_idx" ON "game_genres" USING btree ("genre_id","game_id");--> statement-breakpoint
CREATE INDEX "game_platforms_platform_idx" ON "game_platforms" USING btree ("platform_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_store_refs_store_external_idx" ON "game_store_refs" USING btree ("store","external_id");--> statement-breakpoint
CREATE INDEX "game_store_refs_game_idx" ON "game_store_refs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity","id") INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_sort_name_idx" ON "games" USING btree ("sort_name" collate "C","id") INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_release_asc_idx" ON "games" USING btree ("first_release_date","id") INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_release_desc_idx" ON "games" USING btree ("first_release_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_rating_asc_idx" ON "games" USING btree ("total_rating","id") INCLUDE ("platform_codes","genre_ids","is_featured");--> statement-breakpoint
CREATE INDEX "games_rating_desc_idx" ON "games" USING btree ("total_rating" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("platform_codes","genre_ids","is_featured");--> statement-breakpoint
CREATE INDEX "games_review_count_idx" ON "games" USING btree ("review_count","id") INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at","id") INCLUDE ("platform_codes","genre_ids","total_rating","is_featured");--> statement-breakpoint
CREATE INDEX "games_featured_idx" ON "games" USING btree ("popularity","id") WHERE "games"."is_featured";--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_platform_codes_idx" ON "games" USING gin ("platform_codes");--> statement-breakpoint
CREATE INDEX "games_genre_ids_idx" ON "games" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "games_hangul_idx" ON "games" USING btree ("popularity","id") WHERE "games"."has_hangul";