import { OAUTH_PROVIDERS, type AuthProviders, type OAuthProvider } from '@gameshelf/contracts';

/** What the login screen offers, read from the providers call's state. */
export interface SignInOptions {
  /** The answer has not arrived yet: every button waits, none is shown as usable or unusable. */
  checking: boolean;
  /** Providers the server has no credentials for (shown disabled with a note). */
  unconfigured: ReadonlySet<OAuthProvider>;
  /** The development-only username login is offered. */
  devLoginEnabled: boolean;
}

/**
 * A failed call offers every provider and no dev login (as before the call existed: a tap on an
 * unconfigured provider still meets its 503). The answer is typed, not parsed, so only an explicit
 * `false` takes a provider away and only an explicit `true` shows the dev login.
 */
export function signInOptions(query: { status: 'pending' | 'error' | 'success'; data?: AuthProviders }): SignInOptions {
  const answered = query.status === 'success' ? query.data : undefined;
  const providers: Partial<Record<OAuthProvider, unknown>> = answered?.providers ?? {};
  return {
    checking: query.status === 'pending',
    unconfigured: new Set(OAUTH_PROVIDERS.filter((provider) => providers[provider] === false)),
    devLoginEnabled: answered?.devLoginEnabled === true,
  };
}
