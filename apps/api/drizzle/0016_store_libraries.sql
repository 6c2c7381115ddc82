CREATE TABLE "store_library_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"icon_url" text,
	"playtime_forever" integer DEFAULT 0 NOT NULL,
	"playtime_2weeks" integer,
	"last_played_at" timestamp with time zone,
	"owned" boolean DEFAULT true NOT NULL,
	"game_id" integer,
	"match_method" text,
	"match_confidence" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_links" (
	"user_id" integer NOT NULL,
	"store" text NOT NULL,
	"external_user_id" text NOT NULL,
	"username" text,
	"avatar_url" text,
	"profile_url" text,
	"tokens" text,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_started_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	CONSTRAINT "store_links_user_id_store_pk" PRIMARY KEY("user_id","store")
);
--> statement-breakpoint
ALTER TABLE "game_search" ADD COLUMN "match_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_library_games" ADD CONSTRAINT "store_library_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_library_games" ADD CONSTRAINT "store_library_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_links" ADD CONSTRAINT "store_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_library_games_item_key" ON "store_library_games" USING btree ("user_id","store","external_id");--> statement-breakpoint
CREATE INDEX "store_library_games_unmatched_idx" ON "store_library_games" USING btree ("store","external_id") WHERE "store_library_games"."game_id" IS NULL AND "store_library_games"."match_method" IS DISTINCT FROM 'manual';--> statement-breakpoint
CREATE INDEX "store_library_games_game_idx" ON "store_library_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_links_account_key" ON "store_links" USING btree ("store","external_user_id");--> statement-breakpoint
CREATE INDEX "game_search_match_keys_idx" ON "game_search" USING gin ("match_keys") WITH (fastupdate=false);