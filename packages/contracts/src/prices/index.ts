export * from './messages.ts';
export * from './endpoints.ts';
export * from './values.ts';
export * from './schemas.ts';
