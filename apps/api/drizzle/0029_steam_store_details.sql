CREATE TABLE "steam_store_details" (
	"app_id" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"found" boolean DEFAULT false NOT NULL,
	"summary_ko" text,
	"korean_support" text,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "steam_store_details" ADD CONSTRAINT "steam_store_details_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "steam_store_details_game_idx" ON "steam_store_details" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "steam_store_details_due_idx" ON "steam_store_details" USING btree ("next_check_at");