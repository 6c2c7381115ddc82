/**
 * The mixed workload of `npm run load`, run in a worker thread: requests start at a steady rate
 * (open loop: a slow answer does not slow the arrivals), each kind with its weight. A signed-in
 * user has one request at a time, so the order of their acknowledged writes is the order they
 * happened in, and the ledger of those writes can be checked against the database afterwards.
 */
import {
  createReview,
  getHomeData,
  getUserProfile,
  pageGameReviews,
  pathOf,
  toggleReviewHelpful,
  addWishlistGame,
  getGame,
  listGames,
  removeWishlistGame,
  searchGames,
  addCollectionGame,
  getCollection,
  toggleCollectionLike,
} from '@gameshelf/contracts';

export type ActiveUser = { token: string; userId: number; collectionId: number };

export type WorkloadInput = {
  baseUrl: string;
  rate: number;
  durationSeconds: number;
  users: ActiveUser[];
  /** Game ids, popular ones repeated more (picked uniformly, so skewed). */
  gameIds: number[];
  reviewIds: number[];
  publicCollectionIds: number[];
  usernames: string[];
  keywords: string[];
};

/** One answered (or failed) request: kind, status (0 for no answer), start (ms from the start), latency (ms). */
export type Sample = { kind: string; status: number; at: number; ms: number; message?: string };

/** The final acknowledged state of each written thing. */
export type Ledger = {
  /** `${userId}:${gameId}` -> on the wishlist or not. */
  wishlist: Record<string, boolean>;
  /** `${collectionId}:${gameId}` added. */
  collected: string[];
  /** Review id -> `${userId}:${gameId}`. */
  reviews: Record<string, string>;
  /** `${userId}:${collectionId}` -> liked or not. */
  likes: Record<string, boolean>;
  /** `${userId}:${reviewId}` -> voted helpful or not. */
  votes: Record<string, boolean>;
};

export type WorkloadResult = { samples: Sample[]; ledger: Ledger; skipped: number };

type Kind = {
  name: string;
  weight: number;
  write: boolean;
  run(ctx: Context, user: ActiveUser | null): Promise<Response>;
};

type Context = {
  input: WorkloadInput;
  ledger: Ledger;
  pick<T>(list: T[]): T;
  call(method: string, path: string, user?: ActiveUser | null, body?: unknown): Promise<Response>;
};

/**
 * Records a toggle-like write: its acknowledged result is the truth for `key`; without an
 * acknowledgement the state is unknown (the write may or may not have happened), so the key leaves
 * the ledger until a later acknowledged write settles it.
 */
async function settle(map: Record<string, boolean>, key: string, request: Promise<Response>, stateOf: (res: Response) => Promise<boolean>) {
  let res: Response;
  try {
    res = await request;
  } catch (err) {
    delete map[key];
    throw err;
  }
  if (res.ok) map[key] = await stateOf(res.clone());
  else delete map[key];
  return res;
}

const KINDS: Kind[] = [
  { name: 'browse', weight: 18, write: false, run: (c) => c.call('GET', `${listGames.path}?page=${Math.floor(Math.random() * 200)}`) },
  {
    name: 'search',
    weight: 14,
    write: false,
    run: (c) => c.call('GET', `${searchGames.path}?keyword=${encodeURIComponent(c.pick(c.input.keywords))}`),
  },
  { name: 'game page', weight: 18, write: false, run: (c) => c.call('GET', pathOf(getGame.path, { id: c.pick(c.input.gameIds) })) },
  {
    name: 'game reviews',
    weight: 5,
    write: false,
    run: (c) => c.call('GET', pathOf(pageGameReviews.path, { id: c.pick(c.input.gameIds) })),
  },
  { name: 'home', weight: 4, write: false, run: (c) => c.call('GET', getHomeData.path) },
  {
    name: 'profile',
    weight: 6,
    write: false,
    run: (c) => c.call('GET', pathOf(getUserProfile.path, { username: c.pick(c.input.usernames) })),
  },
  {
    name: 'collection',
    weight: 5,
    write: false,
    run: (c) => c.call('GET', pathOf(getCollection.path, { id: c.pick(c.input.publicCollectionIds) })),
  },
  {
    name: 'wishlist add',
    weight: 5,
    write: true,
    async run(c, user) {
      const gameId = c.pick(c.input.gameIds);
      return settle(
        c.ledger.wishlist,
        `${user!.userId}:${gameId}`,
        c.call('POST', addWishlistGame.path, user, { gameId }),
        async () => true,
      );
    },
  },
  {
    name: 'wishlist remove',
    weight: 3,
    write: true,
    async run(c, user) {
      const mine = Object.keys(c.ledger.wishlist).filter((key) => key.startsWith(`${user!.userId}:`) && c.ledger.wishlist[key]);
      const gameId = mine.length ? Number(c.pick(mine).split(':')[1]) : c.pick(c.input.gameIds);
      return settle(
        c.ledger.wishlist,
        `${user!.userId}:${gameId}`,
        c.call('DELETE', pathOf(removeWishlistGame.path, { id: gameId }), user),
        async () => false,
      );
    },
  },
  {
    name: 'collection add',
    weight: 6,
    write: true,
    async run(c, user) {
      const gameId = c.pick(c.input.gameIds);
      const res = await c.call('POST', pathOf(addCollectionGame.path, { id: user!.collectionId }), user, {
        gameId,
        playStatus: 'PLAYING',
        playtimeHours: 3,
      });
      if (res.ok) c.ledger.collected.push(`${user!.collectionId}:${gameId}`);
      return res;
    },
  },
  {
    name: 'review',
    weight: 5,
    write: true,
    async run(c, user) {
      const gameId = c.pick(c.input.gameIds);
      const res = await c.call('POST', createReview.path, user, {
        gameId,
        rating: 1 + Math.floor(Math.random() * 9) / 2,
        content: '부하 시험 중에 남기는 리뷰입니다. 재미있게 했어요!',
        completionStatus: 'COMPLETED',
      });
      if (res.ok) {
        const body = (await res.clone().json()) as { data?: { id?: number } };
        if (body.data?.id) c.ledger.reviews[String(body.data.id)] = `${user!.userId}:${gameId}`;
      }
      return res;
    },
  },
  {
    name: 'like',
    weight: 6,
    write: true,
    async run(c, user) {
      const collectionId = c.pick(c.input.publicCollectionIds);
      const request = c.call('POST', pathOf(toggleCollectionLike.path, { id: collectionId }), user);
      return settle(
        c.ledger.likes,
        `${user!.userId}:${collectionId}`,
        request,
        async (res) => ((await res.json()) as { isLiked: boolean }).isLiked,
      );
    },
  },
  {
    name: 'helpful vote',
    weight: 5,
    write: true,
    async run(c, user) {
      const reviewId = c.pick(c.input.reviewIds);
      const request = c.call('POST', pathOf(toggleReviewHelpful.path, { id: reviewId }), user);
      return settle(
        c.ledger.votes,
        `${user!.userId}:${reviewId}`,
        request,
        async (res) => ((await res.json()) as { isHelpful: boolean }).isHelpful,
      );
    },
  },
];

const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

function pickKind(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

/** A request that has no answer after this long counts as hung. */
const REQUEST_TIMEOUT_MS = 15_000;

export async function runWorkload(input: WorkloadInput): Promise<WorkloadResult> {
  const ledger: Ledger = { wishlist: {}, collected: [], reviews: {}, likes: {}, votes: {} };
  const samples: Sample[] = [];
  const idle = [...input.users];
  let skipped = 0;
  const ctx: Context = {
    input,
    ledger,
    pick: <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!,
    call: (method, path, user, body) =>
      fetch(input.baseUrl + path, {
        method,
        headers: {
          ...(user && { authorization: `Bearer ${user.token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
  };
  const started = performance.now();
  const pending = new Set<Promise<void>>();

  const launch = (kind: Kind) => {
    const user = kind.write ? (idle.pop() ?? null) : null;
    if (kind.write && !user) {
      skipped += 1;
      return;
    }
    const at = performance.now() - started;
    const task = (async () => {
      let status = 0;
      let message: string | undefined;
      try {
        const res = await kind.run(ctx, user);
        status = res.status;
        if (status >= 500) message = ((await res.json().catch(() => ({}))) as { message?: string }).message;
        else await res.arrayBuffer();
      } catch (err) {
        message = err instanceof Error ? err.name : String(err);
      } finally {
        samples.push({ kind: kind.name, status, at, ms: performance.now() - started - at, message });
        if (user) idle.unshift(user);
      }
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };

  // Arrivals at the steady rate, checked every 5 ms (no drift: the count follows the clock).
  const total = Math.round(input.rate * input.durationSeconds);
  let launched = 0;
  while (launched < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * input.rate));
    while (launched < due) {
      launch(pickKind());
      launched += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  return { samples, ledger, skipped };
}
