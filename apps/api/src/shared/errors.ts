/**
 * What services throw when a rule of the domain says no. Each carries the Korean message from the
 * contract (and the field it is about, when there is one); plugins/error-handler.ts is the one place
 * that turns each kind into an HTTP status.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** The request field the message is about (the client shows it beside that field). */
    readonly field?: string,
    /** A machine-readable reason for clients that must tell cases apart (e.g. PRIVATE_COLLECTION). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The thing asked for does not exist (404). */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
}

/** The request breaks a rule: a taken nickname, a photo that is not the caller's, not an image (400). */
export class InvalidError extends DomainError {
  override readonly name = 'InvalidError';
}

/** The caller has no (longer a) valid sign-in for this (401). */
export class UnauthorizedError extends DomainError {
  override readonly name = 'UnauthorizedError';
}

/** Signed in, but not allowed to do this (403). */
export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
}

/** The thing to create exists already: a game already in the wishlist (409). */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
}

/** A per-user limit of the domain is reached: three suggestions a day for one game (429). */
export class LimitReachedError extends DomainError {
  override readonly name = 'LimitReachedError';
}

/** The upload is larger than allowed (413). */
export class TooLargeError extends DomainError {
  override readonly name = 'TooLargeError';
}

/** A service this needs is not set up or not reachable (503), e.g. a sign-in provider without credentials. */
export class UnavailableError extends DomainError {
  override readonly name = 'UnavailableError';
}
