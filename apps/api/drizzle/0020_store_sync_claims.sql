CREATE TABLE "store_sync_claims" (
	"user_id" integer NOT NULL,
	"store" text NOT NULL,
	"started_at" timestamp with time zone,
	"previous_started_at" timestamp with time zone,
	CONSTRAINT "store_sync_claims_user_id_store_pk" PRIMARY KEY("user_id","store")
);
--> statement-breakpoint
ALTER TABLE "store_sync_claims" ADD CONSTRAINT "store_sync_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cooldowns running now move over (data migration), then the link forgets them.
INSERT INTO "store_sync_claims" ("user_id", "store", "started_at")
	SELECT "user_id", "store", "sync_started_at" FROM "store_links" WHERE "sync_started_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "store_links" DROP COLUMN "sync_started_at";