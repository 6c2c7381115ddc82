/**
 * What a store item is, from its title's words: stores list soundtracks, DLC, editors, dedicated
 * servers, demos, public test branches and videos as apps beside the games, often under the game's own
 * name plus a word or two. Only a `game` may match a main catalog game; the other kinds match only a
 * catalog entry of the same kind and exactly the same title (IGDB lists some DLC and soundtracks), or
 * stay unmapped: a soundtrack mapped to its game would put a game in the user's library they may not own.
 *
 * The same classifier reads catalog names, so both sides of a match are judged by one rule. It errs
 * towards `game`: a DLC whose title has none of these words ("Cities: Skylines - After Dark") is still
 * matched by its exact title only, never by a head or edition rule, so it cannot become its base game.
 */

export const STORE_ITEM_KINDS = ['game', 'dlc', 'soundtrack', 'tool', 'demo', 'test_server', 'video'] as const;
export type StoreItemKind = (typeof STORE_ITEM_KINDS)[number];

/** Checked in this order: "Soundtrack DLC" is a soundtrack, "Editor Demo" a demo. */
const KIND_RULES: readonly (readonly [StoreItemKind, RegExp])[] = [
  [
    'soundtrack',
    /\b(?:soundtracks?|ost|original (?:game )?(?:sound ?track|score|music)|music (?:pack|collection|album)|game music|bgm collection)\b/u,
  ],
  [
    'test_server',
    /\b(?:public test(?: server| realm| build| branch)?|test (?:server|realm|build|branch|client)|pts|playtest|closed beta|open beta|beta (?:test(?:ing)?|build|branch|client|version)|tech(?:nical)? test)\b|(?: [-–—] |: |\()beta\)?$/u,
  ],
  // Not "Doko Demo Issho" (Japanese "demo"): the word ends the title or names the demo build.
  [
    'demo',
    /\bdemo(?: (?:ver(?:sion)?|edition|disc|build))?\)?$|\b(?:tech demo|free trial|trial version|trial edition)\b|(?: [-–—] |: |\()trial\)?$/u,
  ],
  [
    'tool',
    /\b(?:sdk|dedicated server|server (?:tools?|files?)|benchmark|performance test|(?:level|map|world|terrain|scenario|mission|campaign|track|mod|save|model|sprite|particle|shader) editor|mod tools?|modding tools?|mod kit|modkit|creation kit|authoring tools?|dev ?kit|development kit)\b/u,
  ],
  [
    'dlc',
    /\b(?:dlc|season pass|expansion pass|year \d+ pass|(?:character|fighters?|battle|episode|kombat|hero|raid) pass|add[- ]?ons?|expansion pack|upgrade pack|(?:costume|skin|outfit|character|weapon|map|item|booster|bonus|starter|content|voice|sticker|emote|cosmetic|currency|coin|gem|point|supporter|decoration|vehicle|car|track|mission|scenario|campaign|livery|uniform|avatar|profile|theme|texture|accessory|accessories|equipment|gear|dress|swimsuit|hair|furniture|sound|unit|faction|nation|civilization|leader|hero|heroes|tank|ship|plane|aircraft|train|trailer|route|loco|locomotive)s? (?:pack|set|bundle)s?|artbook|art book|digital art|wallpapers?|ringtones?|cheats?|soundset)\b|(?: [-–—] |: )[^:\-–—]*(?<!the )\b(?:expansion|upgrade|costumes?|outfits?|skins?)$/u,
  ],
  // Steam's video apps: documentaries and trailers (not "The Movie": those are mostly tie-in games).
  ['video', /\b(?:documentary|making of|behind the scenes|web ?series)\b|(?<!park |pack )\btrailer$/u],
];

/** The kind of a store item or catalog entry, from its title. */
export function storeItemKind(title: string): StoreItemKind {
  const text = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[™®©℠]/gu, '')
    .replace(/['’]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  for (const [kind, rule] of KIND_RULES) if (rule.test(text)) return kind;
  return 'game';
}
