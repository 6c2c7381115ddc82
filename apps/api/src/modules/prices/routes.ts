import type { FastifyInstance } from 'fastify';
import { getGamePrices } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { PricesService } from './service.ts';

/** Prices change a few times a day at most: browsers and shared caches keep an answer five minutes. */
const KEPT_FOR_A_WHILE = 'public, max-age=300';

export function priceRoutes(app: FastifyInstance, prices: PricesService): void {
  serveEndpoint(app, getGamePrices, async (request, reply) => {
    const answer = await prices.gamePrices(request.params.id);
    return reply.header('cache-control', KEPT_FOR_A_WHILE).send(answer);
  });
}
