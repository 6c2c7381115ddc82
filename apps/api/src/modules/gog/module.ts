import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { gogMessages } from '@gameshelf/contracts';
import { createGogClient, type GogClientOptions } from '../../integrations/gog/gog-client.ts';
import { createTokenCipher } from '../../shared/token-cipher.ts';
import { createStoreLibrary, type StoreModuleDeps } from '../store-library/store-library-module.ts';
import { gogRoutes } from './routes.ts';
import { createGogService } from './service.ts';
import { gogTestRoutes } from './test-routes.ts';

export type GogOptions = Pick<GogClientOptions, 'authUrl' | 'embedUrl' | 'clientId' | 'clientSecret' | 'retryBaseDelayMs'> & {
  /** Encrypts stored tokens (GOG_TOKEN_KEY, else DATA_DIR/gog-token-key); tests may leave it out (random). */
  tokenKey?: string;
};

/** GOG linking: the store library's rules for GOG, the pasted-code connect, sealed tokens and the development test page. */
export function createGog(
  deps: StoreModuleDeps & { options?: GogOptions; isDevelopment: boolean; tokenKey: string; log: FastifyBaseLogger },
) {
  const { repository, library } = createStoreLibrary(
    'gog',
    {
      notLinked: gogMessages.notLinked,
      libraryGameNotFound: gogMessages.libraryGameNotFound,
      cooldown: gogMessages.cooldown,
      storeName: 'GOG',
    },
    deps,
  );
  const client = createGogClient(deps.options);
  const service = createGogService({
    library,
    repository,
    client,
    cipher: createTokenCipher(deps.tokenKey),
    isDevelopment: deps.isDevelopment,
    log: deps.log,
    now: deps.now,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(async (scope) => gogRoutes(scope, service, library));
    // The developer test page's calls exist only in development (spec README decision 7).
    if (deps.isDevelopment) await app.register(async (scope) => gogTestRoutes(scope, client));
  };
  return { service, routes };
}
