import { describe, expect, it } from 'vitest';
import { storeItemKind } from '../../src/modules/store-matching/store-item-kind.ts';

describe('storeItemKind', () => {
  it.each([
    ['Hollow Knight', 'game'],
    ['Cities: Skylines - After Dark', 'game'],
    ['The Jackbox Party Pack 3', 'game'],
    ['Blacksad: Under the Skin', 'game'],
    ['Doko Demo Issho', 'game'],
    ['Urban Trial Tricky™ Deluxe Edition', 'game'],
    ['She Sees Red - Interactive Movie', 'game'],
    ['Editor in Chief: Level 1', 'game'],
    ['Hollow Knight - Official Soundtrack', 'soundtrack'],
    ['DOOM Eternal (Original Game Soundtrack)', 'soundtrack'],
    ['NieR:Automata™ OST', 'soundtrack'],
    ['Beat Saber: Daft Punk Music Pack', 'soundtrack'],
    ['Borderlands 2: Season Pass', 'dlc'],
    ['Euro Truck Simulator 2 - Scandinavia (DLC)', 'dlc'],
    ['Rambo The Video Game + Baker Team DLC', 'dlc'],
    ['Dead by Daylight: Silent Hill Cosmetic Pack', 'dlc'],
    ['Train Sim World 5: BR Class 31 Loco Add-On', 'dlc'],
    ['Euro Truck Simulator 2: Feldbinder Trailer Pack', 'dlc'],
    ['Tavern Talk: Pirate Palooza (Costume Pack)', 'dlc'],
    ['The Witcher 3: Wild Hunt - Hearts of Stone Expansion', 'dlc'],
    ['Hades II Playtest', 'test_server'],
    ['PUBG: Test Server', 'test_server'],
    ['Rust - Staging Branch Public Test', 'test_server'],
    ['Strike Vector EX Open Beta', 'test_server'],
    ['Hell Warders - Beta', 'test_server'],
    ['Ultimate Custom Night Demo', 'demo'],
    ['Pro Evolution Soccer 2017: Trial Edition', 'demo'],
    ['Need for Speed: Most Wanted Demo', 'demo'],
    ['Source SDK', 'tool'],
    ['ARK: Survival Evolved Dedicated Server', 'tool'],
    ['FINAL FANTASY XV WINDOWS EDITION Benchmark', 'tool'],
    ['Tomb Raider Level Editor', 'tool'],
    ['Skyrim Creation Kit', 'tool'],
    ['Indie Game: The Movie - Documentary', 'video'],
    ['Memoirs of Murder: Behind the Scenes', 'video'],
    ['Dice Player One: Trailer', 'video'],
  ] as const)('%s → %s', (title, kind) => {
    expect(storeItemKind(title)).toBe(kind);
  });
});
