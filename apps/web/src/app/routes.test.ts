import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import type { WebRoute } from '@gameshelf/contracts';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { createRoutes } = await import('./routes.tsx');
const { default: pageModules } = await import('virtual:gameshelf/page-modules');
const { paths } = await import('../config/paths.ts');
const { webRoutes } = await import('@gameshelf/contracts');

const routes = createRoutes(new QueryClient());

/** The matched route chain for a URL: path patterns, `(index)`, or the layout's id. */
const matched = (url: string) =>
  matchRoutes(routes, url)?.map(({ route }) => route.path ?? (route.index ? '(index)' : (route.id ?? '(layout)')));

describe('route table', () => {
  it.each([
    [paths.home, ['(layout)', '(index)']],
    [paths.games, ['(layout)', '/games']],
    [paths.game(12), ['(layout)', '/game/:gameId']],
    [paths.login, ['(layout)', '/auth/login']],
    [paths.authCallback, ['(layout)', '/auth/callback']],
    [paths.accountConflict, ['(layout)', '/auth/account-conflict']],
    [paths.myPage, ['(layout)', 'require-auth', '/mypage']],
    [paths.profileSetup, ['(layout)', 'require-auth', '/profile-setup']],
    [paths.profileEdit, ['(layout)', 'require-auth', '/profile-edit']],
    [paths.wishlist, ['(layout)', 'require-auth', '/wishlist']],
    [paths.collection, ['(layout)', 'require-auth', '/collection']],
    [paths.collectionNew, ['(layout)', 'require-auth', '/collection/new']],
    [paths.collectionDetail(7), ['(layout)', '/collection/:collectionId']],
    [paths.publicCollection(7), ['(layout)', '/collection/public/:collectionId']],
    [paths.steamConnect, ['(layout)', 'require-auth', '/steam/connect']],
    [paths.steamLibrary, ['(layout)', 'require-auth', '/steam/library']],
    [paths.steamProfilePrivate, ['(layout)', 'require-auth', '/steam/profile-private']],
    [paths.gogConnect, ['(layout)', 'require-auth', '/gog/connect']],
    [paths.gogConnectGuide, ['(layout)', 'require-auth', '/gog/connect/guide']],
    [paths.gogLibrary, ['(layout)', 'require-auth', '/gog/library']],
    [paths.adminUserActivity, ['(layout)', 'require-auth', 'require-admin', '/admin/user-activity']],
    [paths.adminBanners, ['(layout)', 'require-auth', 'require-admin', '/admin/banners']],
    [paths.adminNoticeNew, ['(layout)', 'require-auth', 'require-admin', '/admin/notices/new']],
    [paths.adminNoticeEdit(3), ['(layout)', 'require-auth', 'require-admin', '/admin/notices/:noticeId/edit']],
    [paths.adminSuggestions, ['(layout)', 'require-auth', 'require-admin', '/admin/suggestions']],
    [paths.adminAuditLog, ['(layout)', 'require-auth', 'require-admin', '/admin/audit-log']],
    [paths.testGog, ['(layout)', '/test/gog']],
  ])('%s → %j', (url, chain) => expect(matched(url)).toEqual(chain));

  it('has the GOG test page only in development builds (production falls to not-found)', () => {
    vi.stubEnv('DEV', false);
    try {
      const production = createRoutes(new QueryClient());
      expect(matchRoutes(production, paths.testGog)?.at(-1)?.route.path).toBe('*');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the route manifest', () => {
  const pages = Object.entries<WebRoute>(webRoutes);
  const layouts = { public: ['(layout)'], user: ['(layout)', 'require-auth'], admin: ['(layout)', 'require-auth', 'require-admin'] };

  it.each(pages)('%s is routed at its pattern, behind the layouts of its access', (_name, route) => {
    const url = route.path.replace(/:\w+/g, '1');
    expect(matched(url)).toEqual([...layouts[route.access ?? 'public'], route.path === '/' ? '(index)' : route.path]);
  });

  it('has a lazy module for every page, and for pages only', () => {
    expect(Object.keys(pageModules).sort()).toEqual(pages.map(([name]) => name).sort());
  });

  it('gives every page a module exporting its Component and, if it has one, a loader factory', async () => {
    for (const [name] of pages) {
      const module = await pageModules[name]!();
      expect(typeof module.Component, name).toBe('function');
      if (module.createLoader) expect(typeof module.createLoader(new QueryClient()), name).toBe('function');
    }
  });
});
