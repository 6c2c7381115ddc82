import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPaths, commonMessages, type Banner, type ErrorBody, type HomeData } from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureGameReviews } from '../fixtures/reviews.ts';

const route = { home: `*${apiPaths.home}`, banners: `*${apiPaths.banners}` } as const;
const fail = () => HttpResponse.json<ErrorBody>({ message: commonMessages.internalError }, { status: 500 });

/** The two banners a fresh install seeds (pictures served from the web app's /banners/). */
export const fixtureBanners: Banner[] = [
  {
    id: 1,
    imageUrl: '/banners/welcome.svg',
    title: '모든 플랫폼의 게임을 한곳에',
    description: '스위치, 플레이스테이션, Xbox, PC 게임을 한 번에 찾아보세요.',
    backgroundColor: '#4c1d95',
    linkType: 'INTERNAL',
    linkUrl: '/landing?from=banner',
    displayOrder: 0,
    isActive: true,
    createdAt: '2026-11-24T00:00:00.000Z',
  },
  {
    id: 2,
    imageUrl: '/banners/collections.svg',
    title: '나만의 게임 컬렉션 만들기',
    description: '플레이 기록과 구매 정보를 모아 친구와 공유해보세요.',
    backgroundColor: '#0f766e',
    linkType: 'EXTERNAL',
    linkUrl: 'https://www.igdb.com',
    displayOrder: 1,
    isActive: true,
    createdAt: '2026-11-24T00:00:00.000Z',
  },
];

export const fixtureHomeData: HomeData = {
  featuredGames: games.filter((g) => g.isFeatured).slice(0, 10),
  popularGames: games.slice(0, 10),
  recentReviews: fixtureGameReviews.slice(0, 2),
};

export function homeHandlersFor(data: HomeData = fixtureHomeData, banners: Banner[] = fixtureBanners): HttpHandler[] {
  return [http.get(route.home, () => HttpResponse.json(data)), http.get(route.banners, () => HttpResponse.json(banners))];
}

export const homeHandlers = {
  loaded: homeHandlersFor(),
  /** No games, reviews or banners yet (a store that is just starting). */
  empty: homeHandlersFor({ featuredGames: [], popularGames: [], recentReviews: [] }, []),
  bannersFail: [http.get(route.banners, fail), ...homeHandlersFor()],
  homeFails: [http.get(route.home, fail), http.get(route.banners, () => HttpResponse.json(fixtureBanners))],
  /** Neither answers. */
  allFail: [http.get(route.home, fail), http.get(route.banners, fail)],
  /** The home call never answers (the page's loading state). */
  loading: [
    http.get(route.home, () => new Promise<never>(() => undefined)),
    http.get(route.banners, () => HttpResponse.json(fixtureBanners)),
  ],
};
