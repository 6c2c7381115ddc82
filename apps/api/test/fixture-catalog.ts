import { readFileSync } from 'node:fs';
import { SeedCatalogSchema } from '../src/modules/catalog/ingest/seed-format.ts';
import { fixtureCatalogFile } from './helper.ts';

/** The fixture games, for computing what the API should answer. */
export const fixtureGames = SeedCatalogSchema.parse(JSON.parse(readFileSync(fixtureCatalogFile, 'utf8')));
