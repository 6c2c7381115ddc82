import type { FastifyPluginAsync } from 'fastify';
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
} & Omit<AuthRoutesOptions, 'login' | 'profiles'>;

/**
 * Accounts: sign-in sessions and tokens (`login`, also what authentication checks) and profiles, with
 * the sign-in, session and profile routes.
 */
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
  const { isDevelopment, providers, publicUrl, rateLimits } = deps;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(async (scope) => authRoutes(scope, { login, profiles, isDevelopment, providers, publicUrl, rateLimits }));
    await app.register(async (scope) => userRoutes(scope, profiles));
  };
  return { service: { login, profiles }, routes };
}
