CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"price_alert_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_info_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"suggestion_text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_info_suggestions_slot_range" CHECK ("game_info_suggestions"."slot" BETWEEN 1 AND 3)
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_info_suggestions" ADD CONSTRAINT "game_info_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_info_suggestions" ADD CONSTRAINT "game_info_suggestions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_game_idx" ON "wishlist_items" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wishlist_items_game_idx" ON "wishlist_items" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_info_suggestions_daily_slot_idx" ON "game_info_suggestions" USING btree ("user_id","game_id","day","slot");--> statement-breakpoint
CREATE INDEX "game_info_suggestions_game_idx" ON "game_info_suggestions" USING btree ("game_id","created_at");