import type { BannerSlide } from '@gameshelf/ui';

/** The two built-in banners shown when the banner call fails (spec 1 §8); the same pictures a fresh install seeds. */
export const FALLBACK_BANNERS: BannerSlide[] = [
  {
    id: 'built-in-welcome',
    imageUrl: '/banners/welcome.svg',
    title: '모든 플랫폼의 게임을 한곳에',
    description: '스위치, 플레이스테이션, Xbox, PC 게임을 한 번에 찾아보세요.',
    backgroundColor: '#4c1d95',
    linkType: 'INTERNAL',
    linkUrl: '/landing?from=banner',
  },
  {
    id: 'built-in-collections',
    imageUrl: '/banners/collections.svg',
    title: '나만의 게임 컬렉션 만들기',
    description: '플레이 기록과 구매 정보를 모아 친구와 공유해보세요.',
    backgroundColor: '#0f766e',
    linkType: 'INTERNAL',
    linkUrl: '/collection',
  },
];
