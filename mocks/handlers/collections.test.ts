import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  CollectionListSchema,
  CollectionSchema,
  PRIVATE_COLLECTION_CODE,
  collectionMessages,
  getCollection,
  getCollectionGame,
  listMyCollections,
  pathOf,
  toggleCollectionLike,
} from '@gameshelf/contracts';
import { collectionHandlers } from './collections.ts';
import { makeAccessToken } from '../fixtures/users.ts';

const BASE = 'http://localhost';
const server = setupServer();
const as = (userId: number) => ({ Authorization: `Bearer ${makeAccessToken({ userId })}` });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('collection mocks', () => {
  it('answer a private collection to its owner only, with the code', async () => {
    server.use(...collectionHandlers.loaded);
    expect((await call('GET', pathOf(getCollection.path, { id: 12 }), as(1))).status).toBe(200);
    const other = await call('GET', pathOf(getCollection.path, { id: 12 }), as(2));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: collectionMessages.privateCollection, code: PRIVATE_COLLECTION_CODE });
  });

  it('hide purchase data from other viewers and apply the play-status rules', async () => {
    server.use(...collectionHandlers.loaded);
    const seen = CollectionSchema.parse(await (await call('GET', pathOf(getCollection.path, { id: 11 }), as(2))).json());
    expect(seen.totalSpentAmount).toBeNull();
    expect(seen.games.every((g) => g.purchasePrice === null)).toBe(true);
    const own = CollectionSchema.parse(await (await call('GET', pathOf(getCollection.path, { id: 11 }), as(1))).json());
    expect(own.totalSpentAmount).toBe(64800 + 59800);
    const gameId = own.games[1]!.gameId;
    const updated = await call('PUT', pathOf(getCollectionGame.path, { id: 11, gameId }), as(1), { playStatus: 'BACKLOG' });
    expect(await updated.json()).toMatchObject({ playStatus: 'BACKLOG', playtimeHours: 0, completionPercentage: 0 });
  });

  it('create, list and like as the API does', async () => {
    server.use(...collectionHandlers.loaded);
    expect((await call('POST', listMyCollections.path, as(1), { name: '가' })).status).toBe(400);
    expect((await call('POST', listMyCollections.path, as(1), { name: ' 새 선반 ' })).status).toBe(201);
    const mine = CollectionListSchema.parse(await (await call('GET', listMyCollections.path, as(1))).json());
    expect(mine[0]).toMatchObject({ name: '새 선반', isOwner: true, isPublic: true });
    expect((await call('POST', pathOf(toggleCollectionLike.path, { id: 11 }), as(1))).status).toBe(400);
    expect(await (await call('POST', pathOf(toggleCollectionLike.path, { id: 11 }), as(2))).json()).toEqual({
      isLiked: true,
      likeCount: 13,
    });
  });
});
