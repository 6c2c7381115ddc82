import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const fromRepo = (p: string) => path.resolve(repoRoot, p);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().min(1).default(fromRepo('apps/web/dist')),
  SEED_FILE: z.string().min(1).default(fromRepo('apps/api/seed/catalog.json.gz')),
  PUBLIC_URL: z.string().url().optional(),
});

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'production' | 'development' | 'test';
  /** Switch for development-only features (e.g. the dev login of spec 1 §6). */
  isDevelopment: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  seedFile: string;
  publicUrl: string | undefined;
};

/** Parses the environment once at start-up; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isDevelopment: e.NODE_ENV === 'development',
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedFile: path.resolve(e.SEED_FILE),
    publicUrl: e.PUBLIC_URL,
  };
}
