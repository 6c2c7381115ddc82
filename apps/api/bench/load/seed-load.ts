import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../src/db/database.ts';
import { ageWeightSum } from '../../src/shared/age-weight.ts';
import { fillMissingDisplayNameKeys } from '../../src/modules/accounts/display-name-key.ts';
import { createUsersRepository } from '../../src/modules/accounts/users-repository.ts';

/** What `npm run load` seeds on top of the full catalog (issue 21: at least these). */
export const SEED_SIZES = {
  users: 100_000,
  reviews: 1_000_000,
  collectedGames: 2_000_000,
  likes: 300_000,
  votes: 500_000,
  wishlist: 500_000,
};

/** Games reviewed and collected, most popular first: activity follows popularity (a power law over them). */
const POPULAR_POOL = 50_000;

const REVIEW_TEXTS = [
  '스토리가 정말 좋았어요. 마지막까지 몰입해서 했습니다.',
  '조작감이 아쉽지만 분위기는 최고입니다.',
  '친구랑 같이 하니까 훨씬 재미있네요. 추천합니다!',
  '난이도가 높아서 몇 번 포기할 뻔했지만 그래서 더 뿌듯했어요.',
  '그래픽은 좋은데 후반부가 반복적이라 조금 지루했어요.',
  '가격 대비 충분히 만족합니다. 할인할 때 사세요.',
  '음악이 너무 좋아서 사운드트랙도 샀어요.',
];

const count = async (db: AppDb, table: string): Promise<number> =>
  (await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

/**
 * Inserts random rows with `insert` (which skips duplicates) until `table` holds `target` rows:
 * skewed picks collide, so each round asks for what is still missing and a little more.
 */
async function fill(db: AppDb, table: string, target: number, insert: (rows: number) => SQL, log: (line: string) => void) {
  for (let round = 0; round < 40; round++) {
    const have = await count(db, table);
    if (have >= target) return have;
    await db.execute(insert(Math.ceil((target - have) * 1.3)));
    log(`  ${table}: ${(await count(db, table)).toLocaleString('en')} of ${target.toLocaleString('en')}`);
  }
  throw new Error(`${table}: could not reach ${target} rows`);
}

type SQL = ReturnType<typeof sql>;

/**
 * Seeds users, reviews, collections with their games, likes, helpful votes and wishlists with the
 * skew of a real service (a few heavy users, activity piling on popular games), then the copies
 * the app keeps in step (game ratings, helpful counts) and fresh planner statistics.
 */
export async function seedLoad(db: AppDb, log: (line: string) => void): Promise<void> {
  log('Seeding users ...');
  await db.execute(sql`
    INSERT INTO users (username, display_name, bio, is_public_profile, profile_completed)
    SELECT 'load_' || i, '로드유저' || i, CASE WHEN i % 7 = 0 THEN '게임을 좋아하는 평범한 직장인입니다.' ELSE '' END, i % 10 <> 0, true
    FROM generate_series(1, ${SEED_SIZES.users}) i ON CONFLICT DO NOTHING`);
  await fillMissingDisplayNameKeys(createUsersRepository(db));
  await db.execute(sql`DROP TABLE IF EXISTS load_pool`);
  await db.execute(
    sql`CREATE UNLOGGED TABLE load_pool AS SELECT row_number() OVER (ORDER BY popularity DESC, id)::int AS r, id FROM games ORDER BY popularity DESC, id LIMIT ${POPULAR_POOL}`,
  );
  await db.execute(sql`CREATE UNIQUE INDEX ON load_pool (r)`);
  const [range] = await queryRows<{ lo: number; hi: number }>(
    db,
    sql`SELECT min(id) AS lo, max(id) AS hi FROM users WHERE username LIKE 'load\_%'`,
  );
  const { lo, hi } = range!;
  const span = hi - lo + 1;
  // A user: heavy users first (power 2); a game: popular ones first (power 3).
  const user = sql.raw(`(${lo} + floor(${span} * power(random(), 2))::int)`);
  const game = sql.raw(`(1 + floor(${POPULAR_POOL} * power(random(), 3))::int)`);
  const texts = sql.raw(`(ARRAY[${REVIEW_TEXTS.map((t) => `'${t}'`).join(',')}])[1 + floor(random() * ${REVIEW_TEXTS.length})::int]`);

  log('Seeding reviews ...');
  await fill(
    db,
    'reviews',
    SEED_SIZES.reviews,
    (rows) => sql`
      INSERT INTO reviews (user_id, game_id, rating, content, completion_status, created_at, updated_at)
      SELECT x.u, p.id, (1 + floor(random() * 10)) / 2.0, ${texts},
        (ARRAY['COMPLETED','PLAYING','BACKLOG'])[1 + floor(random() * 3)::int], x.at, x.at
      FROM (SELECT ${user} AS u, ${game} AS r, now() - random() * interval '400 days' AS at FROM generate_series(1, ${rows})) x
      JOIN load_pool p ON p.r = x.r
      ON CONFLICT DO NOTHING`,
    log,
  );

  log('Seeding collections ...');
  if ((await count(db, 'collections')) < SEED_SIZES.users) {
    await db.execute(sql`
      INSERT INTO collections (user_id, name, is_public)
      SELECT u.id, '내 선반 ' || k, random() < 0.8 FROM users u, generate_series(1, 1 + u.id % 3) k WHERE u.username LIKE 'load\_%'`);
  }
  const [shelves] = await queryRows<{ lo: number; hi: number }>(db, sql`SELECT min(id) AS lo, max(id) AS hi FROM collections`);
  const shelf = sql.raw(`(${shelves!.lo} + floor(${shelves!.hi - shelves!.lo + 1} * power(random(), 1.5))::int)`);
  await fill(
    db,
    'collection_games',
    SEED_SIZES.collectedGames,
    (rows) => sql`
      INSERT INTO collection_games (collection_id, game_id, play_status, playtime_hours, completion_percentage, added_at, completed_at, updated_at)
      SELECT x.c, p.id, x.status, floor(random() * 120)::int, CASE WHEN x.status = 'COMPLETED' THEN 100 ELSE floor(random() * 90)::int END,
        x.at, CASE WHEN x.status = 'COMPLETED' THEN x.at END, x.at
      FROM (SELECT ${shelf} AS c, ${game} AS r, now() - random() * interval '700 days' AS at,
              (ARRAY['COMPLETED','PLAYING','BACKLOG'])[1 + floor(random() * 3)::int] AS status
            FROM generate_series(1, ${rows})) x
      JOIN load_pool p ON p.r = x.r
      ON CONFLICT DO NOTHING`,
    log,
  );

  log('Seeding likes, helpful votes and wishlists ...');
  await fill(
    db,
    'collection_likes',
    SEED_SIZES.likes,
    (rows) => sql`
      INSERT INTO collection_likes (collection_id, user_id, created_at)
      SELECT c.id, x.u, x.at FROM (SELECT ${shelf} AS c, ${user} AS u, now() - random() * interval '400 days' AS at FROM generate_series(1, ${rows})) x
      JOIN collections c ON c.id = x.c AND c.is_public AND c.user_id <> x.u
      ON CONFLICT DO NOTHING`,
    log,
  );
  const [reviewRange] = await queryRows<{ lo: number; hi: number }>(db, sql`SELECT min(id) AS lo, max(id) AS hi FROM reviews`);
  const review = sql.raw(`(${reviewRange!.lo} + floor(${reviewRange!.hi - reviewRange!.lo + 1} * power(random(), 2))::int)`);
  await fill(
    db,
    'review_helpful_votes',
    SEED_SIZES.votes,
    (rows) => sql`
      INSERT INTO review_helpful_votes (review_id, user_id, created_at)
      SELECT r.id, x.u, x.at FROM (SELECT ${review} AS r, ${user} AS u, now() - random() * interval '400 days' AS at FROM generate_series(1, ${rows})) x
      JOIN reviews r ON r.id = x.r AND r.user_id <> x.u
      ON CONFLICT DO NOTHING`,
    log,
  );
  await fill(
    db,
    'wishlist_items',
    SEED_SIZES.wishlist,
    (rows) => sql`
      INSERT INTO wishlist_items (user_id, game_id, priority)
      SELECT x.u, p.id, floor(random() * 3)::int FROM (SELECT ${user} AS u, ${game} AS r FROM generate_series(1, ${rows})) x
      JOIN load_pool p ON p.r = x.r
      ON CONFLICT DO NOTHING`,
    log,
  );

  log('Bringing the copies in step (ratings, helpful counts) ...');
  // The same sums the vote, like and add transactions keep (migrations 0018 and 0019 fill them the same way).
  const weight = (column: string) => ageWeightSum(sql.raw(column), 30);
  await db.execute(sql`
    UPDATE reviews r SET helpful_count = v.n, helpful_weight = v.w
    FROM (SELECT review_id, count(*)::int AS n, ${weight('created_at')} AS w FROM review_helpful_votes GROUP BY review_id) v
    WHERE r.id = v.review_id`);
  await db.execute(sql`
    UPDATE collections c SET likes_weight = l.w FROM (SELECT collection_id, ${weight('created_at')} AS w FROM collection_likes GROUP BY collection_id) l
    WHERE c.id = l.collection_id`);
  await db.execute(sql`
    UPDATE collections c SET games_count = g.n FROM (SELECT collection_id, count(*)::int AS n FROM collection_games GROUP BY collection_id) g
    WHERE c.id = g.collection_id`);
  await db.execute(sql`
    UPDATE games g SET user_rating_avg = s.avg, user_rating_count = s.n
    FROM (SELECT game_id, avg(rating) AS avg, count(*)::int AS n FROM reviews GROUP BY game_id) s WHERE g.id = s.game_id`);
  await db.execute(sql`DROP TABLE load_pool`);
  await db.execute(sql`ANALYZE`);
}
