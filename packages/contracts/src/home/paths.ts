/** Home data and banners (spec 1 §7); the banner image upload is ours (admin). */
export const homePaths = {
  home: '/api/home',
  banners: '/api/home/banners',
  bannersAdmin: '/api/home/banners/admin',
  banner: (id: number | string) => `/api/home/banners/${id}`,
  bannerPattern: '/api/home/banners/:id',
  bannerImageUpload: '/api/home/banners/image',
  /** Every banner's id in the new display order (admin). */
  bannerOrder: '/api/home/banners/order',
} as const;
