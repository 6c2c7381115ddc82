import type { FastifyPluginAsync } from 'fastify';
import type { PriceStore } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { createRequestLimiter } from '../../integrations/request-limiter.ts';
import { createGogPrices } from '../../integrations/prices/gog-prices.ts';
import { createSteamStorePrices } from '../../integrations/prices/steam-store-prices.ts';
import { createAlertsRepository } from './alerts-repository.ts';
import { createDetailsRepository, type ApplyStoreText } from './details-repository.ts';
import { createPricesRepository } from './prices-repository.ts';
import { priceRoutes } from './routes.ts';
import { createPricesService } from './service.ts';

/**
 * The stores' pace for one process: Steam's storefront allows about 200 calls per 5 minutes before
 * 429 (PROTOCOLS.md §7; 180 leaves room for a slow answer counted late); GOG names no limit, so a
 * polite 2 per second.
 */
export const STORE_CALL_LIMITS: Record<PriceStore, { perWindow: number; windowMs: number; maxInFlight: number }> = {
  steam: { perWindow: 180, windowMs: 300_000, maxInFlight: 1 },
  gog: { perWindow: 2, windowMs: 1_000, maxInFlight: 2 },
};

export type PricesOptions = {
  /** Steam's storefront (https://store.steampowered.com when absent; a fake in tests). */
  steamStoreUrl?: string;
  /** GOG's API (https://api.gog.com when absent). */
  gogApiUrl?: string;
  timeoutMs?: number;
  /** Other paces (tests run a fake store at its own limit). */
  limits?: Partial<typeof STORE_CALL_LIMITS>;
};

/** Store prices for Korean buyers (issue 36). */
export function createPrices(deps: {
  db: AppDb;
  /** Writes Steam's Korean store details onto the catalog (catalog-links.ts `applySteamStoreText`). */
  catalog: { applySteamStoreText: ApplyStoreText };
  options?: PricesOptions;
  now?: () => Date;
}) {
  const options = deps.options ?? {};
  const limits = { ...STORE_CALL_LIMITS, ...options.limits };
  const steamLimiter = createRequestLimiter(limits.steam);
  const gogLimiter = createRequestLimiter(limits.gog);
  const service = createPricesService({
    prices: createPricesRepository(deps.db),
    alerts: createAlertsRepository(deps.db),
    details: createDetailsRepository(deps.db),
    applyStoreText: (tx, gameId, text) => deps.catalog.applySteamStoreText(tx, gameId, text),
    steam: createSteamStorePrices({
      storeUrl: options.steamStoreUrl,
      timeoutMs: options.timeoutMs,
      call: (request) => steamLimiter.run(request),
    }),
    gog: createGogPrices({ apiUrl: options.gogApiUrl, timeoutMs: options.timeoutMs, call: (request) => gogLimiter.run(request) }),
    now: deps.now,
  });
  const routes: FastifyPluginAsync = async (app) => priceRoutes(app, service);
  return { service, routes };
}
