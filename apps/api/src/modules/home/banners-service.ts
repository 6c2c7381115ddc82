import {
  BUILT_IN_BANNER_IMAGE_PREFIX,
  homeMessages,
  type Banner,
  type BannerInputSchema,
  type MessageResponse,
} from '@gameshelf/contracts';
import type { z } from 'zod';
import { InvalidError, NotFoundError } from '../../shared/errors.ts';
import type { BannerRow, BannersRepository } from './banners-repository.ts';

type BannerInput = z.output<typeof BannerInputSchema>;

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  imageUrl: row.imageUrl,
  title: row.title,
  description: row.description,
  backgroundColor: row.backgroundColor,
  linkType: row.linkType,
  linkUrl: row.linkUrl,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
  createdAt: new Date(row.createdAt).toISOString(),
});

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
};

/**
 * Home banners (spec 1 §3): the active ones for everyone, all of them and their writes for admins.
 * A picture is one uploaded to our store, one shipped with the app, or an https address.
 */
export function createBannersService(deps: { banners: BannersRepository; isOwnBannerImageUrl: (url: string) => boolean }) {
  const repo = deps.banners;
  const checkImage = (url: string) => {
    const builtIn = url.startsWith(BUILT_IN_BANNER_IMAGE_PREFIX) && /^\/banners\/[\w-]+\.(svg|webp|png|jpg)$/.test(url);
    if (!builtIn && !deps.isOwnBannerImageUrl(url) && !isHttpsUrl(url)) throw new InvalidError(homeMessages.bannerImageInvalid, 'imageUrl');
  };

  return {
    active: async (): Promise<Banner[]> => (await repo.active()).map(toBanner),
    all: async (): Promise<Banner[]> => (await repo.all()).map(toBanner),

    async create(input: BannerInput): Promise<Banner> {
      checkImage(input.imageUrl);
      return toBanner(await repo.create(input));
    },

    async update(id: number, input: BannerInput): Promise<Banner> {
      checkImage(input.imageUrl);
      const row = await repo.update(id, input);
      if (!row) throw new NotFoundError(homeMessages.bannerNotFound);
      return toBanner(row);
    },

    /** The new order (spec: operators reorder banners); every banner must be named once. */
    async reorder(ids: readonly number[]): Promise<Banner[]> {
      if (!(await repo.reorder(ids))) throw new InvalidError(homeMessages.bannerOrderIncomplete, 'bannerIds');
      return (await repo.all()).map(toBanner);
    },

    async delete(id: number): Promise<MessageResponse> {
      if (!(await repo.delete(id))) throw new NotFoundError(homeMessages.bannerNotFound);
      return { message: homeMessages.bannerDeleted };
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
