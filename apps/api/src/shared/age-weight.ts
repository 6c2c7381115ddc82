import { sql, type SQL } from 'drizzle-orm';

/** Votes and likes are weighed from this instant; migrations 0018 and 0019 use the same. */
export const AGE_WEIGHT_EPOCH = '2024-01-01T00:00:00Z';

/**
 * SQL summing 2^((t - AGE_WEIGHT_EPOCH) / half-life) over the timestamps in `column`: ordering rows
 * by it is ordering them by the sum of 0.5^((now - t) / half-life), since every row's decayed sum
 * is the same factor 2^(-now / half-life) times its weight. Stored, it can be indexed.
 */
export const ageWeightSum = (column: SQL, halfLifeDays: number): SQL =>
  sql`coalesce(sum(power(2, extract(epoch FROM (${column} - ${AGE_WEIGHT_EPOCH}::timestamptz)) / ${halfLifeDays * 86_400})), 0)`;
