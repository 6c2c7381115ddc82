ALTER TABLE "reviews" ADD COLUMN "helpful_weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_popular_idx" ON "reviews" USING btree ("helpful_weight" DESC NULLS LAST,"helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "reviews" r SET "helpful_weight" = s.weight
FROM (
  SELECT h.review_id, sum(power(2, extract(epoch FROM (h.created_at - '2024-01-01T00:00:00Z'::timestamptz)) / 2592000)) AS weight
  FROM "review_helpful_votes" h GROUP BY h.review_id
) s
WHERE r.id = s.review_id;
