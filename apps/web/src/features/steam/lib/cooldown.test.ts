import { describe, expect, it } from 'vitest';
import { cooldownText } from './cooldown.ts';

describe('cooldown text', () => {
  it('adds the spec line to the time left', () => {
    expect(cooldownText(125)).toBe('2분 5초 후 다시 동기화할 수 있어요. 동기화는 3분마다 가능합니다.');
  });
});
