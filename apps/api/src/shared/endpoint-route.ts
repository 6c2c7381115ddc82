import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as contract from '@gameshelf/contracts';
import {
  type Endpoint,
  type ResponseOf,
  type SchemaName,
  ErrorBodySchema,
  errorStatuses,
  jsonResponseOf,
  successStatus,
} from '@gameshelf/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was registered from (every API route has one). */
    endpoint?: Endpoint;
  }
}

/** A contract schema by its export name. */
export function contractSchema(name: SchemaName): z.ZodType {
  return contract[name] as z.ZodType;
}

type Parsed<N> = N extends SchemaName ? z.output<(typeof contract)[N]> : undefined;

/** The request a handler of `E` receives: params, query and body already parsed by the contract's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: E['body'] extends 'multipart' ? unknown : Parsed<E['body']>;
}>;

/**
 * A JSON endpoint's handler returns its answer (or the reply, when it answered 204 itself); a redirect,
 * download, image, XML or text handler answers through the reply.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E['response'] extends SchemaName ? Exclude<ResponseOf<E>, undefined> : never) | FastifyReply>;

/** Server-only settings of a route: its rate limit, the Korean 404 for malformed path ids, audit names. */
export type RouteSettings = Omit<FastifyContextConfig, 'auth' | 'endpoint'> & { bodyLimit?: number };

/** The fastify schema of an endpoint: its inputs, its success answer and its error answers. */
function routeSchema(endpoint: Endpoint) {
  const response: Record<number, z.ZodType> = {};
  const json = jsonResponseOf(endpoint);
  if (json) response[successStatus(endpoint)] = contractSchema(json);
  if (endpoint.noContent) response[204] = z.null();
  for (const status of errorStatuses(endpoint)) response[status] = ErrorBodySchema;
  return {
    ...(endpoint.params && { params: contractSchema(endpoint.params) }),
    ...(endpoint.query && { querystring: contractSchema(endpoint.query) }),
    ...(endpoint.body && endpoint.body !== 'multipart' && { body: contractSchema(endpoint.body) }),
    response,
  };
}

/**
 * Registers the route of a contract endpoint: its method, path, schemas and who may call it all come
 * from the contract; the module gives the handler and the server-only settings.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  settings: RouteSettings = {},
): void {
  const { bodyLimit, ...config } = settings;
  if (config.rateLimit && !endpoint.errors?.includes(429)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is rate limited but its contract does not list 429`);
  }
  const status = successStatus(endpoint);
  const wrapped = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await handler(request as EndpointRequest<E>, reply);
    // A handler that answered returns the reply, which is a thenable: awaiting it gives undefined once sent.
    if (result === reply || reply.sent) return reply;
    return reply.code(status).send(result);
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(bodyLimit !== undefined && { bodyLimit }),
    config: { ...config, endpoint, ...(endpoint.caller !== 'anyone' && { auth: endpoint.caller }) },
    handler: wrapped,
  });
}
