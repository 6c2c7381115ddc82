import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { commonMessages, getHomeData, listActiveBanners, type Banner, type ErrorBody, type HomeData } from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureGameReviews } from '../fixtures/reviews.ts';
import { handle } from './endpoint.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = () => json<ErrorBody>({ message: commonMessages.internalError }, 500);

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
  return [handle(getHomeData, () => json(data)), handle(listActiveBanners, () => json(banners))];
}

export const homeHandlers = {
  loaded: homeHandlersFor(),
  /** No games, reviews or banners yet (a store that is just starting). */
  empty: homeHandlersFor({ featuredGames: [], popularGames: [], recentReviews: [] }, []),
  bannersFail: [handle(listActiveBanners, fail), ...homeHandlersFor()],
  homeFails: [handle(getHomeData, fail), handle(listActiveBanners, () => json(fixtureBanners))],
  /** Neither answers. */
  allFail: [handle(getHomeData, fail), handle(listActiveBanners, fail)],
  /** The home call never answers (the page's loading state). */
  loading: [handle(getHomeData, () => new Promise<never>(() => undefined)), handle(listActiveBanners, () => json(fixtureBanners))],
};
