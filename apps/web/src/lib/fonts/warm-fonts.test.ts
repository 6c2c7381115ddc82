import { describe, expect, it, vi } from 'vitest';
import { FONTS_READY_KEY } from '../storage-keys.ts';
import { fontsWarmed, warmBundledFonts } from './warm-fonts.ts';

const storage = () => ({ setItem: vi.fn<(key: string, value: string) => void>() });

describe('warmBundledFonts', () => {
  it('leaves the flag unset when the files do not load, or no face covers the text', async () => {
    const failing = { load: vi.fn().mockRejectedValue(new Error('offline')) };
    const kept = storage();
    await warmBundledFonts('게임 목록', failing, kept);
    await warmBundledFonts('게임 목록', { load: vi.fn().mockResolvedValue([]) }, kept);
    expect(kept.setItem).not.toHaveBeenCalled();
    expect(fontsWarmed()).toBe(false);
  });

  it("loads Pretendard for a sample of the page's text and remembers it", async () => {
    const fonts = { load: vi.fn().mockResolvedValue([{}]) };
    const kept = storage();
    await warmBundledFonts('가'.repeat(10_000), fonts, kept);
    expect(fonts.load).toHaveBeenCalledWith('1em "Pretendard Variable"', '가'.repeat(4_000));
    expect(kept.setItem).toHaveBeenCalledWith(FONTS_READY_KEY, '1');
    expect(fontsWarmed()).toBe(true);
  });

  it('asks for the product name when the page has no text', async () => {
    const fonts = { load: vi.fn().mockResolvedValue([{}]) };
    await warmBundledFonts('', fonts, storage());
    expect(fonts.load).toHaveBeenCalledWith('1em "Pretendard Variable"', '게임셸프');
  });
});
