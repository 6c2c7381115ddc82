import type { FastifyPluginAsync } from 'fastify';
import { SITEMAP_URL_LIMIT } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { POPULAR_COLLECTIONS_CACHE } from '../../shared/cache-generations.ts';
import { sitemapRoutes } from './routes.ts';
import { createSitemapService, type SitemapSettings } from './service.ts';
import { createSitemapRepository } from './sitemap-repository.ts';

export const DEFAULT_SITEMAP_SETTINGS: Omit<SitemapSettings, 'publicUrl'> = {
  urlLimit: SITEMAP_URL_LIMIT,
  cacheTtlMs: 10 * 60_000,
  chunkSize: 5_000,
};

/**
 * robots.txt and the sitemaps of public pages. Collections and profiles follow the
 * `popular-collections` generation, which every change of a collection's or a profile's visibility
 * (and every profile edit and deletion) bumps in its transaction.
 */
export function createSitemap(deps: {
  db: AppDb;
  publicUrl: string;
  /** A cache generation, from memory while it is current (shared/generation-follower.ts). */
  generation: (name: string) => Promise<number>;
  settings?: Partial<Omit<SitemapSettings, 'publicUrl'>>;
}) {
  const service = createSitemapService({
    repository: createSitemapRepository(deps.db),
    settings: { ...DEFAULT_SITEMAP_SETTINGS, ...deps.settings, publicUrl: deps.publicUrl },
    privacyGeneration: () => deps.generation(POPULAR_COLLECTIONS_CACHE),
  });
  const routes: FastifyPluginAsync = async (app) => sitemapRoutes(app, service);
  return { service, routes };
}
