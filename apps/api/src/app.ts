import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeOAuthSignIn,
  pathOf,
  uploadedImagePath,
  GameListQuerySchema,
  WISHLIST_PAGE_SIZE_MAX,
  WishlistAddRequestSchema,
  WishlistQuerySchema,
  HOME_FEATURED_GAMES,
  GAME_IMAGE_ORIGIN,
  HOME_POPULAR_GAMES,
  HOME_POPULAR_REVIEWS,
  OAUTH_PROVIDERS,
  type ErrorBody,
  type Game,
  type GameListQuery,
  type OAuthProvider,
  commonMessages,
  requestMessages,
} from '@gameshelf/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createOAuthProviderClient, type OAuthProviderClient } from './integrations/oauth/providers.ts';
import type { AuthRoutesOptions } from './modules/accounts/auth-routes.ts';
import { createAccounts } from './modules/accounts/module.ts';
import { createCatalogLinks } from './modules/catalog/catalog-links.ts';
import { createCatalog, type Catalog } from './modules/catalog/catalog.ts';
import { createCatalogModule } from './modules/catalog/module.ts';
import { createHealth } from './modules/health/module.ts';
import { createLocalImageStore, type ImageStore } from './modules/uploads/image-store.ts';
import { createUploads } from './modules/uploads/module.ts';
import { createSuggestions } from './modules/suggestions/module.ts';
import { createCollections } from './modules/collections/module.ts';
import { createReviews } from './modules/reviews/module.ts';
import { createHome } from './modules/home/module.ts';
import { createNotices } from './modules/notices/module.ts';
import { createNotifications } from './modules/notifications/module.ts';
import { createProfiles } from './modules/profiles/module.ts';
import { createCovers } from './modules/covers/module.ts';
import { createPrices, type PricesOptions } from './modules/prices/module.ts';
import type { PricesService } from './modules/prices/service.ts';
import { createPush, type PushOptions } from './modules/push/module.ts';
import type { PushService } from './modules/push/service.ts';
import type { IgdbImagesOptions } from './integrations/igdb/igdb-images.ts';
import { createPreviews } from './modules/previews/module.ts';
import type { CardRenderer } from './modules/previews/card-renderer.ts';
import { createSupport } from './modules/support/module.ts';
import { createAdmin } from './modules/admin/module.ts';
import { createApiDocs } from './modules/api-docs/module.ts';
import { createSitemap } from './modules/sitemap/module.ts';
import type { SitemapSettings } from './modules/sitemap/service.ts';
import { createMaintenance, type MaintenanceOptions } from './modules/maintenance/module.ts';
import { createWishlist } from './modules/wishlist/module.ts';
import { createSteam, type SteamOptions } from './modules/steam/module.ts';
import { createGog, type GogOptions } from './modules/gog/module.ts';
import { storeLinkFields } from './modules/store-library/store-library-repository.ts';
import { createStoreMatcher } from './modules/store-matching/store-matcher.ts';
import type { StoreModuleDeps } from './modules/store-library/store-library-module.ts';
import type { GameRow } from './modules/catalog/game-row.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStorableText } from './plugins/storable-text.ts';
import { inlineScriptHashes, readBuiltIndexHtml, registerWebApp } from './plugins/web-app.ts';
import { createInternalReads, InternalReadsLogController } from './plugins/internal-reads.ts';
import { ForbiddenError, NotFoundError } from './shared/errors.ts';
import { followGenerations } from './shared/generation-follower.ts';
import { HttpError } from './shared/http-error.ts';
import { type LogOptions, redactedLoggerOptions } from './shared/log-redaction.ts';

/**
 * The settings of the configuration (config.ts) the app is built from: server.ts passes the parsed
 * environment's; tests give only the parts they need, the rest has test defaults.
 */
type AppConfig = Pick<
  Config,
  | 'isDevelopment'
  | 'trustProxy'
  | 'webDistDir'
  | 'auth'
  | 'security'
  | 'adminUsernames'
  | 'support'
  | 'steam'
  | 'gog'
  | 'storeSyncCooldownSeconds'
>;

export type AuthOptions = Partial<Omit<AppConfig['auth'], 'oauth'>> & {
  /** The sign-in providers with credentials (the others answer 503). */
  oauth?: Partial<AppConfig['auth']['oauth']>;
  /** Requests per minute per client address on the sign-in routes. */
  rateLimits?: Partial<AuthRoutesOptions['rateLimits']>;
};

export type AppOptions = Partial<Omit<AppConfig, 'auth' | 'security' | 'steam' | 'gog'>> & {
  database: Database;
  /** Request and error logging (off when absent); every line is redacted (shared/log-redaction.ts). */
  logger?: LogOptions | false;
  /** Access-token key (a random one when absent), public URL (http://localhost:8080), OAuth providers, sign-in rate limits. */
  auth?: AuthOptions;
  /** Shared rate-limit counters across instances; in-memory counters without it. */
  redis?: Redis;
  /** Where uploaded images go; default: files in `uploadsDir` served at /uploads. */
  imageStore?: ImageStore;
  /** Folder of the local image store (default: a fresh temporary folder, for tests); created when missing. */
  uploadsDir?: string;
  /** Other origins allowed to call the API (CORS) and where images may come from besides ours and IGDB's. */
  security?: Partial<AppConfig['security']> & { imageOrigins?: string[] };
  /** The clock of day-based limits (tests move it); the system clock by default. */
  now?: () => Date;
  /** Steam linking: Web API key and endpoints (Steam's own when absent). */
  steam?: SteamOptions;
  /** GOG linking: endpoints, client and the key sealing stored tokens (random when absent: tests). */
  gog?: GogOptions;
  /** maintenance.json (DATA_DIR): served at /maintenance.json and refusing writes while on; none when absent. */
  maintenance?: MaintenanceOptions;
  /** Game covers from our origin: where IGDB's pictures come from (its CDN when absent; a fake in tests). */
  covers?: IgdbImagesOptions;
  /** Store prices: where Steam's storefront and GOG's API are (their real hosts when absent; fakes in tests). */
  prices?: PricesOptions;
  /** Web push: the VAPID identity (a fresh one when absent: tests), the push services' timeout, delivery settings. */
  push?: PushOptions;
  /** Link previews: another card renderer (tests count renders), the time a picture may take to load. */
  previews?: { render?: CardRenderer; pictureTimeoutMs?: number };
  /** The sitemaps' URLs per file (50,000), cache time and read chunk; tests make files small. */
  sitemap?: Partial<Omit<SitemapSettings, 'publicUrl'>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The game catalog buildApp made (closed with the app): the server loads and warms it, tests write through it. */
    catalog: Catalog;
    /** Store prices (its paced store clients are the process's): the server runs the background refreshes on it. */
    prices: PricesService;
    /** Announces released wishlisted games now (the server's daily job runs it). */
    announceReleases: () => Promise<number>;
    /** Web push (its VAPID identity is the process's): the server runs the background deliveries on it. */
    push: PushService;
  }
}

/** What a guest is shown, or null where a guest is refused (missing, or private). */
async function asGuest<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return null;
    throw error;
  }
}

/** Believes the nearest `hops` proxies about the client's address. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** A request refused before routing (a path parameter over the router's length limit, a malformed URL). */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.statusCode === 414 ? requestMessages.uriTooLong : commonMessages.invalidRequest;
  void reply.code(error.statusCode ?? 400).send({ message } satisfies ErrorBody);
}

/** The game list query home asks the catalog for: the most popular first. */
const homeGamesQuery = (overrides: { featured?: boolean; size: number }): GameListQuery =>
  GameListQuerySchema.parse({ sortBy: 'popularity', ...(overrides.featured && { featured: 'true' }), size: overrides.size });

const DEFAULT_RATE_LIMITS: AuthRoutesOptions['rateLimits'] = { loginUrl: 30, callback: 30, refresh: 60, devLogin: 20 };

/**
 * Builds the Fastify app without listening, so tests can call it through inject(): creates every module
 * with what it uses of the others (the wiring in one place), then registers compression and security
 * headers (they hook every route), external plugins, the app's plugins (errors, authentication) and the
 * root-level hooks, then every module's routes, then the web app.
 */
export async function buildApp(options: AppOptions) {
  const internalReads = createInternalReads();
  const app = Fastify({
    logger: options.logger ? redactedLoggerOptions(options.logger) : false,
    // Server rendering's own reads of the API log no request lines (plugins/internal-reads.ts).
    logController: new InternalReadsLogController(internalReads),
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    // Refused before routing, and before Fastify by Node's parser: in Korean too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = options.database;
  const jwtSecret = options.auth?.jwtSecret ?? randomBytes(48).toString('base64url');
  const publicUrl = (options.auth?.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '');
  const uploadsDir = options.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'gameshelf-uploads-'));
  // A temporary folder made here (tests) goes away with the app.
  if (!options.uploadsDir) app.addHook('onClose', async () => rmSync(uploadsDir, { recursive: true, force: true }));
  const imageStore = options.imageStore ?? createLocalImageStore(uploadsDir);
  // A fresh data folder has no uploads yet; serving /uploads needs the folder to exist.
  if (imageStore.kind === 'local') mkdirSync(uploadsDir, { recursive: true });

  // The modules, each created with what it uses of the others: all the wiring is here.
  const catalog = createCatalog({ database: options.database });
  app.decorate('catalog', catalog);
  app.addHook('onClose', () => catalog.close());
  // Cached game details and the search index follow every process's writes (LISTEN catalog_changes).
  await catalog.followChanges((err) => app.log.warn({ err }, 'catalog change not applied'));
  // The shared caches' generations, kept in memory and current with every process's bumps (LISTEN).
  const generations = await followGenerations(options.database);
  app.addHook('onClose', () => generations.close());
  const generation = (name: string) => generations.read(name);
  const { games } = catalog;
  // What other modules read and write of the catalog's tables (game platforms, popularity, review totals).
  const catalogLinks = createCatalogLinks(db, catalog.gameChanged);

  const maintenance = options.maintenance ? createMaintenance({ ...options.maintenance, log: app.log }) : null;
  const health = createHealth({ database: options.database });
  const uploads = createUploads({ imageStore, uploadsDir });
  const admin = createAdmin({ db, now: options.now });
  const accounts = createAccounts({
    db,
    jwtSecret,
    refreshTokenTtlDays: options.auth?.refreshTokenTtlDays ?? 30,
    isOwnProfileImageUrl: uploads.service.isOwnProfileImageUrl,
    storeLinks: (userId) => storeLinkFields(db, userId),
    adminUsernames: options.adminUsernames,
    onAdminGrantedAtSignIn: (user) =>
      admin.recordAudit({
        actorSource: 'config',
        action: 'ROLE_GRANTED',
        targetType: 'user',
        targetId: user.id,
        details: { username: user.username, from: 'user', to: 'admin', source: 'ADMIN_USERNAMES' },
      }),
    providers: oauthProviders(options.auth?.oauth, publicUrl),
    publicUrl,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.auth?.rateLimits },
    isDevelopment: options.isDevelopment ?? false,
  });
  // Notifications are written by other modules through its writer (the one insert); a failed write
  // for a user's action is logged and the action stands.
  const notifications = createNotifications({
    db,
    now: options.now,
    onWriteError: (err) => app.log.warn({ err }, 'notification not written'),
  });
  app.decorate('announceReleases', notifications.announceReleases);
  const wishlist = createWishlist({ db, games, catalog: catalogLinks });
  const collections = createCollections({
    db,
    games,
    catalog: catalogLinks,
    wishlistedAmong: (userId, gameIds) => wishlist.repository.wishlistedAmong(userId, gameIds),
    generation,
    notify: notifications.writer.raiseQuietly,
    now: options.now,
  });
  const catalogModule = createCatalogModule({
    db,
    games,
    userFlags: async (userId, gameIds) => {
      const [inWishlist, inCollection] = await Promise.all([
        wishlist.repository.wishlistedAmong(userId, gameIds),
        collections.repository.collectedAmong(userId, gameIds),
      ]);
      return { wishlist: inWishlist, collection: inCollection };
    },
  });
  const storeDeps = {
    db,
    matcher: createStoreMatcher(db),
    describeGames: (rows: readonly GameRow[]) => games.describe(rows),
    collectedAmong: (userId: number, gameIds: readonly number[]) => collections.repository.collectedAmong(userId, gameIds),
    addGames: (userId: number, collectionId: number, entries: Parameters<typeof collections.service.addGames>[2]) =>
      collections.service.addGames(userId, collectionId, entries),
    searchGameIds: (keyword: string, limit: number) =>
      catalogModule.service.listGameIds(GameListQuerySchema.parse({ keyword: keyword.slice(0, 100), size: limit })),
    now: options.now,
    cooldownSeconds: options.storeSyncCooldownSeconds,
    notify: (drafts) => notifications.writer.raiseQuietly(db, drafts),
  } satisfies StoreModuleDeps;
  const steam = createSteam({
    ...storeDeps,
    log: app.log,
    jwtSecret,
    publicUrl,
    options: options.steam,
    // The wishlist's add with its defaults (no priority, price alerts on), as a player's own add.
    addToWishlist: (userId, gameId) => wishlist.service.add(userId, WishlistAddRequestSchema.parse({ gameId })),
  });
  const gog = createGog({
    ...storeDeps,
    log: app.log,
    options: options.gog,
    isDevelopment: options.isDevelopment ?? false,
    tokenKey: options.gog?.tokenKey ?? randomBytes(48).toString('base64url'),
  });
  const reviews = createReviews({ db, catalog: catalogLinks, notify: notifications.writer.raiseQuietly });
  const suggestions = createSuggestions({
    db,
    catalog: catalogLinks,
    now: options.now,
    applier: {
      setKoreanTitle: (tx, gameId, nameKo) => catalog.setKoreanTitle(tx, gameId, nameKo),
      written: (gameId) => catalog.koreanTitleWritten(gameId),
    },
  });
  const home = createHome({
    db,
    generation,
    uploads: uploads.service,
    sources: {
      featuredGames: async () =>
        (await catalogModule.service.listGames(homeGamesQuery({ featured: true, size: HOME_FEATURED_GAMES }))).content,
      popularGames: async () => (await catalogModule.service.listGames(homeGamesQuery({ size: HOME_POPULAR_GAMES }))).content,
      popularReviews: () => reviews.service.popular(null, HOME_POPULAR_REVIEWS),
    },
  });
  const notices = createNotices({
    db,
    visitorKey: createHmac('sha256', jwtSecret).update('notice-visitors').digest('base64url'),
    now: options.now,
  });
  const support = createSupport({ config: options.support });
  const apiDocs = createApiDocs({ isDevelopment: options.isDevelopment ?? false });
  const sitemap = createSitemap({ db, publicUrl, generation, settings: options.sitemap });
  const profiles = createProfiles({
    db,
    sources: {
      collections: (viewerId, ownerId, paging) => collections.service.ownedBy(viewerId, ownerId, paging),
      reviews: (viewerId, userId, paging) => reviews.service.byUser(viewerId, userId, paging),
    },
    exportSources: {
      profile: (userId) => accounts.service.profiles.getProfile(userId),
      collectionList: (userId) => collections.service.listOwn(userId),
      collection: (userId, id) => collections.service.get(userId, id),
      wishlistPage: (userId, page) => wishlist.service.list(userId, WishlistQuerySchema.parse({ page, size: WISHLIST_PAGE_SIZE_MAX })),
      reviewPage: (userId, page) => reviews.service.byUser(userId, userId, { page, size: 100 }),
      now: options.now,
    },
  });
  const parsedGames = new WeakMap<Buffer, Game>();
  const covers = createCovers({
    db,
    igdb: options.covers,
    now: options.now,
    writesAllowed: maintenance ? async () => !(await maintenance.service.inMaintenance()) : undefined,
  });
  const prices = createPrices({ db, catalog: catalogLinks, options: options.prices, now: options.now });
  app.decorate('prices', prices.service);
  const push = createPush({ db, options: options.push, now: options.now });
  app.decorate('push', push.service);
  const previews = createPreviews({
    db,
    publicUrl,
    now: options.now,
    // A GET that would store a rendered image waits out maintenance like every write (it is still served).
    writesAllowed: maintenance ? async () => !(await maintenance.service.inMaintenance()) : undefined,
    render: options.previews?.render,
    // Pictures come from where the pages' images may (the CSP's img-src): ours, IGDB's, the bucket's.
    pictures: {
      allowedOrigins: [new URL(publicUrl).origin, GAME_IMAGE_ORIGIN, ...(options.security?.imageOrigins ?? [])],
      timeoutMs: options.previews?.pictureTimeoutMs,
    },
    sources: {
      game: async (id) => {
        const game = await games.findDetail(id);
        if (!game) return null;
        // One object per cached game's bytes, so what is derived from it (its page head) is kept with it.
        let parsed = parsedGames.get(game.bytes);
        if (!parsed) parsedGames.set(game.bytes, (parsed = JSON.parse(game.bytes.toString('utf8')) as Game));
        return parsed;
      },
      collection: (id) => asGuest(() => collections.service.get(null, id)),
      profile: async (username) => {
        const profile = await asGuest(() => profiles.service.profiles.profile(username, null));
        return profile?.isPublicProfile && profile.stats ? profile : null;
      },
      review: (id) => asGuest(() => reviews.service.one(null, id)),
      notice: (id) => asGuest(() => notices.service.find(id)),
    },
  });

  // The CSP allows the inline script of exactly the index.html being served, read now.
  const indexHtml = options.webDistDir ? readBuiltIndexHtml(options.webDistDir) : null;
  await registerCompression(app);
  await registerSecurityHeaders(app, {
    publicUrl,
    inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    imageOrigins: options.security?.imageOrigins,
    corsOrigins: options.security?.corsOrigins,
  });
  await app.register(fastifyCookie, { secret: createHmac('sha256', jwtSecret).update('cookie-signing').digest('base64url') });
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis && { redis: options.redis, nameSpace: 'gameshelf:rate-limit:' }),
    errorResponseBuilder: () => new HttpError(429, commonMessages.tooManyRequests),
    // A signed-in caller has a budget of their own (many share an address behind a carrier's NAT or a
    // proxy); a guest's is their address. Route hooks run after the authentication hook has read the token.
    keyGenerator: (request) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
  });

  registerErrorHandler(app);
  registerAuthentication(app, { authenticate: (token) => accounts.service.login.authenticate(token) });
  registerStorableText(app);
  // Root-level hooks, before any route: admin writes go to the audit log; writes wait out maintenance.
  app.addHook('onSend', admin.auditHook);
  if (maintenance) app.addHook('onRequest', maintenance.refuseWrites);

  // Every module's routes, each module in a scope of its own.
  for (const module of [
    maintenance,
    health,
    catalogModule,
    accounts,
    uploads,
    wishlist,
    collections,
    steam,
    gog,
    reviews,
    suggestions,
    home,
    notices,
    notifications,
    admin,
    support,
    apiDocs,
    profiles,
    previews,
    covers,
    prices,
    push,
    sitemap,
  ]) {
    if (module) await app.register(module.routes);
  }

  const serveSpa = options.webDistDir
    ? await registerWebApp(app, options.webDistDir, {
        // The pages carry the maintenance state (parsed by the contract, or null) for the app's first render.
        maintenanceFile: maintenance ? async () => (await maintenance.service.snapshot())?.file ?? null : undefined,
        // A shareable page's own title, description, Open Graph and Twitter tags, and JSON-LD.
        pageHeadTags: previews.pageHeadTags,
        internalReadHeaders: internalReads.headers,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Client-side routes get index.html; a missing hashed asset stays a 404 so it is never cached as HTML.
    const isAsset = request.url.startsWith('/assets/') || request.url.startsWith(uploadedImagePath(''));
    if (!isApi && !isAsset && serveSpa && (request.method === 'GET' || request.method === 'HEAD')) return serveSpa(request.url, reply);
    const message = isApi ? commonMessages.notFound : commonMessages.pageNotFound;
    return reply.code(404).send({ message } satisfies ErrorBody);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A client for each provider with credentials; the others answer 503 on sign-in. */
function oauthProviders(env: AuthOptions['oauth'], publicUrl: string): Partial<Record<OAuthProvider, OAuthProviderClient>> {
  const providers: Partial<Record<OAuthProvider, OAuthProviderClient>> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const providerEnv = env?.[provider];
    const client = providerEnv
      ? createOAuthProviderClient(provider, providerEnv, `${publicUrl}${pathOf(completeOAuthSignIn.path, { provider })}`)
      : null;
    if (client) providers[provider] = client;
  }
  return providers;
}
