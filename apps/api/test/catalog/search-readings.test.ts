import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_SIZE_MAX, GamePageSchema, toGameListSearchParams, type Game, searchGames } from '@gameshelf/contracts';

import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { makeSeedGame } from '../seed-game.ts';

/** Hangul keywords for English titles, through the real search on both engines (fixture catalog). */
describe.each(engines)('search by Hangul readings on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  async function search(keyword: string): Promise<number[]> {
    const query = toGameListSearchParams({ keyword, size: GAME_PAGE_SIZE_MAX }).toString();
    const res = await t.app.inject({ method: 'GET', url: `${searchGames.path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return GamePageSchema.parse(res.json()).content.map((g: Game) => g.igdbId ?? 0);
  }

  it('finds an English title by how it sounds, spaced or not', async () => {
    expect((await search('스탠리 패러블'))[0]).toBe(3035);
    expect((await search('스탠리패러블'))[0]).toBe(3035);
    expect((await search('칼리스토 프로토콜'))[0]).toBe(141538);
  });

  it('finds it by the start of its reading, by two syllables, and by its words in any order', async () => {
    expect((await search('스탠리'))[0]).toBe(3035);
    expect(await search('쿼리')).toContain(194404);
    expect((await search('패러블 스탠리'))[0]).toBe(3035);
  });

  it('forgives spellings that differ only to the ear (vowels, glides, tense consonants)', async () => {
    expect((await search('컬리스또 프로토콜'))[0]).toBe(141538);
    expect((await search('스땐리 패러벌'))[0]).toBe(3035);
  });

  it('ranks an official Korean title above games found by a reading', async () => {
    // 위쳐 3 starts with it by its official Korean title, The Witcher is it by ear (위처), and The
    // Witcher 2 has the word by ear inside a longer title: it comes after both.
    const witcher = await search('위쳐');
    expect(witcher.slice(0, 2).sort((a, b) => a - b)).toEqual([80, 1942]);
    expect(witcher.indexOf(478)).toBeGreaterThan(1);
    // All the Zelda games with an official title come before Ocarina of Time, found by 젤다 as read.
    const zelda = await search('젤다');
    expect(zelda.indexOf(1029)).toBe(zelda.length - 1);
  });

  it('finds an English title by the 초성 of its reading, after official Korean titles', async () => {
    expect((await search('ㅅㅌㄹㅍㄹㅂ'))[0]).toBe(3035);
    expect((await search('ㅅㅌㄹ'))[0]).toBe(3035);
    // ㅈㄷㅇㅈㅅ begins five official titles (젤다의 전설 …): they come first, whatever readings' 초성 start with it.
    expect((await search('ㅈㄷㅇㅈㅅ')).slice(0, 5).sort((a, b) => a - b)).toEqual([7346, 115284, 119388, 143614, 306149]);
  });

  it('leaves English keywords and unrelated Hangul alone', async () => {
    expect((await search('stanley parable'))[0]).toBe(3035);
    expect(await search('아무것도없는게임')).toEqual([]);
  });

  it('puts a franchise keyword ending at a word of the title before one glued into a compound', async () => {
    // Both more popular than every 젤다의 전설 game of the fixture; imported now, so the search
    // index must take them in before the next search.
    await t.app.catalog.insert([
      makeSeedGame({ igdbId: 138343, name: 'Hyrule Warriors: Age of Calamity', nameKo: '젤다무쌍 대재앙의 시대', popularity: 99 }),
      makeSeedGame({ igdbId: 132181, name: 'Resident Evil 4', nameKo: '바이오하자드 RE:4', popularity: 160 }),
    ]);
    const zeldaTitles = [7346, 119388, 115284, 143614, 306149].sort((a, b) => a - b);
    const zelda = await search('젤다');
    expect(zelda.slice(0, 5).sort((a, b) => a - b)).toEqual(zeldaTitles);
    expect(zelda[5]).toBe(138343);
    // The same by 초성, where an unrelated title holding them inside (바이오하자드: ㅂㅇㅇㅎㅈㄷ),
    // however popular, trails the titles they begin.
    const initials = await search('ㅈㄷ');
    expect(initials.slice(0, 5).sort((a, b) => a - b)).toEqual(zeldaTitles);
    expect(initials.slice(5, 7).sort((a, b) => a - b)).toEqual([132181, 138343]);
  });
});
