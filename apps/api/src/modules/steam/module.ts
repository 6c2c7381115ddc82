import type { FastifyInstance } from 'fastify';
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

/** Steam linking: the store library's rules for Steam, the OpenID link and the Web API sync. */
export type SteamModuleDeps = StoreModuleDeps & { jwtSecret: string; publicUrl: string; options?: SteamOptions };

export async function registerSteamModule(app: FastifyInstance, deps: SteamModuleDeps) {
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
  await app.register(async (scope) => steamRoutes(scope, steam, library));
  return { library };
}
