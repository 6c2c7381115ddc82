import { HttpResponse, type HttpHandler } from 'msw';
import { catalogMessages, commonMessages, getGamePrices } from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureGamePrices } from '../fixtures/prices.ts';
import { handle } from './endpoint.ts';

/** A game's prices per store as the API answers them: the fixture's, none for a game no PC store sells, 404 for an unknown game. */
const loaded: HttpHandler[] = [
  handle(getGamePrices, ({ params }) => {
    const game = games.find((g) => g.id === Number(params.id));
    if (!game) return HttpResponse.json({ message: catalogMessages.gameNotFound }, { status: 404 });
    return HttpResponse.json({ gameId: game.id, prices: fixtureGamePrices(game.name) });
  }),
];

export const priceHandlers = {
  loaded,
  /** Every call fails with a 500. */
  error: [handle(getGamePrices, () => HttpResponse.json({ message: commonMessages.internalError }, { status: 500 }))],
};
