import { accountMessages } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** A refused dev login: a message under the username field, or one for the whole form. */
export type DevLoginProblem = { message: string; field: 'username' | null };

/**
 * Spec 1 §8: a 400 is '개발 환경에서만 사용할 수 있습니다.' and anything else '개발용 로그인에 실패했습니다.'.
 * A 400 naming the username field is the server's validation message (rules the form already
 * checks, so it only shows if they ever differ) and goes under the field instead.
 */
export function devLoginProblem(error: unknown): DevLoginProblem {
  if (error instanceof ApiError && error.status === 400) {
    return error.field === 'username'
      ? { message: error.message, field: 'username' }
      : { message: accountMessages.devLoginOnlyInDevelopment, field: null };
  }
  return { message: accountMessages.devLoginFailed, field: null };
}
