import { z } from 'zod';
import { parseEnvironment } from '../src/config.ts';

/** What Chromium sends with every request: the bench asks as browsers do, and they all accept brotli. */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Settings of the benchmarks in apps/api/bench (npm run bench:api, npm run search:quality), from the environment. */
export const BenchConfigSchema = z
  .object({
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(32),
    BENCH_DURATION: z.coerce.number().positive().default(10),
    BENCH_WARMUP: z.coerce.number().min(0).default(3),
    BENCH_ADMIN_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
    BENCH_DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/gameshelf_bench'),
    BENCH_PGLITE_DIR: z.string().min(1).optional(),
    BENCH_REIMPORT: z.string().optional(),
    BENCH_ROUTES: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    BENCH_PREVIEW_OUT: z.string().min(1).optional(),
    BENCH_ACCEPT_ENCODING: z.string().default(CHROMIUM_ACCEPT_ENCODING),
  })
  .transform((e) => ({
    connections: e.BENCH_CONNECTIONS,
    durationSeconds: e.BENCH_DURATION,
    warmupSeconds: e.BENCH_WARMUP,
    /** Server the benchmark database is created on. */
    adminUrl: e.BENCH_ADMIN_URL,
    /** The benchmark database (loaded with the full dump once). */
    benchDatabaseUrl: e.BENCH_DATABASE_URL,
    pgliteDir: e.BENCH_PGLITE_DIR,
    /** BENCH_REIMPORT=1: import again even when a finished import is recorded. */
    reimport: e.BENCH_REIMPORT === '1',
    /** Only the routes whose name matches this regular expression (plus the baseline). */
    routes: e.BENCH_ROUTES,
    /** search:quality reads DATABASE_URL, else the benchmark database. */
    databaseUrl: e.DATABASE_URL,
    /** bench:previews writes one sample image of each kind into this folder. */
    previewOut: e.BENCH_PREVIEW_OUT,
    /** The Accept-Encoding of bench:api's requests: a browser's by default, empty for uncompressed answers. */
    acceptEncoding: e.BENCH_ACCEPT_ENCODING,
  }));

export type BenchConfig = z.output<typeof BenchConfigSchema>;

export const loadBenchConfig = (env: NodeJS.ProcessEnv = process.env): BenchConfig => parseEnvironment(BenchConfigSchema, env);
