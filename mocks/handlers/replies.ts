import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { accountMessages, commonMessages, type ErrorBody } from '@gameshelf/contracts';

/** A JSON answer, typed by what it carries (a handler's answer is checked against its endpoint). */
export const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });

/** The API's error answers, as the store library handlers (Steam, GOG) give them. */
export const fail = (message: string, status: number, code?: string) =>
  HttpResponse.json<ErrorBody>(code ? { message, code } : { message }, { status });
export const serverError = () => fail(commonMessages.internalError, 500);
export const unauthorized = () => fail(accountMessages.loginRequired, 401);
export const invalid = (issue?: { message: string }) => fail(issue?.message ?? commonMessages.invalidRequest, 400);

/** A call that never answers (a pending state held still for a story). */
export const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};
