import type { FastifyInstance } from 'fastify';
import { LOGIN_CODE_TTL_SECONDS } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { createAccessTokens } from './access-token.ts';
import { authRoutes, type AuthRoutesOptions } from './auth-routes.ts';
import { createLoginCodesRepository } from './login-codes-repository.ts';
import { createLoginService } from './login-service.ts';
import { createProfileService, type ProfileServiceDeps } from './service.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { userRoutes } from './user-routes.ts';
import { createUsersRepository, type UserRow } from './users-repository.ts';

export type AccountsDeps = {
  db: AppDb;
  /** Access-token signing key. */
  jwtSecret: string;
  refreshTokenTtlDays: number;
  isOwnProfileImageUrl: ProfileServiceDeps['isOwnProfileImageUrl'];
  storeLinks?: ProfileServiceDeps['storeLinks'];
  /** ADMIN_USERNAMES: granted the admin role at sign-in. */
  adminUsernames?: readonly string[];
  onAdminGrantedAtSignIn?: (user: UserRow) => Promise<void>;
};

/** The accounts services: sign-in sessions and tokens (`login`, also what authentication checks) and profiles. */
export function createAccounts(deps: AccountsDeps) {
  const users = createUsersRepository(deps.db);
  const sessions = createSessionsRepository(deps.db, { refreshTokenTtlDays: deps.refreshTokenTtlDays });
  const login = createLoginService({
    tokens: createAccessTokens(deps.jwtSecret),
    sessions,
    loginCodes: createLoginCodesRepository(deps.db, { ttlSeconds: LOGIN_CODE_TTL_SECONDS }),
    users,
    adminUsernames: deps.adminUsernames,
    onAdminGrantedAtSignIn: deps.onAdminGrantedAtSignIn,
  });
  const profiles = createProfileService({ users, isOwnProfileImageUrl: deps.isOwnProfileImageUrl, storeLinks: deps.storeLinks });
  return { login, profiles };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** Sign-in, session and profile routes. */
export async function registerAccountsModule(
  app: FastifyInstance,
  options: { accounts: Accounts } & Omit<AuthRoutesOptions, 'login' | 'profiles'>,
): Promise<void> {
  const { accounts, ...auth } = options;
  await app.register(async (scope) => authRoutes(scope, { ...auth, login: accounts.login, profiles: accounts.profiles }));
  await app.register(async (scope) => userRoutes(scope, accounts.profiles));
}
