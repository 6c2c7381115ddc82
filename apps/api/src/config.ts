import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import { DEFAULT_SUPPORT_CONFIG, type SupportConfig } from './modules/support/contacts.ts';

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
  /** Other origins whose pages may call the API (CORS), comma-separated; unset: same-origin only. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/?#\s]+\/?$/, 'each origin is scheme://host[:port], without a path')))
    .optional(),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): `true` (any), a number of
   * hops, or comma-separated addresses and CIDR ranges; unset: none (the socket's address is the client).
   */
  TRUST_PROXY: z
    .string()
    .transform((value): boolean | number | string[] =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value.split(',').map((v) => v.trim()),
    )
    .optional(),
  /** HS256 key for access tokens; when unset a random one is created once under DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REDIS_URL: z.string().url().optional(),
  /** Usernames granted the admin role at sign-in, comma-separated. */
  ADMIN_USERNAMES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .optional(),
  ...oauthEnv('GOOGLE'),
  ...oauthEnv('KAKAO'),
  ...oauthEnv('DISCORD'),
  UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Public base URL of the bucket's objects (e.g. a CDN); defaults to `${S3_ENDPOINT}/${S3_BUCKET}`. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** IGDB sync (npm run catalog:sync): a Twitch application's credentials, endpoint overrides for fakes. */
  IGDB_CLIENT_ID: z.string().min(1).optional(),
  IGDB_CLIENT_SECRET: z.string().min(1).optional(),
  IGDB_API_URL: z.string().url().optional(),
  /** IGDB's image CDN, which the covers our origin serves come from (a stand-in for perf:web). */
  IGDB_IMAGE_URL: z.string().url().optional(),
  TWITCH_TOKEN_URL: z.string().url().optional(),
  STEAM_API_KEY: z.string().min(1).optional(),
  STEAM_API_URL: z.string().url().optional(),
  STEAM_OPENID_URL: z.string().url().optional(),
  GOG_AUTH_URL: z.string().url().optional(),
  GOG_EMBED_URL: z.string().url().optional(),
  GOG_CLIENT_ID: z.string().min(1).optional(),
  GOG_CLIENT_SECRET: z.string().min(1).optional(),
  GOG_TOKEN_KEY: z.string().min(32).optional(),
  /** Store prices for Korea (issue 36): Steam's storefront and GOG's API, fakes in tests and `npm run dev`. */
  STEAM_STORE_URL: z.string().url().optional(),
  GOG_API_URL: z.string().url().optional(),
  /** `off`: this process runs no background jobs: price refreshes, release notifications (end-to-end tests, perf:web). */
  PRICE_REFRESH: z.enum(['on', 'off']).default('on'),
  /** Web push (issue 36): the VAPID key pair (base64url; both or neither: unset, one is kept in DATA_DIR) and its contact. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** `mailto:` or `https:` contact the push services may reach; default: PUBLIC_URL when https, else the support e-mail. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto: or https: URL')
    .optional(),
  /** `off`: this process neither schedules nor runs push deliveries. */
  PUSH_DELIVERY: z.enum(['on', 'off']).default('on'),
  STORE_SYNC_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  /** The feedback dialog's channels (spec 2 §1); unset ones keep the defaults of modules/support/contacts.ts. */
  SUPPORT_MESSENGER_LABEL: z.string().min(1).max(40).optional(),
  SUPPORT_MESSENGER_URL: z.string().url().optional(),
  SUPPORT_SOCIAL_LABEL: z.string().min(1).max(40).optional(),
  SUPPORT_SOCIAL_HANDLE: z.string().min(1).max(100).optional(),
  SUPPORT_SOCIAL_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
});

function oauthEnv<P extends string>(prefix: P) {
  return {
    [`${prefix}_CLIENT_ID`]: z.string().min(1).optional(),
    [`${prefix}_CLIENT_SECRET`]: z.string().min(1).optional(),
    // Endpoint overrides, for tests against local fake providers.
    [`${prefix}_AUTHORIZATION_URL`]: z.string().url().optional(),
    [`${prefix}_TOKEN_URL`]: z.string().url().optional(),
    [`${prefix}_USERINFO_URL`]: z.string().url().optional(),
  } as Record<`${P}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZATION_URL' | 'TOKEN_URL' | 'USERINFO_URL'}`, z.ZodOptional<z.ZodString>>;
}

type OAuthEnvKey = 'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZATION_URL' | 'TOKEN_URL' | 'USERINFO_URL';

function providerConfig(e: Record<string, unknown>, prefix: string): OAuthProviderEnv {
  const get = (key: OAuthEnvKey) => e[`${prefix}_${key}`] as string | undefined;
  return {
    clientId: get('CLIENT_ID'),
    clientSecret: get('CLIENT_SECRET'),
    authorizationUrl: get('AUTHORIZATION_URL'),
    tokenUrl: get('TOKEN_URL'),
    userInfoUrl: get('USERINFO_URL'),
  };
}

/** One provider's credentials and endpoint overrides as read from the environment. */
export type OAuthProviderEnv = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  userInfoUrl: string | undefined;
};

export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

/** IGDB sync credentials; absent URLs mean the real endpoints (integrations/igdb/igdb-client.ts). */
export type IgdbConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  apiUrl: string | undefined;
  tokenUrl: string | undefined;
  /** IGDB's image CDN (https://images.igdb.com when absent). */
  imageUrl?: string | undefined;
};

/** Store prices for Korea; absent URLs mean the stores' own hosts (integrations/prices/). */
export type PricesConfig = {
  steamStoreUrl: string | undefined;
  gogApiUrl: string | undefined;
  /** Whether this process schedules and runs the background refreshes. */
  refresh: boolean;
};

/** Web push: the configured VAPID key pair (unset: kept in DATA_DIR/vapid-keys.json), its contact, the delivery switch. */
export type PushConfig = {
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  delivery: boolean;
};

/** Steam linking: the Web API key (server-side only) and the endpoints (defaults: Steam's own). */
export type SteamConfig = {
  apiKey: string | undefined;
  apiUrl: string | undefined;
  openIdUrl: string | undefined;
};

/** GOG linking: endpoints and client (defaults: GOG's and the Galaxy client's), and the key that encrypts stored tokens. */
export type GogConfig = {
  authUrl: string | undefined;
  embedUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Unset: generated once in DATA_DIR/gog-token-key. */
  tokenKey: string | undefined;
};

/**
 * The configuration: the environment's variables, checked, defaulted and shaped as the app is built
 * from them (`buildApp` takes this type's settings; server.ts adds what it opens: the database,
 * Redis, the image store). Parsed once at start-up by `loadConfig`.
 */
export const ConfigSchema = EnvSchema.transform((e, ctx) => {
  const uploads = uploadsConfig(e);
  if (typeof uploads === 'string') {
    ctx.addIssue({ code: 'custom', message: uploads });
    return z.NEVER;
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    ctx.addIssue({ code: 'custom', message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither' });
    return z.NEVER;
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    /** Switch for development-only features (e.g. the dev login of spec 1 §6). */
    isDevelopment: e.NODE_ENV === 'development',
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    /** Built web app to serve beside the API; skipped when the folder has no index.html. */
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedFile: path.resolve(e.SEED_FILE),
    /** TRUST_PROXY: proxies believed about the client address (false: none). */
    trustProxy: e.TRUST_PROXY ?? false,
    auth: {
      /** Unset: created once under DATA_DIR (modules/accounts/jwt-secret.ts). */
      jwtSecret: e.JWT_SECRET,
      /** Origin users reach the app at; OAuth redirect URIs are built from it, HSTS follows its scheme. */
      publicUrl,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      oauth: {
        google: providerConfig(e, 'GOOGLE'),
        kakao: providerConfig(e, 'KAKAO'),
        discord: providerConfig(e, 'DISCORD'),
      },
    },
    /** Origins allowed to call the API cross-origin (CORS); empty: same-origin only. */
    security: { corsOrigins: (e.CORS_ORIGINS ?? []).map((origin) => new URL(origin).origin) },
    redisUrl: e.REDIS_URL,
    /** Users who get the admin role when they sign in (ADMIN_USERNAMES); `npm run admin` changes it for one user. */
    adminUsernames: e.ADMIN_USERNAMES ?? [],
    uploads,
    steam: { apiKey: e.STEAM_API_KEY, apiUrl: e.STEAM_API_URL, openIdUrl: e.STEAM_OPENID_URL } satisfies SteamConfig,
    /** Seconds between two library syncs of one user and store (spec 3 §9: 180). */
    storeSyncCooldownSeconds: e.STORE_SYNC_COOLDOWN_SECONDS,
    gog: {
      authUrl: e.GOG_AUTH_URL,
      embedUrl: e.GOG_EMBED_URL,
      clientId: e.GOG_CLIENT_ID,
      clientSecret: e.GOG_CLIENT_SECRET,
      tokenKey: e.GOG_TOKEN_KEY,
    } satisfies GogConfig,
    /** Where store prices are asked (their real hosts when unset). */
    prices: { steamStoreUrl: e.STEAM_STORE_URL, gogApiUrl: e.GOG_API_URL, refresh: e.PRICE_REFRESH === 'on' } satisfies PricesConfig,
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_CONFIG.email}`),
      delivery: e.PUSH_DELIVERY === 'on',
    } satisfies PushConfig,
    igdb: {
      clientId: e.IGDB_CLIENT_ID,
      clientSecret: e.IGDB_CLIENT_SECRET,
      apiUrl: e.IGDB_API_URL,
      tokenUrl: e.TWITCH_TOKEN_URL,
      imageUrl: e.IGDB_IMAGE_URL,
    } satisfies IgdbConfig,
    /** The feedback dialog's channels; unset ones keep the defaults of modules/support/contacts.ts. */
    support: {
      messengerLabel: e.SUPPORT_MESSENGER_LABEL ?? DEFAULT_SUPPORT_CONFIG.messengerLabel,
      messengerUrl: e.SUPPORT_MESSENGER_URL ?? DEFAULT_SUPPORT_CONFIG.messengerUrl,
      // A handle of one's own does not keep the default's network name and link.
      socialLabel: e.SUPPORT_SOCIAL_LABEL ?? (e.SUPPORT_SOCIAL_HANDLE ? '소셜 미디어' : DEFAULT_SUPPORT_CONFIG.socialLabel),
      socialHandle: e.SUPPORT_SOCIAL_HANDLE ?? DEFAULT_SUPPORT_CONFIG.socialHandle,
      socialUrl: e.SUPPORT_SOCIAL_URL ?? (e.SUPPORT_SOCIAL_HANDLE ? undefined : DEFAULT_SUPPORT_CONFIG.socialUrl),
      email: e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_CONFIG.email,
    } satisfies SupportConfig,
  };
});

export type Config = z.output<typeof ConfigSchema>;

/** An empty variable means "not set" (e.g. `DATABASE_URL= npm start`). */
const presentVariables = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/** Parses an environment with `schema`; throws with every problem listed. Also the benchmarks' (bench/bench-config.ts). */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(presentVariables(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Parses the environment once at start-up; throws with every problem listed. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => parseEnvironment(ConfigSchema, env);

/** Where uploads go, or what is missing for S3. */
function uploadsConfig(e: z.infer<typeof EnvSchema>): { storage: 'local' } | { storage: 's3'; s3: S3Config } | string {
  if (e.UPLOAD_STORAGE === 'local') return { storage: 'local' };
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
  if (missing.length) return `UPLOAD_STORAGE=s3 needs ${missing.join(', ')}`;
  const endpoint = e.S3_ENDPOINT!.replace(/\/$/, '');
  return {
    storage: 's3',
    s3: {
      endpoint,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ''),
    },
  };
}

/**
 * Where the app's data lives: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. The
 * server and the catalog commands (import, sync) all open the database through this.
 */
export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): { databaseUrl: string } | { dataDir: string } {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') };
}
