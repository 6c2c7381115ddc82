import type { Banner, BannerInput, BannerLinkType } from '@gameshelf/contracts';

export const LINK_TYPE_LABELS: Record<BannerLinkType, string> = { NONE: '링크 없음', INTERNAL: '앱 안 페이지', EXTERNAL: '외부 주소' };

/** A saved banner as the update call takes it, with some fields changed (the active switch). */
export const bannerToInput = (banner: Banner, changes: Partial<BannerInput> = {}): BannerInput => ({
  title: banner.title,
  description: banner.description,
  imageUrl: banner.imageUrl,
  backgroundColor: banner.backgroundColor,
  linkType: banner.linkType,
  linkUrl: banner.linkUrl,
  displayOrder: banner.displayOrder,
  isActive: banner.isActive,
  ...changes,
});

/** The form's starting values: the banner being edited, or a new one placed last. */
export const bannerFormDefaults = (banner: Banner | null, count: number): BannerInput =>
  banner
    ? bannerToInput(banner, { description: banner.description ?? '', linkUrl: banner.linkUrl ?? '' })
    : {
        title: '',
        description: '',
        imageUrl: '',
        backgroundColor: null,
        linkType: 'NONE',
        linkUrl: '',
        displayOrder: count,
        isActive: true,
      };

/** Where a banner leads, as the list shows it. */
export const bannerLinkText = (banner: Pick<Banner, 'linkType' | 'linkUrl'>): string =>
  banner.linkType === 'NONE' || !banner.linkUrl ? LINK_TYPE_LABELS.NONE : `${LINK_TYPE_LABELS[banner.linkType]} · ${banner.linkUrl}`;
