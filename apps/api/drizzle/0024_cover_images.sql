CREATE TABLE "cover_images" (
	"key" text PRIMARY KEY NOT NULL,
	"webp" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cover_images_created_idx" ON "cover_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "games_cover_image_id_idx" ON "games" USING btree ("cover_image_id");--> statement-breakpoint
CREATE INDEX "games_localized_cover_idx" ON "games" USING btree ("localized_cover_image_url") WHERE "games"."localized_cover_image_url" IS NOT NULL;