import { LOGIN_ERROR_CODES, accountMessages } from '@gameshelf/contracts';

type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

const LOGIN_ERROR_MESSAGES: Record<LoginErrorCode, string> = {
  authentication_failed: accountMessages.loginErrorAuthenticationFailed,
  oauth2_failure: accountMessages.loginErrorOauth2Failure,
  maintenance: accountMessages.loginErrorMaintenance,
};

const isLoginErrorCode = (value: string): value is LoginErrorCode => (LOGIN_ERROR_CODES as readonly string[]).includes(value);

/** The message for `/auth/login?error=…` (spec 1 §2): the two known codes, else the generic one; none without a value. */
export function loginErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return isLoginErrorCode(code) ? LOGIN_ERROR_MESSAGES[code] : accountMessages.loginErrorGeneric;
}

/** Where a failed OAuth callback sends the visitor. */
export const LOGIN_AUTHENTICATION_FAILED_SEARCH = '?error=authentication_failed';
