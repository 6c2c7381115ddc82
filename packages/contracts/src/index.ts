export * from './common.ts';
export * from './games.ts';
export * from './paths.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './user-messages.ts';
