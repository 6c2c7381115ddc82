// The embed.gog.com side of the fake GOG (PROTOCOLS.md section 5): the accounts it knows and the
// JSON of userData.json, user/data/games and account/getFilteredProducts, plus the HTML that GOG's
// web hosts answer instead of JSON when nobody is signed in.
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { escapeHtml } from './oauth-util.ts';

export interface FakeGogProduct {
  /** GOG product id (10 digits for most products). */
  id: number;
  title: string;
  /** Derived from the title when omitted (`the_witcher_3_wild_hunt`). */
  slug?: string;
  /** Protocol-relative and without extension, as GOG sends it (`//images-1.gog-statics.com/<64 hex>`); derived from the id when omitted. */
  image?: string;
  /** `/game/<slug>` (or `/movie/<slug>`) when omitted. */
  url?: string;
  /** Defaults to `!isMovie`. */
  isGame?: boolean;
  /** A movie: listed only with mediaType=2 (never with mediaType=1), but always in user/data/games. */
  isMovie?: boolean;
  /** Windows only when omitted. */
  worksOn?: { Windows: boolean; Mac: boolean; Linux: boolean };
  /** `YYYY-MM-DD`; sent as GOG's PHP date object. `null` when omitted. */
  releaseDate?: string;
  /** e.g. `Role-playing`; empty when omitted. */
  category?: string;
  /** 0-50 (stars × 10); 0 when omitted. */
  rating?: number;
  /** New updates since the last download. GOG sends null, a number or a string here; 0 when omitted. */
  updates?: number | string | null;
  dlcCount?: number;
  isNew?: boolean;
  isComingSoon?: boolean;
  isInDevelopment?: boolean;
  /** Defaults to `isGame`. */
  isGalaxyCompatible?: boolean;
  /** Hidden in the user's library: only listed with hiddenFlag=1. */
  isHidden?: boolean;
  /** Sends `id` as a string, a quirk lgogdownloader guards against. */
  idAsString?: boolean;
}

export interface FakeGogAccount {
  /** GOG user id: a number above 2^53, so always a string (`48628349957132247`). */
  userId: string;
  username: string;
  /** Sent as userData.json's `avatar`; a derived images.gog.com URL when omitted. */
  avatar?: string;
  /** `<username>@example.com` when omitted. */
  email?: string;
  /** Two-letter country of userData.json; KR when omitted. */
  country?: string;
  /** Owned games and movies, in purchase order (oldest first). */
  products?: FakeGogProduct[];
}

/** What GOG's library pages hold; getFilteredProducts' `productsPerPage`. */
export const PRODUCTS_PER_PAGE = 100;
const USER_ID_PATTERN = /^[1-9]\d{0,19}$/;

export function checkAccount(account: FakeGogAccount): void {
  if (!USER_ID_PATTERN.test(account.userId)) throw new Error(`"${account.userId}" is not a GOG user id (decimal digits, as a string)`);
  const ids = new Set<number>();
  for (const product of account.products ?? []) {
    if (!Number.isSafeInteger(product.id) || product.id <= 0) throw new Error(`"${product.id}" is not a GOG product id`);
    if (ids.has(product.id)) throw new Error(`product ${product.id} is listed twice`);
    ids.add(product.id);
  }
}

// ---- userData.json

const SHOP_FIELDS = {
  currencies: [{ code: 'USD', symbol: '$' }],
  selectedCurrency: { code: 'USD', symbol: '$' },
  preferredLanguage: { code: 'en', name: 'English' },
  ratingBrand: 'ESRB',
};

/** userData.json for a signed-in account, with the fields and id types of gogapidocs account.rst. */
export function userData(account: FakeGogAccount): Record<string, unknown> {
  const products = account.products ?? [];
  const updated = products.filter((p) => updateCount(p) > 0).length;
  return {
    country: account.country ?? 'KR',
    ...SHOP_FIELDS,
    isLoggedIn: true,
    checksum: {
      cart: null,
      games: md5(products.map((p) => p.id).join(',')),
      wishlist: null,
      reviews_votes: null,
      games_rating: null,
    },
    updates: { messages: 0, pendingFriendRequests: 0, unreadChatMessages: 0, products: updated, forum: 0, total: updated },
    userId: account.userId,
    username: account.username,
    // Not in PROTOCOLS.md: Heroic reads galaxyUserId and avatar from this answer. Here both follow the account.
    galaxyUserId: account.userId,
    email: account.email ?? `${account.username.toLowerCase()}@example.com`,
    avatar: account.avatar ?? `https://images.gog.com/${sha256(`avatar:${account.userId}`)}`,
    personalizedProductPrices: [],
    personalizedSeriesPrices: [],
  };
}

/**
 * userData.json for a request without any credentials: the anonymous visitor's answer, with
 * `isLoggedIn: false` and no user fields (Lutris' "username" in userData and vangogh's isLoggedIn
 * checks both read it as signed out). The exact body is UNCONFIRMED.
 */
export function anonymousUserData(): Record<string, unknown> {
  return {
    country: 'KR',
    ...SHOP_FIELDS,
    isLoggedIn: false,
    checksum: { cart: null, games: null, wishlist: null, reviews_votes: null, games_rating: null },
    updates: { messages: 0, pendingFriendRequests: 0, unreadChatMessages: 0, products: 0, forum: 0, total: 0 },
    personalizedProductPrices: [],
    personalizedSeriesPrices: [],
  };
}

// ---- user/data/games

/** Every owned id, games and movies, hidden or not, as integers. */
export function ownedIds(account: FakeGogAccount): { owned: number[] } {
  return { owned: (account.products ?? []).map((p) => p.id) };
}

// ---- account/getFilteredProducts

export interface FilteredProductsQuery {
  /** 1 games, 2 movies; null (missing) lists both (UNCONFIRMED), other values nothing. */
  mediaType: number | null;
  /** 1-based. */
  page: number;
  sortBy: string;
  /** hiddenFlag=1 lists only the hidden products, anything else only the visible ones (UNCONFIRMED). */
  hidden: boolean;
  search: string;
}

export function parseFilteredProductsQuery(q: URLSearchParams): FilteredProductsQuery {
  const mediaType = q.get('mediaType');
  const page = Number(q.get('page') ?? '1');
  return {
    mediaType: mediaType === null || mediaType === '' ? null : Number(mediaType),
    // A missing, zero or malformed page reads as the first one (UNCONFIRMED).
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sortBy: q.get('sortBy') || 'date_purchased',
    hidden: q.get('hiddenFlag') === '1',
    search: (q.get('search') ?? '').trim().toLowerCase(),
  };
}

/** The getFilteredProducts answer, shaped like gogapidocs searching.rst. Tags, system, category and the like are ignored. */
export function filteredProducts(account: FakeGogAccount, query: FilteredProductsQuery): Record<string, unknown> {
  const all = account.products ?? [];
  const matching = all
    .filter((p) => query.mediaType === null || query.mediaType === (isMovie(p) ? 2 : isGame(p) ? 1 : 0))
    .filter((p) => Boolean(p.isHidden) === query.hidden)
    .filter((p) => !query.search || p.title.toLowerCase().includes(query.search));
  // date_purchased (the default) keeps the account's order; only title is really sorted.
  const sorted = query.sortBy === 'title' ? [...matching].sort((a, b) => a.title.localeCompare(b.title, 'en')) : matching;
  const start = (query.page - 1) * PRODUCTS_PER_PAGE;
  return {
    sortBy: query.sortBy,
    page: query.page,
    totalProducts: sorted.length,
    totalPages: Math.ceil(sorted.length / PRODUCTS_PER_PAGE),
    productsPerPage: PRODUCTS_PER_PAGE,
    contentSystemCompatibility: null,
    moviesCount: all.filter(isMovie).length,
    tags: [],
    products: sorted.slice(start, start + PRODUCTS_PER_PAGE).map(productEntry),
    updatedProductsCount: all.filter((p) => !p.isHidden && updateCount(p) > 0).length,
    hiddenUpdatedProductsCount: all.filter((p) => p.isHidden && updateCount(p) > 0).length,
    appliedFilters: { tags: null },
    hasHiddenProducts: all.some((p) => p.isHidden),
  };
}

function productEntry(p: FakeGogProduct): Record<string, unknown> {
  const slug = p.slug ?? slugOf(p.title);
  return {
    isGalaxyCompatible: p.isGalaxyCompatible ?? isGame(p),
    tags: [],
    id: p.idAsString ? String(p.id) : p.id,
    availability: { isAvailable: true, isAvailableInAccount: true },
    title: p.title,
    image: p.image ?? `//images-${(p.id % 4) + 1}.gog-statics.com/${sha256(`product:${p.id}`)}`,
    url: p.url ?? `/${isMovie(p) ? 'movie' : 'game'}/${slug}`,
    worksOn: p.worksOn ?? { Windows: true, Mac: false, Linux: false },
    category: p.category ?? '',
    rating: p.rating ?? 0,
    isComingSoon: p.isComingSoon ?? false,
    isMovie: isMovie(p),
    isGame: isGame(p),
    slug,
    updates: p.updates === undefined ? 0 : p.updates,
    isNew: p.isNew ?? false,
    dlcCount: p.dlcCount ?? 0,
    releaseDate: p.releaseDate ? { date: `${p.releaseDate} 00:00:00.000000`, timezone_type: 3, timezone: 'Europe/Nicosia' } : null,
    isBaseProductMissing: false,
    isHidingDisabled: false,
    isInDevelopment: p.isInDevelopment ?? false,
    isHidden: p.isHidden ?? false,
  };
}

function isMovie(p: FakeGogProduct): boolean {
  return p.isMovie ?? false;
}

function isGame(p: FakeGogProduct): boolean {
  return p.isGame ?? !isMovie(p);
}

function updateCount(p: FakeGogProduct): number {
  return Number(p.updates ?? 0) || 0;
}

/** GOG's slug style: lower case, runs of anything else as one underscore. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’™®]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

// ---- HTML answers

export const PAGE_STYLE =
  'body{font-family:sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}' +
  'button{font-size:1rem;padding:.5rem 1rem;margin:.25rem 0;display:block}.error{color:#b00020}';

/**
 * What embed.gog.com serves instead of JSON to someone who is not signed in: GOG's login page.
 * The body starts with `<`, which is how Lutris recognises an expired session.
 */
export function loggedOutPage(loginUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Log in to GOG.COM</title><style>${PAGE_STYLE}</style></head>
<body><h1>Log in to GOG.COM</h1><p>Your session has expired. Please log in again.</p>
<p><a href="${escapeHtml(loginUrl)}">Log in</a></p></body></html>`;
}

/** The page the browser lands on after signing in (on_login_success): next to blank, as on GOG. */
export function loginSuccessPage(): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>GOG.com</title></head><body></body></html>`;
}

/** Short HTML for a forced failure (failNext) or a missing page. */
export function errorPage(status: number): string {
  const reason = STATUS_CODES[status] ?? 'Error';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${status} ${reason}</title></head><body><h1>${status} ${reason}</h1></body></html>`;
}
