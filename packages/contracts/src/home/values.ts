/** Spec 1 §3 "Banner": where a banner leads. */
export const BANNER_LINK_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

export const BANNER_TITLE_MAX = 50;
export const BANNER_DESCRIPTION_MAX = 200;
export const BANNER_URL_MAX = 2000;
/** Spec 1 §9. */
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_RESUME_MS = 3000;
export const HOME_POPULAR_GAMES = 10;
export const HOME_FEATURED_GAMES = 10;
export const HOME_POPULAR_COLLECTIONS = 12;
export const HOME_POPULAR_REVIEWS = 5;
/** Banner pictures shipped with the web app (the seeded banners and the fallback when the call fails). */
export const BUILT_IN_BANNER_IMAGE_PREFIX = '/banners/';

/** Where `linkUrl` may point for a link type (spec 1 §2): a path in the app, an https address, or nothing. */
export function bannerLinkFits(linkType: BannerLinkType, linkUrl: string | null | undefined): boolean {
  const url = linkUrl ?? '';
  if (linkType === 'NONE') return url === '';
  if (linkType === 'INTERNAL') return /^\/(?!\/)[^\s\\]*$/.test(url);
  try {
    return /^https:\/\/[^\s]+$/.test(url) && new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Banners as shown and listed: by display order, then the older first. The server orders so in SQL (banners-repository.ts). */
export function bannerOrder(a: { id: number; displayOrder: number }, b: { id: number; displayOrder: number }): number {
  return a.displayOrder - b.displayOrder || a.id - b.id;
}

/** A new banner order must name every banner exactly once (not a stale list from before one was added or deleted). */
export function namesEveryBanner(bannerIds: readonly number[], orderedIds: readonly number[]): boolean {
  return (
    orderedIds.length === bannerIds.length &&
    new Set(orderedIds).size === orderedIds.length &&
    bannerIds.every((id) => orderedIds.includes(id))
  );
}
