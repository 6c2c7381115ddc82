import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountMessages, LoginDataSchema, LOGIN_CODE_TTL_SECONDS, getSignedInUser, redeemLoginCode } from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { createLoginCodesRepository } from '../../src/modules/accounts/login-codes-repository.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('the callback one-time code on $name', (engine) => {
  let t: TestApp;
  let userId: number;
  let codes: ReturnType<typeof createLoginCodesRepository>;

  const exchange = (payload: unknown) => t.app.inject({ method: 'POST', url: redeemLoginCode.path, payload: payload as object });

  beforeAll(async () => {
    t = await buildTestApp(engine, {
      seed: false,
      app: { isDevelopment: true, auth: { jwtSecret: TEST_JWT_SECRET, rateLimits: { devLogin: 1000, callback: 1000 } } },
    });
    userId = (await devLogin(t.app, 'code_user')).userId;
    codes = createLoginCodesRepository(t.database.db, { ttlSeconds: LOGIN_CODE_TTL_SECONDS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('trades a code once for a new session of its user; the database keeps only its hash', async () => {
    const code = await codes.create(userId);
    const stored = await queryRows<{ code_hash: string }>(t.database.db, sql`SELECT code_hash FROM login_codes`);
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const first = await exchange({ code });
    expect(first.statusCode, first.body).toBe(200);
    const login = LoginDataSchema.parse(first.json());
    expect(login).toMatchObject({ userId, tokenType: 'Bearer' });
    expect((await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) })).statusCode).toBe(200);

    const again = await exchange({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: accountMessages.loginCodeInvalid });
  });

  it('of 20 parallel redemptions of one code exactly one succeeds', async () => {
    const code = await codes.create(userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange({ code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json()).toMatchObject({ message: accountMessages.loginCodeInvalid });
  });

  it('an expired, unknown, empty or missing code is a 400 in Korean', async () => {
    const code = await codes.create(userId);
    await t.database.db.execute(sql`UPDATE login_codes SET expires_at = now() - interval '1 second'`);
    for (const payload of [{ code }, { code: 'not-a-code' }, { code: '' }, {}, { code: 'x'.repeat(500) }]) {
      const res = await exchange(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: accountMessages.loginCodeInvalid });
    }
  });

  it('a code lives about a minute by the database clock', async () => {
    await codes.create(userId);
    const [row] = await queryRows<{ seconds: number }>(
      t.database.db,
      sql`SELECT extract(epoch FROM expires_at - created_at)::float AS seconds FROM login_codes ORDER BY created_at DESC LIMIT 1`,
    );
    expect(row!.seconds).toBeCloseTo(LOGIN_CODE_TTL_SECONDS, 0);
  });
});
