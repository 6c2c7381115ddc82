import { describe, expect, it } from 'vitest';
import { cmuPronouncer } from '../../src/modules/catalog/search/readings/cmu-pronouncer.ts';
import { phoneticKey } from '../../src/modules/catalog/search/readings/phonetic-key.ts';
import { titleReadings } from '../../src/modules/catalog/search/readings/title-readings.ts';

const pronounce = await cmuPronouncer();
const joined = (hangul: string) => hangul.replace(/\s+/g, '');

/**
 * Words and titles with the Hangul spelling Korean references use: the examples of the loanword
 * orthography for English (외래어 표기법 제3장 제1절), and game titles as Korean stores, wikis and
 * community sites write them. Each spelling must be among the generated readings.
 */
const ORTHOGRAPHY: [string, string][] = [
  ['gap', '갭'],
  ['cat', '캣'],
  ['book', '북'],
  ['act', '액트'],
  ['stamp', '스탬프'],
  ['cape', '케이프'],
  ['nest', '네스트'],
  ['part', '파트'],
  ['desk', '데스크'],
  ['make', '메이크'],
  ['apple', '애플'],
  ['chipmunk', '치프멍크'],
  ['bulb', '벌브'],
  ['land', '랜드'],
  ['zigzag', '지그재그'],
  ['kidnap', '키드냅'],
  ['signal', '시그널'],
  ['jazz', '재즈'],
  ['graph', '그래프'],
  ['olive', '올리브'],
  ['thrill', '스릴'],
  ['flash', '플래시'],
  ['shark', '샤크'],
  ['fashion', '패션'],
  ['shopping', '쇼핑'],
  ['shoe', '슈'],
  ['mirage', '미라지'],
  ['vision', '비전'],
  ['Keats', '키츠'],
  ['odds', '오즈'],
  ['switch', '스위치'],
  ['bridge', '브리지'],
  ['Pittsburgh', '피츠버그'],
  ['hitchhike', '히치하이크'],
  ['chart', '차트'],
  ['virgin', '버진'],
  ['steam', '스팀'],
  ['corn', '콘'],
  ['ring', '링'],
  ['lamp', '램프'],
  ['hint', '힌트'],
  ['ink', '잉크'],
  ['hanging', '행잉'],
  ['longing', '롱잉'],
  ['hotel', '호텔'],
  ['pulp', '펄프'],
  ['slide', '슬라이드'],
  ['film', '필름'],
  ['helm', '헬름'],
  ['Henley', '헨리'],
  ['team', '팀'],
  ['route', '루트'],
  ['time', '타임'],
  ['house', '하우스'],
  ['skate', '스케이트'],
  ['oil', '오일'],
  ['boat', '보트'],
  ['tower', '타워'],
  ['yard', '야드'],
  ['yellow', '옐로'],
  ['you', '유'],
  ['union', '유니언'],
  ['word', '워드'],
  ['west', '웨스트'],
  ['witch', '위치'],
  ['wool', '울'],
  ['swing', '스윙'],
  ['twist', '트위스트'],
  ['quarter', '쿼터'],
];

const GAME_TITLES: [string, string][] = [
  ['Celeste', '셀레스트'],
  ['Terraria', '테라리아'],
  ['Undertale', '언더테일'],
  ['Cuphead', '컵헤드'],
  ['Spelunky', '스펠렁키'],
  ['Shovel Knight', '셔블 나이트'],
  ['Katana ZERO', '카타나 제로'],
  ['Bastion', '배스천'],
  ['Transistor', '트랜지스터'],
  ['Factorio', '팩토리오'],
  ['RimWorld', '림월드'],
  ['Limbo', '림보'],
  ['Inside', '인사이드'],
  ['Braid', '브레이드'],
  ['Fez', '페즈'],
  ['Journey', '저니'],
  ['Outer Wilds', '아우터 와일즈'],
  ['Hotline Miami', '핫라인 마이애미'],
  ['Slay the Spire', '슬레이 더 스파이어'],
  ['Into the Breach', '인투 더 브리치'],
  ['Baba Is You', '바바 이즈 유'],
  ['Stardew Valley', '스타듀 밸리'],
  ['Hollow Knight', '할로우 나이트'],
  ['Hades', '하데스'],
  ['Noita', '노이타'],
  ['Overwatch', '오버워치'],
  ['Star Wars', '스타워즈'],
  ['Fire Emblem', '파이어 엠블렘'],
  ['Far Cry', '파 크라이'],
  ['God of War', '갓 오브 워'],
  ['Doom', '둠'],
  ['Quake', '퀘이크'],
  ['Minecraft', '마인크래프트'],
  ['Fortnite', '포트나이트'],
  ['Cyberpunk 2077', '사이버펑크 2077'],
  ['Borderlands', '보더랜즈'],
  ['BioShock', '바이오쇼크'],
  ['Fallout', '폴아웃'],
  ['Skyrim', '스카이림'],
  ['Diablo', '디아블로'],
  ['Subnautica', '서브노티카'],
  ['Firewatch', '파이어워치'],
  ['Tunic', '튜닉'],
  ['Cult of the Lamb', '컬트 오브 더 램'],
  ['Vampire Survivors', '뱀파이어 서바이버즈'],
  ['Risk of Rain', '리스크 오브 레인'],
  ['Super Meat Boy', '슈퍼 미트 보이'],
  ['Stray', '스트레이'],
  ['Inscryption', '인스크립션'],
  ['Hyper Light Drifter', '하이퍼 라이트 드리프터'],
  ['Frostpunk', '프로스트펑크'],
  ['Valheim', '발헤임'],
  ['Rust', '러스트'],
  ['Among Us', '어몽 어스'],
  ['Palworld', '팰월드'],
  ['Animal Well', '애니멀 웰'],
  ['Dead Cells', '데드 셀즈'],
  ['Grand Theft Auto V', '그랜드 세프트 오토 5'],
  ['Half-Life 2', '하프라이프 2'],
];

describe('Hangul readings of English titles', () => {
  it('holds 100 known spellings or more', () => {
    expect(ORTHOGRAPHY.length + GAME_TITLES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(ORTHOGRAPHY)('reads %s as the orthography writes it (%s)', (word, spelling) => {
    expect(titleReadings(word, pronounce)).toContain(joined(spelling));
  });

  it.each(GAME_TITLES)('reads %s as Korean players write it (%s)', (title, spelling) => {
    expect(titleReadings(title, pronounce)).toContain(joined(spelling));
  });

  it('reads a subtitle after the title, so the title alone is a prefix and not another exact name', () => {
    const readings = titleReadings('Hollow Knight: Silksong', pronounce);
    expect(readings).toContain('할로우나이트실크송');
    expect(readings).not.toContain('할로우나이트');
  });

  it('reads a leading article both ways', () => {
    const readings = titleReadings('The Long Dark', pronounce);
    expect(readings).toContain('롱다크');
    expect(readings).toContain('더롱다크');
  });

  it('reads acronyms the dictionary lacks by their letters, and keeps digits', () => {
    expect(titleReadings('GTA V', pronounce)).toContain('지티에이5');
    expect(titleReadings('XCOM 2', pronounce)).toContain('엑스콤2');
  });

  it('has no reading for titles without Latin letters or with words it cannot read', () => {
    expect(titleReadings('젤다의 전설', pronounce)).toEqual([]);
    expect(titleReadings('ファイナルファンタジー', pronounce)).toEqual([]);
    expect(titleReadings('???', pronounce)).toEqual([]);
  });
});

describe('phonetic keys', () => {
  it('give two spellings of one name the same key', () => {
    for (const [a, b] of [
      ['카타나', '커타너'],
      ['스타듀', '스타두'],
      ['셰리프', '세리프'],
      ['핫라인', '핟라인'],
      ['헬로', '헬로'],
      ['할로', '할로'],
      ['게임', '개임'],
      ['쿼터', '쿼타'],
    ] as const) {
      expect(phoneticKey(a), `${a} ~ ${b}`).toBe(phoneticKey(b));
    }
  });

  it('keep different names apart', () => {
    expect(phoneticKey('림보')).not.toBe(phoneticKey('림월드'));
    expect(phoneticKey('하데스')).not.toBe(phoneticKey('하이드'));
  });

  it('keep digits and drop what is not Hangul', () => {
    expect(phoneticKey('사이버펑크2077')).toBe('SAIPAPAGK2077');
  });
});
