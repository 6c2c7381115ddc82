export * from './values.ts';
export * from './schemas.ts';
