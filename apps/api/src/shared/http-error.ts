/**
 * An answer decided at the HTTP layer (plugins: authentication with its WWW-Authenticate header, rate
 * limits): status, Korean `message`, `field` and extra headers. Services throw DomainError instead.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. WWW-Authenticate on a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
