import { steamMessages } from '@gameshelf/contracts';
import { formatWait } from '../../../entities/store-library/sync-cooldown.ts';

/** The sync control's cooldown line (spec 3 §8: the time left with '동기화는 3분마다 가능합니다.'). */
export function cooldownText(seconds: number): string {
  return `${formatWait(seconds)} 후 다시 동기화할 수 있어요. ${steamMessages.cooldownHint}`;
}
