import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MaintenanceFileSchema, type MaintenanceFile } from '@gameshelf/contracts';

export const MAINTENANCE_FILE_NAME = 'maintenance.json';

/** Where the server serves maintenance.json from and the command writes it: DATA_DIR/maintenance.json. */
export const maintenanceFilePath = (dataDir: string) => path.join(dataDir, MAINTENANCE_FILE_NAME);

/** The file's text as written: pretty JSON with a final newline. */
export const maintenanceJson = (file: MaintenanceFile) => `${JSON.stringify(file, null, 2)}\n`;

/**
 * Writes the file atomically: a temporary file beside it, then a rename over it, so a server reading
 * at the same moment sees the old file or the new one, never half of one.
 */
export async function writeMaintenanceFile(file: string, content: MaintenanceFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, maintenanceJson(MaintenanceFileSchema.parse(content)), { mode: 0o644 });
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/** The file's contents, null when there is none; throws when it is not a valid maintenance file. */
export async function readMaintenanceFile(file: string): Promise<MaintenanceFile | null> {
  try {
    return MaintenanceFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
