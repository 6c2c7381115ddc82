import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLATFORM_CODES } from '@gameshelf/contracts';
import { GENRES, mapPlatformCode } from '../apps/api/src/modules/catalog/ingest/igdb-mapping.ts';
import { KOREAN_TITLES } from '../apps/api/src/modules/catalog/ingest/korean-titles.ts';
import { SeedCatalogSchema, type SeedGame } from '../apps/api/src/modules/catalog/ingest/seed-format.ts';

// Checks the committed seed only (never ../shared): run `npm run seed:build` to regenerate it.
const seedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api', 'seed', 'catalog.json.gz');
const catalog: SeedGame[] = SeedCatalogSchema.parse(JSON.parse(gunzipSync(readFileSync(seedFile)).toString('utf8')));
const byId = new Map(catalog.map((g) => [g.igdbId, g]));

describe('committed seed catalog', () => {
  it('is small and holds a few thousand games sorted by igdbId', () => {
    expect(statSync(seedFile).size).toBeLessThan(1024 * 1024);
    expect(catalog.length).toBeGreaterThanOrEqual(3000);
    expect(catalog.length).toBeLessThanOrEqual(5000);
    const ids = catalog.map((g) => g.igdbId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries facts only: no summaries', () => {
    expect(catalog.filter((g) => g.summary !== null)).toEqual([]);
  });

  it('has every game on at least one app platform and covers all six codes', () => {
    const covered = new Set<string>();
    for (const game of catalog) {
      const codes = game.platforms.map(mapPlatformCode).filter((c) => c !== null);
      expect(codes.length, game.name).toBeGreaterThan(0);
      for (const code of codes) covered.add(code);
    }
    expect([...covered].sort()).toEqual([...PLATFORM_CODES].sort());
  });

  it('uses only known genres', () => {
    const known = new Set(GENRES.map((g) => g.name));
    for (const game of catalog) for (const genre of game.genres) expect(known.has(genre), genre).toBe(true);
  });

  it('contains the famous games with their official Korean titles', () => {
    const expected: [number, string, string][] = [
      [7346, 'The Legend of Zelda: Breath of the Wild', '젤다의 전설 브레스 오브 더 와일드'],
      [119388, 'The Legend of Zelda: Tears of the Kingdom', '젤다의 전설 티어스 오브 더 킹덤'],
      [26758, 'Super Mario Odyssey', '슈퍼 마리오 오디세이'],
      [26764, 'Mario Kart 8 Deluxe', '마리오 카트 8 디럭스'],
      [109462, 'Animal Crossing: New Horizons', '모여봐요 동물의 숲'],
      [191931, 'Pokémon Scarlet', '포켓몬스터 스칼렛'],
      [191930, 'Pokémon Violet', '포켓몬스터 바이올렛'],
      [19560, 'God of War', '갓 오브 워'],
      [26192, 'The Last of Us Part II', '더 라스트 오브 어스 파트 II'],
      [75235, 'Ghost of Tsushima', '고스트 오브 쓰시마'],
      [19565, "Marvel's Spider-Man", '마블 스파이더맨'],
      [119133, 'Elden Ring', '엘든 링'],
      [76882, 'Sekiro: Shadows Die Twice', '세키로: 섀도우 다이 트와이스'],
      [36926, 'Monster Hunter: World', '몬스터 헌터: 월드'],
      [125165, 'Diablo IV', '디아블로 IV'],
      [125174, 'Overwatch 2', '오버워치 2'],
      [230, 'StarCraft', '스타크래프트'],
      [132181, 'Resident Evil 4', '바이오하자드 RE:4'],
      [11169, 'Final Fantasy VII Remake', '파이널 판타지 VII 리메이크'],
      [1942, 'The Witcher 3: Wild Hunt', '위쳐 3: 와일드 헌트'],
      [1877, 'Cyberpunk 2077', '사이버펑크 2077'],
    ];
    for (const [id, name, nameKo] of expected) {
      expect(byId.get(id), name).toMatchObject({ name, nameKo });
    }
  });

  it('keeps every curated Korean title that is on an app platform', () => {
    const curatedInSeed = catalog.filter((g) => KOREAN_TITLES.has(g.igdbId));
    expect(curatedInSeed.length).toBeGreaterThanOrEqual(200);
    for (const game of curatedInSeed) expect(game.nameKo).toBe(KOREAN_TITLES.get(game.igdbId));
  });

  it('marks about thirty very famous games as featured', () => {
    const featured = catalog.filter((g) => g.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(25);
    expect(featured.length).toBeLessThanOrEqual(40);
    expect(featured.map((g) => g.igdbId)).toContain(7346);
  });

  it('takes Steam appids and GOG ids as facts from the dump', () => {
    expect(byId.get(119133)?.steamAppId).toBe(1245620); // Elden Ring
    expect(catalog.filter((g) => g.gogId !== null).length).toBeGreaterThan(100);
    expect(catalog.every((g) => g.totalRatingCount === 0)).toBe(true);
  });
});
