import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { suggestionRoutes } from './routes.ts';
import { createSuggestionsService, type SuggestionApplier } from './service.ts';
import { createSuggestionsRepository } from './suggestions-repository.ts';

/**
 * Info-correction suggestions; `applier` writes accepted values into the catalog, `now` lets tests
 * move the clock across a Korean midnight.
 */
export async function registerSuggestionsModule(
  app: FastifyInstance,
  deps: { db: AppDb; applier: SuggestionApplier; catalog: Pick<CatalogLinks, 'gameExists'>; now?: () => Date },
): Promise<void> {
  const suggestions = createSuggestionsService({
    suggestions: createSuggestionsRepository(deps.db),
    applier: deps.applier,
    gameExists: deps.catalog.gameExists,
    now: deps.now,
  });
  await app.register(suggestionRoutes, { suggestions });
}
