// One module per domain: its schemas, inferred types, paths and Korean messages.
import './zod-config.ts';
export * from './common.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './uploads.ts';
export * from './paths.ts';
