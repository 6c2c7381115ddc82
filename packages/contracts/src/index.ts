// One folder per domain: messages, paths and plain values (no zod), and schemas with their inferred types.
// The package has no side effects but zod-config.ts, so a bundle that takes only copy, paths and
// values from here carries no zod: the web app's first screens stay light (docs/architecture.md).
export * from './common/index.ts';
export * from './catalog/index.ts';
export * from './accounts/index.ts';
export * from './uploads/index.ts';
export * from './wishlist/index.ts';
export * from './suggestions/index.ts';
export * from './collections/index.ts';
export * from './reviews/index.ts';
export * from './home/index.ts';
export * from './notices/index.ts';
export * from './previews/index.ts';
export * from './notifications/index.ts';
export * from './prices/index.ts';
export * from './push/index.ts';
export * from './profiles/index.ts';
export * from './support/index.ts';
export * from './store-library/index.ts';
export * from './steam/index.ts';
export * from './gog/index.ts';
export * from './admin/index.ts';
export * from './maintenance/index.ts';
export * from './api-docs/index.ts';
export * from './sitemap/index.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './server-render.ts';
export * from './web-routes.ts';
