import { describe, expect, it } from 'vitest';
import { gameMatchKeys, storeLookupKeys, storeTitleForms, titleKey } from '../../src/modules/store-matching/title-key.ts';

/** Real Steam store titles (Steam_KRLocInfo) beside the IGDB name of their game: one key each. */
const SAME_GAME: readonly (readonly [string, string])[] = [
  ['DARK SOULS™ III', 'Dark Souls III'],
  ["Sid Meier's Civilization® VI", "Sid Meier's Civilization VI"],
  ['BioShock™', 'BioShock'],
  ['Hitman: Absolution™', 'Hitman: Absolution'],
  ['HITMAN™ 2', 'Hitman 2'],
  ['Dead Space™ 2', 'Dead Space 2'],
  ['Titanfall\u00AD™', 'Titanfall'],
  ['Watch_Dogs™', 'Watch Dogs'],
  ['Need for Speed™ Heat', 'Need for Speed: Heat'],
  ['MotoGP™24', 'MotoGP 24'],
  ['The Sims™ 4', 'The Sims 4'],
  ['theHunter: Call of the Wild™', 'TheHunter: Call of the Wild'],
  ['Puyo Puyo™Tetris®', 'Puyo Puyo Tetris'],
  ['Tom Clancy’s The Division™', "Tom Clancy's The Division"],
  ["Tom Clancy's Splinter Cell Conviction™", "Tom Clancy's Splinter Cell: Conviction"],
  ['Monkey Island™ 2 Special Edition: LeChuck’s Revenge™', "Monkey Island 2 Special Edition: LeChuck's Revenge"],
  ['Red Faction®: Armageddon™', 'Red Faction: Armageddon'],
  ['Transformers™: Fall of Cybertron™', 'Transformers: Fall of Cybertron'],
  ['STAR WARS™ Galactic Battlegrounds Saga', 'Star Wars: Galactic Battlegrounds Saga'],
  ['STAR WARS™ Empire at War - Gold Pack', 'Star Wars: Empire at War - Gold Pack'],
  ['LARA CROFT AND THE TEMPLE OF OSIRIS™', 'Lara Croft and the Temple of Osiris'],
  ['Alex Kidd™ in the Enchanted Castle', 'Alex Kidd in the Enchanted Castle'],
  ['Aliens vs. Predator™', 'Aliens vs. Predator'],
  ['Batman™: Arkham VR', 'Batman: Arkham VR'],
  ['Dragon Age™: Origins Awakening', 'Dragon Age: Origins - Awakening'],
  ['Ridge Racer™ Unbounded', 'Ridge Racer Unbounded'],
  ["Mirror's Edge™ Catalyst", "Mirror's Edge Catalyst"],
  ['Rise of the Tomb Raider™', 'Rise of the Tomb Raider'],
  ['Dungeon Keeper™ 2', 'Dungeon Keeper 2'],
  ['EA SPORTS™ WRC', 'EA Sports WRC'],
  ['Assassin’s Creed® Revelations', "Assassin's Creed Revelations"],
  ['Call of Duty®: Black Ops II', 'Call of Duty: Black Ops II'],
  ['Guild Wars Nightfall®', 'Guild Wars: Nightfall'],
  ['LEGO® The Incredibles', 'LEGO The Incredibles'],
  ['Jade Empire™: Special Edition', 'Jade Empire: Special Edition'],
  ['Urban Trial Tricky™ Deluxe Edition', 'Urban Trial Tricky: Deluxe Edition'],
  ['DARK SOULS™: REMASTERED', 'Dark Souls: Remastered'],
  ['Saints Row®: The Third™ Remastered', 'Saints Row: The Third Remastered'],
  ['Galaxy on Fire 2™ Full HD', 'Galaxy on Fire 2 - Full HD'],
  ['LUNA The Shadow Dust', 'Luna: The Shadow Dust'],
  ['Fight Angel Special Edition', 'Fight Angel: Special Edition'],
  ['GNOSIA', 'Gnosia'],
  ['APICO', 'Apico'],
  ['EVERSPACE™', 'Everspace'],
  ['TrackMania² Canyon', 'TrackMania 2: Canyon'],
  ['Sniper Elite 3', 'Sniper Elite III'],
  ["Baldur's Gate 3", "Baldur's Gate III"],
  ['Caesar™ 3', 'Caesar III'],
  ['Blaster Master Zero 2', 'Blaster Master Zero II'],
  ['NINJA GAIDEN 2 Black', 'Ninja Gaiden II Black'],
  ['Kingdom Under Fire 2', 'Kingdom Under Fire II'],
  ['Romance of the Three Kingdoms Ⅳ with Power Up Kit', 'Romance of the Three Kingdoms IV with Power Up Kit'],
  ['Might and Magic: Heroes VII – Trial by Fire', 'Might & Magic Heroes VII - Trial by Fire'],
  ['Swag and Sorcery', 'Swag & Sorcery'],
  ['Grit and Valor - 1949', 'Grit & Valor: 1949'],
  ['Slice&Dice', 'Slice & Dice'],
  ['Okami HD', 'Ōkami HD'],
  ['Déjà Vu', 'Deja Vu'],
  ['BoxCat', 'Box Cat'],
  ['Battle Time', 'BattleTime'],
  ['Escape2088', 'Escape 2088'],
  ['Truecolors', 'True Colors'],
  ['ISOLAND3: Dust of the Universe', 'Isoland 3: Dust of the Universe'],
  ['Sisters_Possession1', 'Sisters Possession 1'],
  ['Dead Ground:Arena', 'DeadGround:Arena'],
  ['Creative Destruction', 'CreativeDestruction'],
  ['HELLFRONT: HONEYMOON', 'Hellfront: Honeymoon'],
];

describe('titleKey', () => {
  it.each(SAME_GAME)('%s = %s', (storeTitle, catalogName) => {
    expect(titleKey(storeTitle)).toBe(titleKey(catalogName));
    expect(titleKey(storeTitle)).not.toBe('');
  });

  it('has at least 60 real pairs', () => {
    expect(SAME_GAME.length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['Hollow Knight: Silksong', 'Hollow Knight'],
    ['Accounting+', 'Accounting'],
    ['Mega Man X', 'Mega Man 10'],
    ['Dark Souls: Remastered', 'Dark Souls'],
    ['Half-Life 2', 'Half-Life'],
    ['Fallout 4 VR', 'Fallout 4'],
    ['Doom II', 'Doom'],
  ])('%s ≠ %s', (a, b) => {
    expect(titleKey(a)).not.toBe(titleKey(b));
  });

  it('converts Roman numerals II-XX as words, but not I, X, a first word or a hyphenated word', () => {
    expect(titleKey('Final Fantasy XIV')).toBe('finalfantasy14');
    expect(titleKey('Mega Man X')).toBe('megamanx');
    expect(titleKey('Part I')).toBe('parti');
    expect(titleKey('V Rising')).toBe('vrising');
    expect(titleKey('X-Men Origins')).toBe('xmenorigins');
    expect(titleKey('Street Fighter V-Shift')).toBe('streetfightervshift');
    expect(titleKey('Mix Civ')).toBe('mixciv');
  });

  it('drops a leading article, keeps a lone one and articles inside', () => {
    expect(titleKey('The Witcher 3: Wild Hunt')).toBe('witcher3wildhunt');
    expect(titleKey('A Hat in Time')).toBe('hatintime');
    expect(titleKey('The')).toBe('the');
    expect(titleKey('Batman: The Telltale Series')).toBe('batmanthetelltaleseries');
  });
});

describe('storeTitleForms', () => {
  it('strips same-game editions to a base key', () => {
    expect(storeTitleForms('The Witcher 3: Wild Hunt - Game of the Year Edition').editionBases).toContain(
      titleKey('The Witcher 3: Wild Hunt'),
    );
    expect(storeTitleForms('Sekiro™: Shadows Die Twice - GOTY Edition').editionBases).toContain(titleKey('Sekiro: Shadows Die Twice'));
    expect(storeTitleForms('Outward Definitive Edition').editionBases).toContain('outward');
    expect(storeTitleForms('HELLDIVERS™ Dive Harder Edition').editionBases).toContain('helldivers');
    expect(storeTitleForms('Trine 2: Complete Story').editionBases).toContain('trine2');
    expect(storeTitleForms('INVERSUS Deluxe').editionBases).toContain('inversus');
  });

  it('never strips a release that IGDB lists as its own game', () => {
    for (const title of [
      'Dark Souls: Remastered',
      'Goo Saga: HD Edition',
      'Metro 2033 Redux',
      "Ghost of Tsushima: Director's Cut",
      'Fallout 4 VR',
    ]) {
      expect(storeTitleForms(title).editionBases, title).toEqual([]);
    }
    expect(storeTitleForms('Mass Effect 2 (2010) Edition').alternates).toContain('masseffect2');
    expect(storeTitleForms('Princess Maker ~Faery Tales Come True~ (HD Remake)').alternates).toEqual([]);
  });

  it('takes the Latin side of bilingual titles, not one side of two Latin names', () => {
    expect(storeTitleForms('Angels with Scaly Wings / 鱗羽の天使').alternates).toContain('angelswithscalywings');
    expect(storeTitleForms('Death Coming/死神来了').alternates).toContain('deathcoming');
    expect(storeTitleForms('迷霧國度: 傳承 Myth of Mist：Legacy').alternates).toContain('mythofmistlegacy');
    expect(storeTitleForms('Mafia II (Classic)').alternates).toContain('mafia2');
    expect(storeTitleForms('FATAL FRAME / PROJECT ZERO: Maiden of Black Water').alternates).not.toContain('fatalframe');
  });

  it('reads a genre-descriptor tail as not part of the name, a subtitle as part of it', () => {
    expect(storeTitleForms('Hitchhiker - A Mystery Game').head).toBe('hitchhiker');
    expect(storeTitleForms('Hundred Days - Winemaking Simulator').head).toBe('hundreddays');
    expect(storeTitleForms('Kingdom Rush Origins - Tower Defense').head).toBe('kingdomrushorigins');
    expect(storeTitleForms('Hollow Knight: Silksong').head).toBeNull();
    expect(storeTitleForms('LEGRAND LEGACY: Tale of the Fatebounds').head).toBeNull();
    expect(storeLookupKeys(storeTitleForms('Hollow Knight: Silksong'))).toEqual(['hollowknightsilksong']);
  });
});

describe('gameMatchKeys', () => {
  it('keeps a few keys per game: each name, its certain edition base and its key without VR', () => {
    expect(gameMatchKeys(['Space Crew: Legendary Edition'])).toEqual(['spacecrewlegendaryedition', 'spacecrew']);
    expect(gameMatchKeys(['Cave Digger VR'])).toEqual(['cavediggervr', 'cavedigger']);
    expect(gameMatchKeys(['Hollow Knight'])).toEqual(['hollowknight']);
    expect(gameMatchKeys(['The Witcher 3', 'Witcher 3', null, ''])).toEqual(['witcher3']);
    // Guessed bases are for store titles only: the catalog stores no "dive" or "diveharder" keys.
    expect(gameMatchKeys(['Helldivers: Dive Harder Edition'])).toEqual(['helldiversdiveharderedition', 'helldivers']);
    expect(gameMatchKeys(['Helldivers Dive Harder Edition'])).toEqual(['helldiversdiveharderedition']);
  });
});
