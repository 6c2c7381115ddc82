import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import type { BodyOf, Endpoint, ErrorBody, PathParamNames, ResponseOf, SchemaName } from '@gameshelf/contracts';

type RequestBody<E extends Endpoint> = E['body'] extends SchemaName ? BodyOf<E> : DefaultBodyType;
type Answer<E extends Endpoint> = ResponseOf<E> extends DefaultBodyType ? ResponseOf<E> | ErrorBody : DefaultBodyType;

/** A resolver for a contract endpoint: its path parameters by name, its body and its answer typed by the contract. */
export type EndpointResolver<E extends Endpoint> = HttpResponseResolver<
  Record<PathParamNames<E['path']>, string>,
  RequestBody<E>,
  Answer<E>
>;

/**
 * An MSW handler declared against a contract endpoint: method and path come from the contract (on any
 * origin), so a mock can never answer a path the API does not have. `options` as MSW's (`{ once: true }`).
 */
export function handle<E extends Endpoint>(endpoint: E, resolver: EndpointResolver<E>, options?: RequestHandlerOptions): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${endpoint.path}`, resolver as HttpResponseResolver, options);
}
