export * from './messages.ts';
export * from './endpoints.ts';
export * from './token-codes.ts';
export * from './values.ts';
export * from './schemas.ts';
