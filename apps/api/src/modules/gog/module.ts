import type { FastifyInstance } from 'fastify';
import { gogMessages } from '@gameshelf/contracts';
import { createGogClient, type GogClientOptions } from '../../integrations/gog/gog-client.ts';
import { createTokenCipher } from '../../shared/token-cipher.ts';
import { createStoreLibraryService } from '../store-library/service.ts';
import { createStoreLibraryRepository } from '../store-library/store-library-repository.ts';
import type { StoreModuleDeps } from '../store-library/store-module-deps.ts';
import { gogRoutes } from './routes.ts';
import { createGogService } from './service.ts';
import { gogTestRoutes } from './test-routes.ts';

export type GogOptions = Pick<GogClientOptions, 'authUrl' | 'embedUrl' | 'clientId' | 'clientSecret' | 'retryBaseDelayMs'> & {
  /** Encrypts stored tokens (GOG_TOKEN_KEY, else DATA_DIR/gog-token-key); tests may leave it out (random). */
  tokenKey?: string;
};

/** GOG linking: the store library's rules for GOG, the pasted-code connect, sealed tokens and the development test page. */
export async function registerGogModule(
  app: FastifyInstance,
  deps: StoreModuleDeps & { options?: GogOptions; isDevelopment: boolean; tokenKey: string },
) {
  const repository = createStoreLibraryRepository(deps.db);
  const library = createStoreLibraryService({
    store: 'gog',
    messages: {
      notLinked: gogMessages.notLinked,
      libraryGameNotFound: gogMessages.libraryGameNotFound,
      cooldown: gogMessages.cooldown,
      storeName: 'GOG',
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
  const client = createGogClient(deps.options);
  const gog = createGogService({
    library,
    repository,
    client,
    cipher: createTokenCipher(deps.tokenKey),
    isDevelopment: deps.isDevelopment,
    log: app.log,
    now: deps.now,
  });
  await app.register(gogRoutes, { gog, library });
  // The developer test page's calls exist only in development (spec README decision 7).
  if (deps.isDevelopment) await app.register(gogTestRoutes, { client });
  return { library };
}
