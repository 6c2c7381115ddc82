import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The header that marks the app's own in-process reads of its API (server rendering's `inject`). */
export const INTERNAL_READ_HEADER = 'x-gameshelf-internal-read';

/** The headers an internal read sends with `inject`. */
export type InternalReadHeaders = Readonly<Record<string, string>>;

/**
 * The app's own reads of its API, told apart from clients' requests by a secret made for this process:
 * a rendered page's reads (one to four per visit, rechecked on every visit of a kept render) would
 * otherwise log two request lines each, more than the page's own, and their writing was a tenth of a
 * render's cost under load. A client cannot pass for one: it does not know the value, and a wrong one
 * is logged like any request. The page's request, errors and warnings are logged as always.
 */
export type InternalReads = {
  /** Headers for `inject` to send with an internal read. */
  readonly headers: InternalReadHeaders;
  /** Whether a request is one of the app's own reads. */
  readonly isInternal: (request: Pick<FastifyRequest, 'headers'>) => boolean;
};

export function createInternalReads(): InternalReads {
  const token = randomBytes(24).toString('base64url');
  return {
    headers: { [INTERNAL_READ_HEADER]: token },
    isInternal: (request) => request.headers[INTERNAL_READ_HEADER] === token,
  };
}

/**
 * Fastify's request logging without the request lines ("incoming request", "request completed") of the
 * app's internal reads; their errors are logged as any request's.
 */
export class InternalReadsLogController extends LogController {
  readonly #internalReads: InternalReads;

  constructor(internalReads: InternalReads) {
    super();
    this.#internalReads = internalReads;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!this.#internalReads.isInternal(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!this.#internalReads.isInternal(request)) super.requestCompleted(error, request, reply, metadata);
  }
}
