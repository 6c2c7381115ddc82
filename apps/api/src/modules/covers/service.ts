import { catalogMessages, coverSourceSize, type CoverImageWidth } from '@gameshelf/contracts';
import { IgdbImageMissingError, type IgdbImages } from '../../integrations/igdb/igdb-images.ts';
import { NotFoundError, UnavailableError } from '../../shared/errors.ts';
import { createSharedBytes } from '../../shared/shared-bytes.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';
import type { CoversRepository } from './covers-repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Covers kept in each process: about 5-20 KB each, so at most 32 MB. */
const KEPT_IN_MEMORY = 4000;
/** A picture that is not a catalog cover, or that IGDB does not have, is asked about again after this long. */
const MISSING_TTL_MS = 10 * MINUTE_MS;
/** Stored covers older than this are made again once (keeps the table to the covers still shown). */
const STORED_FOR_DAYS = 60;

/**
 * Game covers from our own origin (issue 35): a page's covers come over the connection it already has,
 * at the width its layout needs, as WebP, instead of IGDB's one-size JPEGs from a second origin. Each
 * is made once (IGDB's JPEG, resized) for every process: kept in this process (LRU) and in PostgreSQL,
 * made only when neither has it, and once for concurrent asks. Only catalog covers are made, so the
 * route is no open proxy and the table holds what the catalog shows.
 */
export function createCoversService(deps: {
  covers: CoversRepository;
  igdb: IgdbImages;
  /** IGDB's JPEG made a WebP `width` pixels wide (cover-webp.ts). */
  toWebp: (jpeg: Buffer, width: number) => Promise<Buffer>;
  now?: () => Date;
  /** False while maintenance refuses writes: covers are then kept in this process only. */
  writesAllowed?: () => Promise<boolean>;
}) {
  const stored = createSharedBytes({
    repository: deps.covers,
    keptForDays: STORED_FOR_DAYS,
    writesAllowed: deps.writesAllowed,
    now: deps.now,
  });
  const memory = new TtlLruCache<Buffer>(KEPT_IN_MEMORY, DAY_MS, { maxSize: 32 * 1024 * 1024, of: (webp) => webp.length });
  const missing = new TtlLruCache<true>(10_000, MISSING_TTL_MS);

  async function make(key: string, imageId: string, width: CoverImageWidth): Promise<Buffer> {
    const shared = await stored.find(key);
    if (shared) return shared;
    if (!(await deps.covers.isCatalogCover(imageId))) {
      missing.set(key, true);
      throw new NotFoundError(catalogMessages.coverNotFound);
    }
    let jpeg: Buffer;
    try {
      jpeg = await deps.igdb.jpeg(imageId, coverSourceSize(width));
    } catch (error) {
      if (error instanceof IgdbImageMissingError) {
        missing.set(key, true);
        throw new NotFoundError(catalogMessages.coverNotFound);
      }
      throw new UnavailableError(catalogMessages.coverUnavailable);
    }
    const webp = await deps.toWebp(jpeg, width).catch(() => {
      // Not a picture sharp can read: IGDB answered something else than a cover.
      throw new UnavailableError(catalogMessages.coverUnavailable);
    });
    await stored.keep(key, webp);
    return webp;
  }

  return {
    /** Catalog cover `imageId`, `width` pixels wide, as WebP; NotFoundError when it is not one. */
    async cover(imageId: string, width: CoverImageWidth): Promise<Buffer> {
      const key = `${width}/${imageId}`;
      if (missing.get(key)) throw new NotFoundError(catalogMessages.coverNotFound);
      return memory.remember(key, () => make(key, imageId, width));
    },
  };
}

export type CoversService = ReturnType<typeof createCoversService>;
