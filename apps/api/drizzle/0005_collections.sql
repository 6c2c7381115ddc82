CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"play_status" text DEFAULT 'BACKLOG' NOT NULL,
	"playtime_hours" integer DEFAULT 0 NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"purchase_price" bigint,
	"purchase_date" date,
	"purchase_platform_id" integer,
	"purchase_store" text,
	"personal_notes" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_games_playtime_range" CHECK ("collection_games"."playtime_hours" BETWEEN 0 AND 9999),
	CONSTRAINT "collection_games_completion_range" CHECK ("collection_games"."completion_percentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "collection_likes" (
	"collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_likes_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_games" ADD CONSTRAINT "collection_games_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_games" ADD CONSTRAINT "collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_games" ADD CONSTRAINT "collection_games_purchase_platform_id_platforms_id_fk" FOREIGN KEY ("purchase_platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_likes" ADD CONSTRAINT "collection_likes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_likes" ADD CONSTRAINT "collection_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_games_collection_game_idx" ON "collection_games" USING btree ("collection_id","game_id");--> statement-breakpoint
CREATE INDEX "collection_games_game_idx" ON "collection_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "collection_games_added_idx" ON "collection_games" USING btree ("collection_id","added_at");--> statement-breakpoint
CREATE INDEX "collection_likes_user_idx" ON "collection_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collections_user_idx" ON "collections" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "collections_public_created_idx" ON "collections" USING btree ("is_public","created_at");--> statement-breakpoint
-- 초성 of a text's Hangul syllables, other characters kept (lower-cased, spaces and punctuation dropped), for searching public collections by 초성.
CREATE OR REPLACE FUNCTION hangul_initials(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ch BETWEEN '가' AND '힣'
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(ch) - 44032) / 588 + 1, 1)
      ELSE ch END, '' ORDER BY i), '')
  FROM (SELECT i, lower(substr(t, i, 1)) AS ch FROM generate_series(1, char_length(t)) AS i) s
  WHERE s.ch ~ '[[:alnum:]ㄱ-ㅎ가-힣]'
$$;
