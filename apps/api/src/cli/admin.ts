/**
 * Gives or takes the admin role of an existing user, recorded in the audit log:
 *
 *   npm run admin -- grant <username>
 *   npm run admin -- revoke <username>
 *
 * The database is the app's: DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR (stop the server
 * first; PGlite allows one process). The change applies at the user's next request: sessions read the
 * role from the database. ADMIN_USERNAMES grants the role again at the next sign-in of a name it lists.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { databaseTarget, loadConfig } from '../config.ts';
import { openDatabase, type AppDb } from '../db/database.ts';
import { changeRole } from '../modules/admin/role-changes.ts';
import { redactLogLine } from '../shared/log-redaction.ts';

export const ADMIN_USAGE = '사용법: npm run admin -- grant <사용자 이름> | revoke <사용자 이름>';

export type CommandOutput = { log(line: string): void; error(line: string): void };

/** Runs `grant|revoke <username>` on `db`; answers the exit code (0 done or nothing to do, 1 unknown user, 2 bad usage). */
export async function runAdminCommand(
  args: readonly string[],
  deps: { db: AppDb; adminUsernames?: readonly string[]; out?: CommandOutput },
): Promise<number> {
  const out = deps.out ?? console;
  const [command, username, ...rest] = args.filter((a) => a !== '--');
  if ((command !== 'grant' && command !== 'revoke') || !username?.trim() || rest.length > 0) {
    out.error(ADMIN_USAGE);
    return 2;
  }
  const name = username.trim();
  const role = command === 'grant' ? 'admin' : 'user';
  const result = await changeRole(deps.db, name, role, { source: 'cli' });
  if (result.kind === 'not-found') {
    out.error(`사용자를 찾을 수 없습니다: ${name}`);
    return 1;
  }
  if (result.kind === 'unchanged') {
    out.log(role === 'admin' ? `${name} 님은 이미 관리자입니다.` : `${name} 님은 관리자가 아닙니다.`);
    return 0;
  }
  out.log(role === 'admin' ? `${name} 님에게 관리자 권한을 부여했습니다.` : `${name} 님의 관리자 권한을 해제했습니다.`);
  if (role === 'user' && deps.adminUsernames?.includes(name)) {
    out.error(`주의: ADMIN_USERNAMES 에 ${name} 이(가) 있어 다음 로그인 때 관리자 권한이 다시 부여됩니다.`);
  }
  return 0;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ ...databaseTarget(config), poolSize: 1 });
  try {
    await database.migrate();
    process.exitCode = await runAdminCommand(process.argv.slice(2), { db: database.db, adminUsernames: config.adminUsernames });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('관리자 권한을 바꾸지 못했습니다:', redactLogLine(inspect(error)));
    process.exitCode = 1;
  });
}
