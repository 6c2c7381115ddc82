import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { steamMessages } from '@gameshelf/contracts';
import { createSteamWebApi } from '../../integrations/steam/steam-web-api.ts';
import { createStoreLibrary, type StoreModuleDeps } from '../store-library/store-library-module.ts';
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

export type SteamModuleDeps = StoreModuleDeps & {
  jwtSecret: string;
  publicUrl: string;
  options?: SteamOptions;
  log: FastifyBaseLogger;
  /** The wishlist service's add, rules and all (the Steam wishlist import adds through it). */
  addToWishlist: (userId: number, gameId: number) => Promise<unknown>;
};

/** Steam linking: the store library's rules for Steam, the OpenID link and the Web API sync. */
export function createSteam(deps: SteamModuleDeps) {
  const { repository, library } = createStoreLibrary(
    'steam',
    {
      notLinked: steamMessages.notLinked,
      libraryGameNotFound: steamMessages.libraryGameNotFound,
      cooldown: steamMessages.cooldown,
      storeName: 'Steam',
    },
    deps,
  );
  const options = deps.options ?? {};
  const service = createSteamService({
    library,
    repository,
    linkStates: createLinkStates(deps.jwtSecret, deps.now),
    webApi: options.apiKey
      ? createSteamWebApi({ apiKey: options.apiKey, apiUrl: options.apiUrl, retryBaseDelayMs: options.retryBaseDelayMs })
      : null,
    openIdUrl: options.openIdUrl,
    publicUrl: deps.publicUrl,
    log: deps.log,
    now: deps.now,
    matcher: deps.matcher,
    addToWishlist: deps.addToWishlist,
  });
  const routes: FastifyPluginAsync = async (app) => steamRoutes(app, service, library);
  return { service, routes };
}
