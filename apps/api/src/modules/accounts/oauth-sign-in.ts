import type { OAuthProvider } from '@gameshelf/contracts';
import type { UserRow, UsersRepository } from './users-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { ProviderProfile } from '../../integrations/oauth/provider-profiles.ts';

export type SignInOutcome =
  | { kind: 'user'; user: UserRow; created: boolean }
  /** The verified e-mail already belongs to an account that signs in with another provider. */
  | { kind: 'conflict'; existingProvider: OAuthProvider };

const isOAuthProvider = (p: string): p is OAuthProvider => p === 'google' || p === 'kakao' || p === 'discord';

/**
 * Who a provider sign-in is (docs/decisions.md, "One e-mail, one account"):
 * 1. a known identity (provider + provider's user id) is its user;
 * 2. otherwise a verified e-mail already on an account is a conflict: the person is sent to sign in
 *    with the provider that account uses, never linked silently (that would let whoever controls an
 *    e-mail at one provider take over an account made with another);
 * 3. otherwise a new user with this identity.
 */
export async function resolveOAuthSignIn(
  users: UsersRepository,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<SignInOutcome> {
  const known = await users.findByIdentity(provider, profile.providerUserId);
  if (known) return { kind: 'user', user: known, created: false };
  let email = profile.verifiedEmail;
  if (email) {
    const owner = await users.findByEmail(email);
    if (owner) {
      const existingProvider = owner.providers.find(isOAuthProvider);
      if (existingProvider) return { kind: 'conflict', existingProvider };
      // Held by an account with no social sign-in (a development user): the new account goes without it.
      email = null;
    }
  }
  try {
    const user = await users.createWithIdentity({ provider, providerUserId: profile.providerUserId, email });
    return { kind: 'user', user, created: true };
  } catch (err) {
    // The same first sign-in finished in a parallel request: use the user it created.
    const raced = isUniqueViolation(err, 'user_identities_provider_key')
      ? await users.findByIdentity(provider, profile.providerUserId)
      : undefined;
    if (raced) return { kind: 'user', user: raced, created: false };
    throw err;
  }
}
