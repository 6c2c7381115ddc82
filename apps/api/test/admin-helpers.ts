import { sql } from 'drizzle-orm';
import type { LoginData } from '@gameshelf/contracts';
import type { Database } from '../src/db/database.ts';
import type { App } from '../src/app.ts';
import { devLogin } from './auth-helpers.ts';

/**
 * Signs in a user who holds the admin role, granted directly in the database (tests of the role's
 * configuration and command are in test/admin/); the token is taken after the grant, so it carries the role.
 */
export async function adminLogin(app: App, database: Database, username: string): Promise<LoginData> {
  await devLogin(app, username);
  await database.db.execute(sql`UPDATE users SET role = 'admin' WHERE username = ${username}`);
  return devLogin(app, username);
}
