/**
 * How long a Steam library sync takes on the server: `npm run bench:steam-sync`.
 *
 * Runs the API in-process on the bench database (the full catalog in PostgreSQL, `gameshelf_bench`,
 * loaded by `npm run bench:api`; BENCH_DATABASE_URL overrides it) against the local fake Steam, with
 * a library of 2,000 real Steam titles from the matching set: half keep their appid (mapped by the
 * catalog's Steam ids), half get an appid the catalog does not know (matched by title). Times the
 * sync request (fetch, save, match, answer) for a new library and for a re-sync, several rounds.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LoginDataSchema,
  SteamAuthUrlSchema,
  SteamSyncResultSchema,
  devSignIn,
  getSteamLoginUrl,
  syncSteamLibrary,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteamGame } from '@gameshelf/test-fakes/steam-server';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadBenchConfig } from './bench-config.ts';
import { openDatabase } from '../src/db/database.ts';

const LIBRARY_SIZE = 2_000;
const ROUNDS = 3;
const STEAM_ID = '76561198000009999';
const BENCH_USER = 'bench_steam_sync';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gameshelf_bench';

type SetItem = { appId: number; title: string };
const setFile = fileURLToPath(new URL('./steam-matching-set.json', import.meta.url));
const items = (JSON.parse(readFileSync(setFile, 'utf8')) as { items: SetItem[] }).items.slice(0, LIBRARY_SIZE);
if (items.length < LIBRARY_SIZE) throw new Error(`${setFile} has only ${items.length} items`);

const games: FakeSteamGame[] = items.map((item, i) => ({
  // Every other title under an appid the catalog has no Steam id for: matched by its title.
  appid: i % 2 === 0 ? item.appId : 90_000_000 + i,
  name: item.title,
  playtimeForever: (i * 37) % 5_000,
}));

let clock = new Date();
const steam = await startFakeSteam({ now: () => clock.getTime() });
steam.addAccount({ steamId: STEAM_ID, personaName: 'bench', games });
const databaseUrl = loadBenchConfig().databaseUrl ?? DEFAULT_DATABASE_URL;
const database = await openDatabase({ databaseUrl, poolSize: 4 });
await database.migrate();
const app = await buildApp({
  database,
  isDevelopment: true,
  now: () => clock,
  auth: { publicUrl: 'http://bench.test', rateLimits: { devLogin: 1000 } },
  steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl },
});
await app.ready();

try {
  const login = LoginDataSchema.parse(
    (await app.inject({ method: 'POST', url: devSignIn.path, payload: { username: BENCH_USER } })).json(),
  );
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const { authUrl } = SteamAuthUrlSchema.parse((await app.inject({ method: 'GET', url: getSteamLoginUrl.path, headers })).json());
  const callback = new URL(await steam.signIn(authUrl, STEAM_ID));
  const linked = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
  if (!linked.headers.location?.includes('steamConnected=true')) throw new Error(`link failed: ${linked.headers.location}`);

  const timeSync = async () => {
    clock = new Date(clock.getTime() + 181_000);
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: syncSteamLibrary.path, headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body}`);
    return { ms, result: SteamSyncResultSchema.parse(res.json()) };
  };

  console.log(`Steam sync of ${LIBRARY_SIZE} games (half by store id, half by title) on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    await database.db.execute(sql`DELETE FROM store_library_games WHERE user_id = ${login.userId}`);
    const fresh = await timeSync();
    const again = await timeSync();
    const { totalGames, mappedGames, mappingRate } = fresh.result;
    console.log(
      `round ${round}: new library ${fresh.ms.toFixed(0)} ms, re-sync ${again.ms.toFixed(0)} ms ` +
        `(${totalGames} games, ${mappedGames} mapped, ${mappingRate}%)`,
    );
  }
} finally {
  await database.db.execute(sql`DELETE FROM users WHERE username = ${BENCH_USER}`);
  await app.close();
  await database.close();
  await steam.close();
}
