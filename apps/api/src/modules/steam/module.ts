import type { FastifyInstance } from 'fastify';
import { steamMessages } from '@gameshelf/contracts';
import { createSteamWebApi } from '../../integrations/steam/steam-web-api.ts';
import { createStoreLibraryService } from '../store-library/service.ts';
import type { StoreModuleDeps } from '../store-library/store-module-deps.ts';
import { createStoreLibraryRepository } from '../store-library/store-library-repository.ts';
import { createLinkStates } from './link-state.ts';
import { steamRoutes } from './routes.ts';
import { createSteamService } from './service.ts';

export type SteamOptions = {
  /** The Web API key (STEAM_API_KEY); without it syncing answers 503. */
  apiKey?: string;
  apiUrl?: string;
  openIdUrl?: string;
  /** First retry delay of Web API calls (tests make it short). */
  retryBaseDelayMs?: number;
};

/** Steam linking: the store library's rules for Steam, the OpenID link and the Web API sync. */
export type SteamModuleDeps = StoreModuleDeps & { jwtSecret: string; publicUrl: string; options?: SteamOptions };

export async function registerSteamModule(app: FastifyInstance, deps: SteamModuleDeps) {
  const repository = createStoreLibraryRepository(deps.db);
  const library = createStoreLibraryService({
    store: 'steam',
    messages: {
      notLinked: steamMessages.notLinked,
      libraryGameNotFound: steamMessages.libraryGameNotFound,
      cooldown: steamMessages.cooldown,
      storeName: 'Steam',
    },
    repository,
    matcher: deps.matcher,
    describeGames: deps.describeGames,
    gameRows: (ids) => repository.gameRows(ids),
    collectedAmong: deps.collectedAmong,
    addGames: deps.addGames,
    searchGameIds: deps.searchGameIds,
    now: deps.now,
  });
  const options = deps.options ?? {};
  const steam = createSteamService({
    library,
    repository,
    linkStates: createLinkStates(deps.jwtSecret, deps.now),
    webApi: options.apiKey
      ? createSteamWebApi({ apiKey: options.apiKey, apiUrl: options.apiUrl, retryBaseDelayMs: options.retryBaseDelayMs })
      : null,
    openIdUrl: options.openIdUrl,
    publicUrl: deps.publicUrl,
    log: app.log,
    now: deps.now,
  });
  await app.register(steamRoutes, { steam, library });
  return { library };
}
