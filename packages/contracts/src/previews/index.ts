export * from './values.ts';
export * from './endpoints.ts';
