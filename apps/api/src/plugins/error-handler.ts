import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, commonMessages } from '@gameshelf/contracts';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  LimitReachedError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  UnauthorizedError,
  UnavailableError,
} from '../shared/errors.ts';
import { HttpError } from '../shared/http-error.ts';
import { isDatabaseUnavailable, isRefusedValue } from '../db/database-unavailable.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Korean message for a 400 on this route's path params (e.g. a malformed game id). */
    invalidParamsMessage?: string;
  }
}

const HANGUL = /[가-힣]/;

/** The HTTP status of each kind of domain error: the only place they meet HTTP. */
function domainErrorStatus(error: DomainError): number {
  if (error instanceof InvalidError) return 400;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof LimitReachedError) return 429;
  if (error instanceof TooLargeError) return 413;
  if (error instanceof UnavailableError) return 503;
  return 500;
}

/**
 * One error handler for the whole app: domain errors get their status with their Korean message and
 * field, validation errors become a Korean 400 naming the field,
 * other client errors keep their status with a generic message, an unreachable database is a 503
 * with Retry-After, and anything else is logged and answered with a 500 that never carries the
 * error's own text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const thrown: unknown = error;
    if (thrown instanceof DomainError) {
      const body: ErrorBody = { message: thrown.message };
      if (thrown.field) body.field = thrown.field;
      if (thrown.code) body.code = thrown.code;
      return reply.code(domainErrorStatus(thrown)).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.field) body.field = error.field;
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.split('/')[1] || undefined;
      const routeMessage = error.validationContext === 'params' ? request.routeOptions.config.invalidParamsMessage : undefined;
      // Messages written in the contract are Korean; zod's built-in ones are English, so use ours.
      const issueMessage = issue?.message && HANGUL.test(issue.message) ? issue.message : undefined;
      const body: ErrorBody = { message: routeMessage ?? issueMessage ?? commonMessages.invalidRequest };
      if (field) body.field = field;
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 404 ? commonMessages.notFound : status === 429 ? commonMessages.tooManyRequests : commonMessages.invalidRequest;
      return reply.code(status).send({ message } satisfies ErrorBody);
    }
    // The database is away (a restart, a network cut): the request may be retried in a moment.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ message: commonMessages.serviceUnavailable } satisfies ErrorBody);
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send({ message: commonMessages.invalidRequest } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: commonMessages.internalError } satisfies ErrorBody);
  });
}
