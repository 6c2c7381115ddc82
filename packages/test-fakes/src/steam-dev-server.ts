// Development demo of the fake Steam on a fixed port, so the app can be run against it by hand:
//   node --import tsx packages/test-fakes/src/steam-dev-server.ts [port]   (default 8091)
// It signs in as a demo account that owns about 40 real Steam apps (games, free games, a soundtrack,
// dedicated servers, an SDK, test branches) and a private account, and prints the env lines to use.
import { startFakeSteam, type FakeSteamGame } from './steam-server.ts';

const DEFAULT_PORT = 8091;
const DAY = 24 * 60 * 60;

/** [appid, name, minutes played, extra fields]: real appids and store names. */
type DemoGame = [number, string, number, Partial<FakeSteamGame>?];

const DEMO_GAMES: DemoGame[] = [
  [620, 'Portal 2', 2550, { rtimeLastPlayed: daysAgo(200) }],
  [400, 'Portal', 310, { rtimeLastPlayed: daysAgo(900) }],
  [220, 'Half-Life 2', 840, { rtimeLastPlayed: daysAgo(700) }],
  [340, 'Half-Life 2: Lost Coast', 12, { rtimeLastPlayed: daysAgo(700) }],
  [546560, 'Half-Life: Alyx', 0],
  [550, 'Left 4 Dead 2', 1930, { rtimeLastPlayed: daysAgo(400) }],
  [4000, "Garry's Mod", 3605, { rtimeLastPlayed: daysAgo(120) }],
  [440, 'Team Fortress 2', 30210, { free: true, playtime2weeks: 95, rtimeLastPlayed: daysAgo(2) }],
  [570, 'Dota 2', 12480, { free: true, rtimeLastPlayed: daysAgo(60) }],
  [730, 'Counter-Strike 2', 4410, { free: true, playtime2weeks: 310, rtimeLastPlayed: daysAgo(1) }],
  [230410, 'Warframe', 0, { free: true }],
  [292030, 'The Witcher 3: Wild Hunt', 9120, { rtimeLastPlayed: daysAgo(300) }],
  [1091500, 'Cyberpunk 2077', 4380, { playtime2weeks: 620, rtimeLastPlayed: daysAgo(0) }],
  [367520, 'Hollow Knight', 2710, { rtimeLastPlayed: daysAgo(45) }],
  [413150, 'Stardew Valley', 8940, { playtime2weeks: 240, rtimeLastPlayed: daysAgo(3) }],
  [1145360, 'Hades', 3120, { rtimeLastPlayed: daysAgo(90) }],
  [105600, 'Terraria', 5230, { rtimeLastPlayed: daysAgo(150) }],
  [252950, 'Rocket League', 0],
  [1245620, 'ELDEN RING', 11870, { rtimeLastPlayed: daysAgo(20) }],
  [814380, 'Sekiro™: Shadows Die Twice - GOTY Edition', 3490, { rtimeLastPlayed: daysAgo(250) }],
  [374320, 'DARK SOULS™ III', 4820, { rtimeLastPlayed: daysAgo(500) }],
  [489830, 'The Elder Scrolls V: Skyrim Special Edition', 10340, { rtimeLastPlayed: daysAgo(365) }],
  [271590, 'Grand Theft Auto V', 2260, { rtimeLastPlayed: daysAgo(600) }],
  [1086940, "Baldur's Gate 3", 7420, { playtime2weeks: 45, rtimeLastPlayed: daysAgo(6) }],
  [646570, 'Slay the Spire', 6215, { rtimeLastPlayed: daysAgo(30) }],
  [588650, 'Dead Cells', 1870, { rtimeLastPlayed: daysAgo(180) }],
  [504230, 'Celeste', 1040, { rtimeLastPlayed: daysAgo(400) }],
  [1174180, 'Red Dead Redemption 2', 0],
  [377160, 'Fallout 4', 3660, { rtimeLastPlayed: daysAgo(800) }],
  [22380, 'Fallout: New Vegas', 2980, { rtimeLastPlayed: daysAgo(1200) }],
  [289070, "Sid Meier's Civilization VI", 6890, { rtimeLastPlayed: daysAgo(75) }],
  [294100, 'RimWorld', 5710, { rtimeLastPlayed: daysAgo(110) }],
  [427520, 'Factorio', 0],
  [264710, 'Subnautica', 1620, { rtimeLastPlayed: daysAgo(420) }],
  [892970, 'Valheim', 2110, { rtimeLastPlayed: daysAgo(330) }],
  [753640, 'Outer Wilds', 1290, { rtimeLastPlayed: daysAgo(260) }],
  [391540, 'Undertale', 480, { rtimeLastPlayed: daysAgo(1000) }],
  [268910, 'Cuphead', 0],
  // Not games: a soundtrack, dedicated servers, an SDK, a tool and test branches, as real libraries have.
  [598190, 'Hollow Knight - Official Soundtrack', 0],
  [232250, 'Team Fortress 2 Dedicated Server', 0],
  [243750, 'Source SDK Base 2013 Multiplayer', 25, { rtimeLastPlayed: daysAgo(700) }],
  [1840, 'Source Filmmaker', 130, { free: true, rtimeLastPlayed: daysAgo(650) }],
  [205790, 'Dota 2 Test', 0, { free: true }],
  [858460, 'SMITE - Public Test', 0, { free: true }],
];

function daysAgo(days: number): number {
  return Math.floor(Date.now() / 1000) - days * DAY - 3_600;
}

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`not a port: ${process.argv[2]}`);
  const steam = await startFakeSteam({ port, apiKey: 'DEADBEEFDEADBEEFDEADBEEFDEADBEEF' });
  steam.addAccount({
    steamId: '76561198000000001',
    personaName: '게임셸프 데모',
    games: DEMO_GAMES.map(([appid, name, playtimeForever, extra]) => ({ appid, name, playtimeForever, ...extra })),
    // The Steam wishlist: well-known apps (Portal 2, Hades, Celeste, Hollow Knight: Silksong, Stardew Valley) and one unknown.
    wishlist: [620, 1145360, 504230, 1030300, 413150, 4_000_001].map((appid) => ({ appid })),
  });
  steam.addAccount({ steamId: '76561198000000002', personaName: '비공개 데모', visibility: 'private' });

  console.log(`Fake Steam on ${steam.origin} (sign-in page: ${steam.openIdUrl}). Accounts:`);
  console.log(`  76561198000000001  게임셸프 데모  public, ${DEMO_GAMES.length} apps, a wishlist of 6`);
  console.log('  76561198000000002  비공개 데모    private profile');
  console.log('Env for the API server:');
  for (const [name, value] of Object.entries(steam.env)) console.log(`${name}=${value}`);

  const stop = () => void steam.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
