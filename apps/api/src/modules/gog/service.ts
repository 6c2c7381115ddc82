import {
  extractGogCode,
  gogConnectInputError,
  gogMessages,
  GOG_REFRESH_TOKEN_EXPIRED,
  GOG_TOKEN_EXPIRED,
  type GogLibraryGame,
  type GogStats,
  type GogSyncResult,
  type SuccessMessage,
} from '@gameshelf/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  GogGrantRefusedError,
  GogTokenExpiredError,
  GogUnavailableError,
  type GogClient,
  type GogProduct,
  type GogTokens,
} from '../../integrations/gog/gog-client.ts';
import { InvalidError, UnauthorizedError, UnavailableError } from '../../shared/errors.ts';
import type { TokenCipher } from '../../shared/token-cipher.ts';
import type { LibraryEntry, StoreLibraryService } from '../store-library/service.ts';
import type { StoreLibraryRepository } from '../store-library/store-library-repository.ts';

/** Access tokens are renewed this long before GOG says they expire (Lutris renews at 2600 of 3600 s). */
const RENEW_BEFORE_SECONDS = 300;

export type GogServiceDeps = {
  library: StoreLibraryService;
  repository: StoreLibraryRepository;
  client: GogClient;
  cipher: TokenCipher;
  /** Development only: the test page and syncing with a pasted access token. */
  isDevelopment: boolean;
  log: FastifyBaseLogger;
  now?: () => Date;
};

type StoredTokens = { accessToken: string; refreshToken: string };

const tokenExpired = () => new UnauthorizedError(gogMessages.tokenExpired, undefined, GOG_TOKEN_EXPIRED);
const refreshExpired = () => new UnauthorizedError(gogMessages.refreshTokenExpired, undefined, GOG_REFRESH_TOKEN_EXPIRED);

/** GOG linking (spec 3 §2.3, §7): connect with a pasted code, tokens kept sealed and renewed, the library sync. */
export function createGogService(deps: GogServiceDeps) {
  const { repository, client, cipher } = deps;
  const now = deps.now ?? (() => new Date());
  const expiry = (tokens: GogTokens) => new Date(now().getTime() + tokens.expiresIn * 1000).toISOString();
  const seal = (tokens: GogTokens) => cipher.seal(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));

  function unsealed(sealed: string): StoredTokens | null {
    const plain = cipher.open(sealed);
    if (!plain) return null;
    const parsed = JSON.parse(plain) as Partial<StoredTokens>;
    return parsed.accessToken && parsed.refreshToken ? { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken } : null;
  }

  function gogFailure(err: unknown): never {
    if (err instanceof GogUnavailableError) {
      deps.log.warn({ err }, 'GOG call failed');
      throw new UnavailableError(gogMessages.gogUnavailable);
    }
    throw err;
  }

  /**
   * Renews the tokens that are stored as `sealed`. Another process may have renewed them already
   * (GOG then refuses our spent refresh token): the stored ones are used. A refusal with nothing newer
   * stored marks the link expired.
   */
  async function renew(userId: number, sealed: string, current: StoredTokens): Promise<string> {
    try {
      const renewed = await client.refresh(current.refreshToken);
      const next = seal(renewed);
      if (await repository.swapTokens(userId, 'gog', sealed, { tokens: next, expiresAt: expiry(renewed) })) return renewed.accessToken;
    } catch (err) {
      if (!(err instanceof GogGrantRefusedError)) return gogFailure(err);
      if (await repository.swapTokens(userId, 'gog', sealed, 'expired')) throw refreshExpired();
    }
    // Someone renewed first: use theirs.
    const stored = await repository.tokens(userId, 'gog');
    const theirs = stored?.tokens ? unsealed(stored.tokens) : null;
    if (!stored || stored.expired || !theirs) throw refreshExpired();
    return theirs.accessToken;
  }

  /** Runs `call` with a live access token: renewed before expiry, and once more after a logged-out answer. */
  async function withAccessToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    const stored = await repository.tokens(userId, 'gog');
    if (!stored) throw new InvalidError(gogMessages.notLinked);
    if (stored.expired) throw refreshExpired();
    const current = stored.tokens ? unsealed(stored.tokens) : null;
    if (!stored.tokens || !current) throw refreshExpired();
    const fresh = stored.expiresAt !== null && Date.parse(stored.expiresAt) - RENEW_BEFORE_SECONDS * 1000 > now().getTime();
    let accessToken = fresh ? current.accessToken : await renew(userId, stored.tokens, current);
    try {
      return await call(accessToken);
    } catch (err) {
      if (!(err instanceof GogTokenExpiredError)) return gogFailure(err);
    }
    const latest = await repository.tokens(userId, 'gog');
    const latestTokens = latest?.tokens ? unsealed(latest.tokens) : null;
    if (!latest?.tokens || !latestTokens) throw refreshExpired();
    accessToken = await renew(userId, latest.tokens, latestTokens);
    try {
      return await call(accessToken);
    } catch (err) {
      if (err instanceof GogTokenExpiredError) throw tokenExpired();
      return gogFailure(err);
    }
  }

  const items = (products: GogProduct[]) =>
    products.map((product) => ({
      externalId: product.id,
      title: product.title,
      iconUrl: product.imageUrl,
      playtimeForever: 0,
      playtime2weeks: null,
      lastPlayedAt: null,
    }));

  return {
    authUrl: () => ({ authUrl: client.loginUrl() }),

    /** Connects with the pasted address or code; a bad, used or foreign account answers success false. */
    async connect(userId: number, urlOrCode: string): Promise<SuccessMessage> {
      const code = extractGogCode(urlOrCode);
      if (!code) return { success: false, message: gogConnectInputError(urlOrCode) ?? gogMessages.noCodeFound };
      let tokens: GogTokens;
      try {
        tokens = await client.exchangeCode(code);
      } catch (err) {
        if (err instanceof GogGrantRefusedError) return { success: false, message: gogMessages.invalidCode };
        return gogFailure(err);
      }
      const user = await client.user(tokens.accessToken).catch((err: unknown) => {
        if (err instanceof GogTokenExpiredError) return null;
        return gogFailure(err);
      });
      const externalUserId = user?.userId || tokens.userId;
      if (!user || !externalUserId) return { success: false, message: gogMessages.invalidCode };
      const outcome = await repository.link(userId, 'gog', {
        externalUserId,
        username: user.username,
        avatarUrl: user.avatarUrl,
        profileUrl: null,
        tokens: seal(tokens),
        tokenExpiresAt: expiry(tokens),
      });
      return outcome === 'linked'
        ? { success: true, message: gogMessages.connected }
        : { success: false, message: gogMessages.accountInUse };
    },

    async disconnect(userId: number): Promise<SuccessMessage> {
      await repository.unlink(userId, 'gog');
      return { success: true, message: gogMessages.disconnected };
    },

    /** Syncs owned games (the cooldown is the store library's); `accessToken` only in development. */
    async sync(userId: number, accessToken?: string): Promise<GogSyncResult> {
      if (accessToken && !deps.isDevelopment) throw new InvalidError(gogMessages.testOnly, 'accessToken');
      const result = await deps.library.sync(userId, async () =>
        items(
          accessToken
            ? await client.ownedGames(accessToken).catch((err: unknown) => {
                if (err instanceof GogTokenExpiredError) throw tokenExpired();
                return gogFailure(err);
              })
            : await withAccessToken(userId, (token) => client.ownedGames(token)),
        ),
      );
      return {
        success: true,
        message: gogMessages.synced(result.totalGames, result.mappedGames),
        syncResult: { totalGames: result.totalGames, mappedGames: result.mappedGames },
      };
    },

    async games(userId: number, onlyMapped: boolean): Promise<GogLibraryGame[]> {
      return (await deps.library.list(userId, onlyMapped ? true : undefined)).map(gogGame);
    },

    async stats(userId: number): Promise<GogStats> {
      const [stats, stored] = await Promise.all([deps.library.stats(userId), repository.tokens(userId, 'gog')]);
      return {
        totalGames: stats.totalGames,
        mappedGames: stats.mappedGames,
        cooldownActive: stats.cooldownActive,
        remainingSeconds: stats.remainingSeconds,
        lastSyncedAt: stats.lastSyncedAt,
        authExpired: stored?.expired ?? false,
      };
    },
  };
}

/** A library entry in the spec's GOG shape (spec 3 §3): the game's id as a numeric string. */
export function gogGame({ row, game, firstReleaseDate, inCollection }: LibraryEntry): GogLibraryGame {
  return {
    id: row.id,
    gogId: row.externalId,
    gogTitle: row.title,
    gogImageUrl: row.iconUrl,
    mapped: game !== null,
    manuallyMapped: row.matchMethod === 'manual',
    inCollection,
    lastSyncedAt: row.itemSyncedAt,
    ...(game && { igdbGame: { ...game, id: String(game.id), firstReleaseDate } }),
  };
}

export type GogService = ReturnType<typeof createGogService>;
