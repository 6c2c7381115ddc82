/**
 * Every table of the app, for Drizzle (typed queries) and drizzle-kit (migrations): each module owns
 * its tables in its own schema.ts.
 */
export * from '../modules/accounts/schema.ts';
export * from '../modules/catalog/schema.ts';
export * from '../modules/wishlist/schema.ts';
export * from '../modules/suggestions/schema.ts';
export * from '../modules/collections/schema.ts';
export * from '../modules/reviews/schema.ts';
export * from '../shared/cache-generations.ts';
export * from '../modules/home/schema.ts';
export * from '../modules/notices/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/store-library/schema.ts';
export * from '../modules/admin/schema.ts';
export * from '../modules/previews/schema.ts';
export * from '../modules/covers/schema.ts';
export * from '../modules/prices/schema.ts';
export * from '../modules/push/schema.ts';
