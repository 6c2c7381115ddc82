-- Nicknames are unique by their look-alike key (modules/accounts/display-name-key.ts). The key needs the
-- confusables table, so the server fills it for existing users at start (fillMissingDisplayNameKeys).
DROP INDEX "users_display_name_lower_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_display_name_key_unique" ON "users" USING btree ("display_name_key");