import { describe, expect, it, vi } from 'vitest';
import { FONTS_READY_KEY } from '../storage-keys.ts';
import { bundledFontFiles, filesForText, fontsWarmed, parseUnicodeRange, warmBundledFonts, type FontFile } from './warm-fonts.ts';

const rule = (declarations: Record<string, string>, type = 5) => ({
  type,
  style: { getPropertyValue: (name: string) => declarations[name] ?? '' },
});

const FILES: FontFile[] = [
  { url: '/assets/latin.woff2', ranges: [[0x20, 0x7e]] },
  { url: '/assets/hangul-a.woff2', ranges: [[0xac00, 0xac5f]] },
  { url: '/assets/hangul-b.woff2', ranges: [[0xac60, 0xd7a3]] },
];

describe('the bundled font files a text needs', () => {
  it('reads unicode-range lists, wildcards included', () => {
    expect(parseUnicodeRange('U+AC00-AC5F, U+131,u+4??, nonsense')).toEqual([
      [0xac00, 0xac5f],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });

  it("takes Pretendard's @font-face rules from the page's stylesheets", () => {
    const files = bundledFontFiles([
      rule({
        'font-family': '"Pretendard Variable"',
        src: 'url("/assets/a.woff2") format("woff2-variations")',
        'unicode-range': 'U+AC00-AC5F',
      }),
      rule({ 'font-family': 'Other', src: 'url(/assets/other.woff2)' }),
      rule({ color: 'red' }, 1),
      rule({ 'font-family': 'Pretendard Variable', src: 'url(/assets/all.woff2)' }),
    ]);
    expect(files).toEqual([
      { url: '/assets/a.woff2', ranges: [[0xac00, 0xac5f]] },
      { url: '/assets/all.woff2', ranges: [[0, 0x10ffff]] },
    ]);
  });

  it('picks the files holding a character of the text', () => {
    expect(filesForText('게임 A', FILES)).toEqual(['/assets/latin.woff2', '/assets/hangul-b.woff2']);
    expect(filesForText('가각', FILES)).toEqual(['/assets/hangul-a.woff2']);
    expect(filesForText('', FILES)).toEqual([]);
  });

  it('finds every file holding a character, as trying each character against each file does', () => {
    // Overlapping and nested ranges in shuffled files, against the plain search over many characters.
    const files: FontFile[] = Array.from({ length: 12 }, (_, i) => ({
      url: `/assets/f${i}.woff2`,
      ranges: Array.from({ length: 8 }, (_, j) => {
        const start = (i * 7919 + j * 104_729) % 60_000;
        return [start, start + ((i + j) % 5) * 37] as [number, number];
      }),
    }));
    const plain = (text: string) =>
      files
        .filter((file) => [...text].some((c) => file.ranges.some(([start, end]) => c.codePointAt(0)! >= start && c.codePointAt(0)! <= end)))
        .map((file) => file.url);
    for (let seed = 1; seed < 40; seed++) {
      const text = Array.from({ length: 60 }, (_, k) => String.fromCodePoint(((seed * 7_877 + k * 6_151) % 60_000) + 1)).join('');
      expect(filesForText(text, files)).toEqual(plain(text));
    }
  });
});

describe('warmBundledFonts', () => {
  const storage = () => ({ setItem: vi.fn<(key: string, value: string) => void>() });

  it('leaves the flag unset when a file does not load', async () => {
    const kept = storage();
    await warmBundledFonts('게임', FILES, vi.fn().mockRejectedValue(new TypeError('offline')), kept);
    await warmBundledFonts('게임', FILES, vi.fn().mockResolvedValue(new Response('', { status: 404 })), kept);
    expect(kept.setItem).not.toHaveBeenCalled();
    expect(fontsWarmed()).toBe(false);
  });

  it('downloads the files the text needs at low priority and remembers it', async () => {
    const fetchFile = vi.fn().mockImplementation(() => Promise.resolve(new Response('font')));
    const kept = storage();
    await warmBundledFonts('가게', FILES, fetchFile, kept);
    expect(fetchFile.mock.calls).toEqual([
      ['/assets/hangul-a.woff2', { priority: 'low' }],
      ['/assets/hangul-b.woff2', { priority: 'low' }],
    ]);
    expect(kept.setItem).toHaveBeenCalledWith(FONTS_READY_KEY, '1');
    expect(fontsWarmed()).toBe(true);
  });

  it('starts each download in a task of its own', async () => {
    const marks: string[] = [];
    const fetchFile = vi.fn().mockImplementation((url: string) => {
      marks.push(url);
      return Promise.resolve(new Response('font'));
    });
    // A task queued before the downloads start runs between the first and the second.
    setTimeout(() => marks.push('another task'), 0);
    await warmBundledFonts('가게', FILES, fetchFile, storage());
    expect(marks).toEqual(['/assets/hangul-a.woff2', 'another task', '/assets/hangul-b.woff2']);
  });
});
