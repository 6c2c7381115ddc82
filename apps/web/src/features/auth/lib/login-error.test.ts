import { describe, expect, it } from 'vitest';
import { userMessages } from '@gameshelf/contracts';
import { loginErrorMessage } from './login-error.ts';

describe('loginErrorMessage', () => {
  it.each([
    ['authentication_failed', userMessages.loginErrorAuthenticationFailed],
    ['oauth2_failure', userMessages.loginErrorOauth2Failure],
    ['access_denied', userMessages.loginErrorGeneric],
    [null, null],
    ['', null],
  ])('%s → %s', (code, message) => expect(loginErrorMessage(code)).toBe(message));
});
