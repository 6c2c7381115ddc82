import { catalogMessages, collectionMessages, noticeMessages, profileMessages, reviewMessages } from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import { createSharedBytes } from '../../shared/shared-bytes.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';
import type { CardRenderer } from './card-renderer.ts';
import { collectionCard, gameCard, noticeCard, previewKey, profileCard, reviewCard, type PreviewCard } from './preview-card.ts';
import type { PreviewImagesRepository } from './preview-images-repository.ts';
import type { PreviewSources } from './preview-sources.ts';

/** One preview image as served: the PNG and its key (the ETag). */
export type PreviewImage = { key: string; png: Buffer };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Images kept in each process (about 60 KB each). */
const KEPT_IN_MEMORY = 300;
/** An image with a placeholder for a picture that did not load is tried again after this long. */
const PLACEHOLDER_TTL_MS = 5 * MINUTE_MS;
/** Stored images older than this render again once (keeps the table to what is still shared). */
const STORED_FOR_DAYS = 30;

/**
 * The preview images: each card read as a guest sees it, keyed by a hash of what it shows, kept in
 * this process (LRU) and in PostgreSQL for the other processes, rendered only when neither has it (and
 * once for concurrent asks). What a guest may not see answers the 404 of a missing one.
 */
export function createPreviewsService(deps: {
  sources: PreviewSources;
  images: PreviewImagesRepository;
  render: CardRenderer;
  now?: () => Date;
  /** False while maintenance refuses writes: images are then kept in this process only. */
  writesAllowed?: () => Promise<boolean>;
}) {
  const stored = createSharedBytes({
    repository: deps.images,
    keptForDays: STORED_FOR_DAYS,
    writesAllowed: deps.writesAllowed,
    now: deps.now,
  });
  const memory = new TtlLruCache<Buffer>(KEPT_IN_MEMORY, DAY_MS, { maxSize: 64 * 1024 * 1024, of: (png) => png.length });
  const withPlaceholders = new TtlLruCache<Buffer>(100, PLACEHOLDER_TTL_MS);
  const rendering = new Map<string, Promise<Buffer>>();

  async function renderAndKeep(key: string, card: PreviewCard): Promise<Buffer> {
    const shared = await stored.find(key);
    if (shared) {
      memory.set(key, shared);
      return shared;
    }
    const { png, complete } = await deps.render(card);
    if (complete) {
      memory.set(key, png);
      await stored.keep(key, png);
    } else {
      withPlaceholders.set(key, png);
    }
    return png;
  }

  /** The card's key, and its image unless the caller already has that key (`knownKey`: its ETag). */
  async function imageOf(
    card: PreviewCard | null,
    notFound: string,
    knownKey?: string,
  ): Promise<PreviewImage | { key: string; png: null }> {
    if (!card) throw new NotFoundError(notFound);
    const key = previewKey(card);
    if (knownKey === key) return { key, png: null };
    const kept = memory.get(key) ?? withPlaceholders.get(key);
    if (kept) return { key, png: kept };
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderAndKeep(key, card).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return { key, png: await pending };
  }

  const { sources } = deps;
  /** A kind's card from what its source answers, or null (missing, or not for a guest). */
  const cardOf =
    <A, T>(read: (key: A) => Promise<T | null>, toCard: (value: T) => PreviewCard) =>
    async (key: A): Promise<PreviewCard | null> => {
      const value = await read(key);
      return value && toCard(value);
    };
  /** Each kind's card as a guest sees it. */
  const cards = {
    game: cardOf(sources.game, gameCard),
    collection: cardOf(sources.collection, collectionCard),
    profile: cardOf(sources.profile, profileCard),
    review: cardOf(sources.review, reviewCard),
    notice: cardOf(sources.notice, noticeCard),
  };

  return {
    cards,
    game: async (id: number, knownKey?: string) => imageOf(await cards.game(id), catalogMessages.gameNotFound, knownKey),
    collection: async (id: number, knownKey?: string) => imageOf(await cards.collection(id), collectionMessages.notFound, knownKey),
    profile: async (username: string, knownKey?: string) => imageOf(await cards.profile(username), profileMessages.userNotFound, knownKey),
    review: async (id: number, knownKey?: string) => imageOf(await cards.review(id), reviewMessages.notFound, knownKey),
    notice: async (id: number, knownKey?: string) => imageOf(await cards.notice(id), noticeMessages.notFound, knownKey),
  };
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;
