// The site `npm run perf:web` audits: a fresh embedded database with the catalog seed, the notices
// the migrations bring, and one person with a public profile and a public collection of a game, so
// the public collection, profile and notice pages have something to show. Written through the API
// (a development app in this process, closed before the production server opens the same folder).
import {
  LoginDataSchema,
  addCollectionGame,
  createCollection,
  devSignIn,
  listGames,
  pageNotices,
  pathOf,
  updateOwnProfile,
} from '@gameshelf/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { databaseTarget, loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';

export type AuditedSite = { gameId: number; collectionId: number; username: string; noticeId: number };

const USERNAME = 'perf_web_curator';
const silent = { info: () => {}, warn: () => {} };

/** Prepares DATA_DIR `dataDir` for the server and answers the ids of the pages to audit. */
export async function prepareSite(dataDir: string): Promise<AuditedSite> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase(databaseTarget({ ...config, databaseUrl: undefined }));
  await database.migrate();
  const app = await buildApp({ database, isDevelopment: true });
  try {
    await app.catalog.seedIfEmpty(config.seedFile, silent);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => {
      const res = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : undefined });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json<unknown>();
    };
    const { accessToken } = LoginDataSchema.parse(await call('POST', devSignIn.path, undefined, { username: USERNAME }));
    await call('PUT', updateOwnProfile.path, accessToken, {
      displayName: '성능측정',
      bio: '좋아하는 게임을 모읍니다.',
      profileCompleted: true,
    });
    const games = (await call('GET', `${listGames.path}?size=3`)) as { content: { id: number }[] };
    const gameId = games.content[0]?.id;
    if (gameId === undefined) throw new Error('The catalog is empty: no game page to audit.');
    const { id: collectionId } = (await call('POST', createCollection.path, accessToken, { name: '인생 게임', isPublic: true })) as {
      id: number;
    };
    for (const game of games.content)
      await call('POST', pathOf(addCollectionGame.path, { id: collectionId }), accessToken, { gameId: game.id });
    const notices = (await call('GET', `${pageNotices.path}?size=1`)) as { content: { id: number }[] };
    const noticeId = notices.content[0]?.id;
    if (noticeId === undefined) throw new Error('No notice to audit.');
    return { gameId, collectionId, username: USERNAME, noticeId };
  } finally {
    await app.close();
    await database.close();
  }
}
