export * from './messages.ts';
export * from './values.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
