import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { suggestionRoutes } from './routes.ts';
import { createSuggestionsService, type SuggestionApplier } from './service.ts';
import { createSuggestionsRepository } from './suggestions-repository.ts';

/**
 * Info-correction suggestions; `applier` writes accepted values into the catalog, `now` lets tests
 * move the clock across a Korean midnight.
 */
export function createSuggestions(deps: {
  db: AppDb;
  applier: SuggestionApplier;
  catalog: Pick<CatalogLinks, 'gameExists'>;
  now?: () => Date;
}) {
  const service = createSuggestionsService({
    suggestions: createSuggestionsRepository(deps.db),
    applier: deps.applier,
    gameExists: deps.catalog.gameExists,
    now: deps.now,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(suggestionRoutes, { suggestions: service });
  };
  return { service, routes };
}
