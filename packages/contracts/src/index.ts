export * from './common.ts';
export * from './games.ts';
export * from './paths.ts';
export * from './messages.ts';
