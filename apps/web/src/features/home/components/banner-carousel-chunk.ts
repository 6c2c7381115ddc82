/** The banner carousel on its own, for `import()` (home-banners.tsx). */
export { BannerCarousel } from '@gameshelf/ui';
