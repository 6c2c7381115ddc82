import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCollection,
  devSignIn,
  listGames,
  pageNotices,
  updateOwnProfile,
  webPaths,
  type CollectionSummary,
  type GamePage,
  type LoginData,
  type NoticePage,
} from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { FIRST_VISIT_JS_BUDGET_BYTES, firstVisitTable, measureFirstVisit, overBudgetScripts, type FirstVisit } from './first-visit-js.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

// The development server makes the public profile and collection to visit (its sign-in is development
// only); the production server serves every other route, as a visitor gets it (no development sign-in
// form on /auth/login).
const session = useDevSession();
let production: RunningServer | undefined;
beforeAll(async () => {
  production = await startBuiltServer();
});
afterAll(async () => {
  await production?.stop();
});

async function api<T>(server: RunningServer, method: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('first-visit JavaScript', () => {
  it('is counted in Chromium on every public route and stays within the budget', async () => {
    // A public profile with a public collection, made on the development server; a game and a notice of
    // the production server's own data.
    const dev = session.server;
    const prod = production!;
    const username = 'budget_owner';
    const owner = await api<LoginData>(dev, 'POST', devSignIn.path, { username });
    await api(dev, 'PUT', updateOwnProfile.path, { displayName: '예산측정', profileCompleted: true }, owner.accessToken);
    const shelf = await api<CollectionSummary>(
      dev,
      'POST',
      createCollection.path,
      { name: '공개 선반', isPublic: true },
      owner.accessToken,
    );
    const game = (await api<GamePage>(prod, 'GET', `${listGames.path}?size=1`)).content[0]!;
    const notice = (await api<NoticePage>(prod, 'GET', `${pageNotices.path}?size=1`)).content[0]!;

    const routes: Record<string, [RunningServer, string]> = {
      '/': [prod, webPaths.home],
      '/landing': [prod, webPaths.landing],
      '/games': [prod, webPaths.games],
      '/game/{id}': [prod, webPaths.game(game.id)],
      '/collection/public/{id}': [dev, webPaths.publicCollection(shelf.id)],
      '/collection/{id}': [dev, webPaths.collectionDetail(shelf.id)],
      '/user/{username}': [dev, webPaths.user(username)],
      '/notices': [prod, webPaths.notices],
      '/notices/{id}': [prod, webPaths.notice(notice.id)],
      '/auth/login': [prod, webPaths.login],
    };
    const visits: FirstVisit[] = [];
    for (const [route, [server, path]] of Object.entries(routes))
      visits.push(await measureFirstVisit(session.browser, route, `${server.baseUrl}${path}`));
    const within = visits.filter((v) => v.gzipBytes <= FIRST_VISIT_JS_BUDGET_BYTES).length;
    console.log(
      `First-visit JavaScript per route (every script until the network is idle, gzipped), ${within} of ${visits.length} within the budget:\n\n${firstVisitTable(visits)}`,
    );
    const overBudget = overBudgetScripts(visits);
    if (overBudget) console.log(`Scripts of the routes over the budget:\n\n${overBudget}`);

    for (const visit of visits) expect(visit.scripts.length, `${visit.route} loaded no script`).toBeGreaterThan(0);
    // The budget, for every route.
    const over = visits.filter((v) => v.gzipBytes > FIRST_VISIT_JS_BUDGET_BYTES);
    expect(
      over.map(
        (v) =>
          `${v.route}: ${(v.gzipBytes / 1024).toFixed(1)} KB over ${(FIRST_VISIT_JS_BUDGET_BYTES / 1024).toFixed(1)} KB in ${v.scripts.map((s) => s.url).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
