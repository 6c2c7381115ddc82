import { koreanDay } from '../common/dates.ts';
import { PRICE_STORE_NAMES, formatPrice, type PriceStore } from './values.ts';

/** Price copy (issue 36). */
export const priceMessages = {
  lowestEver: '역대 최저가',
  free: '무료',
  sectionTitle: '스토어 가격',
  none: '국내 스토어 가격 정보가 아직 없어요.',
  loadFailed: '가격 정보를 불러오지 못했어요.',
} as const;

/** The lowest price seen and the day it was first seen: '역대 최저 8,000원 · 2025.12.20'. */
export const lowestSeenNote = (minor: number, currency: string, at: string): string =>
  `역대 최저 ${formatPrice(minor, currency)} · ${koreanDay(new Date(at)).replaceAll('-', '.')}`;

/** What a price alert says: a sale started, the lowest price ever seen, or the player's target reached. */
export type PriceAlertKind = 'discount' | 'lowest' | 'target';

/** A price alert's title and message (notification kind `price_drop`). Amounts as the stores send them. */
export function priceAlertCopy(
  kind: PriceAlertKind,
  alert: { gameName: string; store: PriceStore; finalMinor: number; currency: string; discountPercent: number; targetWon?: number },
): { title: string; message: string } {
  const store = PRICE_STORE_NAMES[alert.store];
  const price = formatPrice(alert.finalMinor, alert.currency);
  if (kind === 'target')
    return {
      title: '목표 가격에 도달했어요',
      message: `${alert.gameName}: ${store}에서 ${price}이에요. 정해 둔 목표 가격은 ${formatPrice((alert.targetWon ?? 0) * 100, 'KRW')}이에요.`,
    };
  if (kind === 'lowest') return { title: '역대 최저가예요', message: `${alert.gameName}: ${store}에서 역대 최저가인 ${price}이에요.` };
  return {
    title: '위시리스트 게임이 할인 중이에요',
    message: `${alert.gameName}: ${store}에서 ${alert.discountPercent}% 할인한 ${price}이에요.`,
  };
}
