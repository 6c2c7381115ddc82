// Development demo of the fake GOG on a fixed port, so the app can be run against it by hand:
//   node --import tsx packages/test-fakes/src/gog-dev-server.ts [port]   (default 8092)
// It knows a demo account owning about 30 real GOG products (their GOG product ids and titles, one of
// them hidden, one movie) and an account with an empty library, and prints the env lines to use.
import { startFakeGog, type FakeGogProduct } from './gog-server.ts';

const DEFAULT_PORT = 8092;
const ALL = { Windows: true, Mac: true, Linux: true };
const WIN_MAC = { Windows: true, Mac: true, Linux: false };

/**
 * Real GOG product ids with the titles GOG lists them under. Platform flags and release dates are set
 * only where known; the rest fall back to Windows only and no date. Older titles keep GOG's spelling
 * from its own library pages (™ included).
 */
const DEMO_PRODUCTS: FakeGogProduct[] = [
  { id: 1207658691, title: "Unreal Tournament 2004 Editor's Choice Edition", category: 'Shooter' },
  { id: 1207658692, title: 'Unreal Tournament GOTY', category: 'Shooter', isHidden: true },
  { id: 1207658695, title: 'Beneath a Steel Sky', worksOn: WIN_MAC, category: 'Adventure' },
  { id: 1207658713, title: 'Stronghold Crusader HD', worksOn: WIN_MAC, category: 'Strategy' },
  { id: 1207658730, title: 'Duke Nukem 3D Atomic Edition', worksOn: ALL, category: 'Shooter' },
  { id: 1207658775, title: 'Evil Genius', worksOn: WIN_MAC, category: 'Strategy' },
  { id: 1207658829, title: 'Arcanum: Of Steamworks and Magick Obscura', category: 'Role-playing' },
  { id: 1207658934, title: 'Dungeon Keeper Gold™', worksOn: WIN_MAC, category: 'Strategy' },
  { id: 1207658936, title: "Sid Meier's Alpha Centauri™ Planetary Pack", worksOn: WIN_MAC, category: 'Strategy' },
  { id: 1207659026, title: 'Theme Hospital', worksOn: WIN_MAC, category: 'Simulation' },
  { id: 1207659102, title: 'FTL: Advanced Edition', worksOn: ALL, category: 'Strategy' },
  { id: 1207659118, title: 'Hotline Miami', worksOn: ALL, category: 'Action' },
  { id: 1207659162, title: 'Neverwinter Nights 2 Complete', category: 'Role-playing' },
  { id: 1207659172, title: 'System Shock™ 2', worksOn: WIN_MAC, category: 'Role-playing' },
  { id: 1207660413, title: 'Shadowrun Returns', worksOn: ALL, category: 'Role-playing', releaseDate: '2013-07-25', rating: 41 },
  { id: 1207658924, title: 'The Witcher: Enhanced Edition', category: 'Role-playing' },
  { id: 1207658930, title: 'The Witcher 2: Assassins of Kings Enhanced Edition', category: 'Role-playing' },
  { id: 1207665503, title: 'Terraria', worksOn: ALL, releaseDate: '2011-05-16', category: 'Action' },
  { id: 1450711444, title: 'Darkest Dungeon', worksOn: ALL, category: 'Role-playing' },
  { id: 1453375253, title: 'Stardew Valley', worksOn: ALL, releaseDate: '2016-02-26', category: 'Simulation' },
  { id: 1308320804, title: 'Hollow Knight', worksOn: ALL, releaseDate: '2017-02-24', category: 'Action', updates: 1 },
  { id: 1237807960, title: 'Dead Cells', category: 'Action' },
  { id: 1495134320, title: 'The Witcher 3: Wild Hunt - Game of the Year Edition', releaseDate: '2015-05-19', category: 'Role-playing' },
  { id: 1584823040, title: 'Divinity: Original Sin 2 - Definitive Edition', category: 'Role-playing' },
  { id: 1950754973, title: 'Slay the Spire', category: 'Strategy' },
  { id: 1971477531, title: 'GWENT: The Witcher Card Game', category: 'Strategy' },
  { id: 1423049311, title: 'Cyberpunk 2077', releaseDate: '2020-12-10', category: 'Role-playing', updates: '2' },
  { id: 1771589310, title: 'Disco Elysium - The Final Cut', worksOn: WIN_MAC, releaseDate: '2021-03-30', category: 'Role-playing' },
  { id: 1456460669, title: "Baldur's Gate 3", worksOn: WIN_MAC, releaseDate: '2023-08-03', category: 'Role-playing', isNew: true },
  // A movie: in user/data/games and with mediaType=2, never among the games.
  { id: 1207665463, title: 'The Art of Playing', isMovie: true },
];

const DEMO_USER_ID = '48628349957132247';
const EMPTY_USER_ID = '48628349900000002';

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`not a port: ${process.argv[2]}`);
  const gog = await startFakeGog({ port });
  gog.addAccount({ userId: DEMO_USER_ID, username: 'gameshelf_demo', email: 'demo@gameshelf.example', products: DEMO_PRODUCTS });
  gog.addAccount({ userId: EMPTY_USER_ID, username: 'gameshelf_empty', email: 'empty@gameshelf.example' });

  const games = DEMO_PRODUCTS.filter((p) => !p.isMovie).length;
  console.log(`Fake GOG on ${gog.origin} (auth: ${gog.authUrl}, embed: ${gog.embedUrl}). Accounts:`);
  console.log(`  ${DEMO_USER_ID}  gameshelf_demo   ${games} games (one hidden) and 1 movie`);
  console.log(`  ${EMPTY_USER_ID}  gameshelf_empty  empty library`);
  console.log(
    `Login page: ${gog.authUrl}/auth?client_id=${gog.clientId}&redirect_uri=${encodeURIComponent(gog.redirectUri)}&response_type=code&layout=client2`,
  );
  console.log('Env for the API server:');
  for (const [name, value] of Object.entries(gog.env)) console.log(`${name}=${value}`);

  const stop = () => void gog.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
