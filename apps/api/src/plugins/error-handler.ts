import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorBody } from '@gameshelf/contracts';
import { HttpError } from '../shared/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Korean message for a 400 on this route's path params (e.g. a malformed game id). */
    invalidParamsMessage?: string;
  }
}

const HANGUL = /[가-힣]/;

/**
 * One error handler for the whole app: validation errors become a Korean 400 naming the field,
 * other client errors keep their status with a generic message, and anything else is logged and
 * answered with a 500 that never carries the error's own text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      const body: ErrorBody = { message: routeMessage ?? issueMessage ?? messages.invalidRequest };
      if (field) body.field = field;
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 404 ? messages.notFound : status === 429 ? messages.tooManyRequests : messages.invalidRequest;
      return reply.code(status).send({ message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.internalError } satisfies ErrorBody);
  });
}
