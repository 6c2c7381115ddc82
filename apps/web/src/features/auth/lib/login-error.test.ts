import { describe, expect, it } from 'vitest';
import { accountMessages } from '@gameshelf/contracts';
import { loginErrorMessage } from './login-error.ts';

describe('loginErrorMessage', () => {
  it.each([
    ['authentication_failed', accountMessages.loginErrorAuthenticationFailed],
    ['oauth2_failure', accountMessages.loginErrorOauth2Failure],
    ['access_denied', accountMessages.loginErrorGeneric],
    [null, null],
    ['', null],
  ])('%s → %s', (code, message) => expect(loginErrorMessage(code)).toBe(message));
});
