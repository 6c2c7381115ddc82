CREATE TABLE "store_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"external_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text,
	"initial_minor" integer,
	"final_minor" integer,
	"discount_percent" integer,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_prices" (
	"store" text NOT NULL,
	"external_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text,
	"initial_minor" integer,
	"final_minor" integer,
	"discount_percent" integer,
	"lowest_minor" integer,
	"lowest_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_prices_store_external_id_pk" PRIMARY KEY("store","external_id")
);
--> statement-breakpoint
ALTER TABLE "store_price_history" ADD CONSTRAINT "store_price_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_prices" ADD CONSTRAINT "store_prices_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_price_history_product_idx" ON "store_price_history" USING btree ("store","external_id","recorded_at");--> statement-breakpoint
CREATE INDEX "store_price_history_game_idx" ON "store_price_history" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "store_prices_game_idx" ON "store_prices" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "store_prices_due_idx" ON "store_prices" USING btree ("store","next_check_at");