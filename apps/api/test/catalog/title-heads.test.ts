import { describe, expect, it } from 'vitest';
import { titleHeads } from '../../src/modules/catalog/search/title-heads.ts';

describe('heads of a Korean title', () => {
  it('are its leading words, each also without the particle it ends with', () => {
    const heads = titleHeads('젤다의 전설 브레스 오브 더 와일드');
    expect(heads.keys).toEqual(expect.arrayContaining(['젤다의', '젤다', '젤다의전설', '젤다의전설브레스오브더']));
    expect(heads.initials).toEqual(expect.arrayContaining(['ㅈㄷ', 'ㅈㄷㅇ', 'ㅈㄷㅇㅈㅅ']));
  });

  it('leave a keyword glued into a compound out', () => {
    const heads = titleHeads('젤다무쌍 대재앙의 시대');
    expect(heads.keys).toContain('젤다무쌍');
    expect(heads.keys).not.toContain('젤다');
    expect(heads.initials).not.toContain('ㅈㄷ');
  });

  it('leave the whole title out (an exact match already) and a one-word title has none', () => {
    expect(titleHeads('마리오 카트 8').keys).toEqual(['마리오', '마리오카트']);
    expect(titleHeads('팰월드')).toEqual({ keys: [], initials: [] });
  });

  it('are normalised like keywords: case, punctuation and Roman numerals', () => {
    expect(titleHeads('스타크래프트 II: 자유의 날개').keys).toEqual([
      '스타크래프트',
      '스타크래프트2',
      '스타크래프트2자유의',
      '스타크래프트2자유',
    ]);
    expect(titleHeads('New 슈퍼 마리오브라더스 U 디럭스').keys).toContain('new슈퍼');
  });

  it('keep 초성 only of heads with Hangul', () => {
    expect(titleHeads('DJMAX 리스펙트 V').initials).toEqual(['ㄹㅅㅍㅌ']);
  });
});
