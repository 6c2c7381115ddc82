CREATE TABLE "game_activity" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_activity_user_id_game_id_kind_pk" PRIMARY KEY("user_id","game_id","kind")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "popularity_base" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "activity_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_activity" ADD CONSTRAINT "game_activity_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_activity" ADD CONSTRAINT "game_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_activity_created_idx" ON "game_activity" USING btree ("created_at");--> statement-breakpoint
-- Existing catalogs: what the importer wrote as popularity is the prior.
UPDATE "games" SET "popularity_base" = "popularity";
