import { afterEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});
import { CLOSED_NOTICES_KEY } from '../../../lib/storage-keys.ts';
import { closeNotice, readClosedNotices } from './closed-notices.ts';

describe('closed notices', () => {
  afterEach(() => localStorage.removeItem(CLOSED_NOTICES_KEY));

  it('keeps every closed id once', () => {
    expect(readClosedNotices()).toEqual([]);
    closeNotice(3);
    closeNotice(7);
    closeNotice(3);
    expect(readClosedNotices()).toEqual([3, 7]);
    expect(localStorage.getItem(CLOSED_NOTICES_KEY)).toBe('[3,7]');
  });

  it('reads damaged storage as nothing closed', () => {
    for (const bad of ['{', '"3"', '{"a":1}', '[1,"x",2.5,4]']) {
      localStorage.setItem(CLOSED_NOTICES_KEY, bad);
      expect(readClosedNotices()).toEqual(bad.startsWith('[') ? [1, 4] : []);
    }
  });
});
