ALTER TABLE "collections" ADD COLUMN "games_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "likes_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collections_popular_idx" ON "collections" USING btree ("likes_weight" DESC NULLS LAST,"games_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "collections"."is_public";--> statement-breakpoint
UPDATE "collections" c SET "games_count" = s.n
FROM (SELECT cg.collection_id, count(*)::int AS n FROM "collection_games" cg GROUP BY cg.collection_id) s
WHERE c.id = s.collection_id;--> statement-breakpoint
UPDATE "collections" c SET "likes_weight" = s.weight
FROM (
  SELECT l.collection_id, sum(power(2, extract(epoch FROM (l.created_at - '2024-01-01T00:00:00Z'::timestamptz)) / 2592000)) AS weight
  FROM "collection_likes" l GROUP BY l.collection_id
) s
WHERE c.id = s.collection_id;
