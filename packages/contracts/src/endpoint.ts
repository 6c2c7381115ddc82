// What an endpoint is: one plain value per endpoint (no zod at run time), naming its schemas by
// their export name, so the web's first screens can import endpoints without the schemas.
import type { z } from 'zod';
import type * as Schemas from './schemas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone (a signed-in viewer may change what it answers), a signed-in user, an admin. */
export type Caller = 'anyone' | 'user' | 'admin';

/** The error statuses an endpoint may declare beyond those every endpoint of its kind has (see `errorStatuses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

type SchemaModule = typeof Schemas;

/** The export name of a zod schema of the contract (`'CollectionSchema'`). */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never;
}[keyof SchemaModule];

/**
 * An answer that is not a JSON body: a 302 redirect, a file download, an image, an XML document
 * (sitemaps) or plain text (robots.txt).
 */
export type OtherResponse = 'redirect' | 'download' | 'image' | 'xml' | 'text';

const OTHER_RESPONSES: readonly string[] = ['redirect', 'download', 'image', 'xml', 'text'] satisfies OtherResponse[];

/** The schema of an endpoint's JSON answer, or null when it answers something else. */
export const jsonResponseOf = (endpoint: Endpoint): SchemaName | null =>
  OTHER_RESPONSES.includes(endpoint.response) ? null : (endpoint.response as SchemaName);

export interface Endpoint {
  readonly method: HttpMethod;
  /** The path pattern, `:name` for a path parameter (and `*` for the rest of the path). */
  readonly path: `/${string}`;
  readonly caller: Caller;
  /** The schema of the path parameters (as strings), when the path has any. */
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  /** A JSON body's schema, or `'multipart'` for a file upload. */
  readonly body?: SchemaName | 'multipart';
  /** The success answer: a JSON body's schema, or another kind of answer. */
  readonly response: SchemaName | OtherResponse;
  /** The success status when it is not 200 (201 for a creation). */
  readonly status?: 201;
  /** Answers 204 with no body when there is nothing to show (the latest important notice). */
  readonly noContent?: true;
  /** The error statuses this endpoint answers besides the ones its kind always may (`errorStatuses`). */
  readonly errors?: readonly ErrorStatus[];
  /** One line for the API reference when the export name does not say enough. */
  readonly description?: string;
  /** Only in development builds of the server (the test store's routes); never in the published document. */
  readonly developmentOnly?: true;
}

/**
 * Every error status an endpoint can answer: its own, plus 400 (malformed input) and 503 (database
 * unreachable, maintenance) for all, 401 for a signed-in caller, 403 for an admin, 404 for a path with
 * parameters, and 413 and 415 for
 * any method that may carry a body (a body too large, or of a type no parser takes, is refused before
 * the route sees it).
 */
export function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 503, ...(endpoint.errors ?? [])]);
  if (endpoint.caller !== 'anyone') statuses.add(401);
  if (endpoint.caller === 'admin') statuses.add(403);
  // An empty or unroutable path segment where a parameter goes matches no route.
  if (endpoint.path.includes('/:') || endpoint.path.endsWith('*')) statuses.add(404);
  if (endpoint.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The success status of an endpoint's answer. */
export const successStatus = (endpoint: Endpoint): 200 | 201 | 302 => (endpoint.response === 'redirect' ? 302 : (endpoint.status ?? 200));

// Types a caller derives from an endpoint.

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = Segments<P> extends infer S ? (S extends `:${infer Name}` ? Name : never) : never;
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

type Output<N> = N extends SchemaName ? z.output<SchemaModule[N]> : never;
type Input<N> = N extends SchemaName ? z.input<SchemaModule[N]> : never;

/** The JSON an endpoint answers with (undefined for an answer that is not JSON). */
export type ResponseOf<E extends Endpoint> = E['response'] extends SchemaName
  ? Output<E['response']> | (E['noContent'] extends true ? undefined : never)
  : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends 'multipart' ? FormData : Input<E['body']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;

type ParamsPart<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type QueryPart<E extends Endpoint> = E['query'] extends SchemaName
  ? object extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> }
  : { query?: undefined };
type BodyPart<E extends Endpoint> = E['body'] extends string
  ? undefined extends BodyOf<E>
    ? { body?: BodyOf<E> }
    : { body: BodyOf<E> }
  : { body?: undefined };

/** What a caller passes: the path parameters, the query and the body the endpoint takes, and nothing else. */
export type InputOf<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

function fill(pattern: string, values: Readonly<Record<string, string | number>> | undefined): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path of one call: the pattern with each `:name` replaced by its encoded value.
 * Path builders derive from the pattern this way; nobody writes a path twice.
 */
export function pathOf<P extends string>(pattern: P, ...[params]: [PathParamNames<P>] extends [never] ? [] : [PathParams<P>]): string {
  return fill(pattern, params);
}

/** An endpoint's path for a call's path parameters. */
export const endpointPath = <E extends Endpoint>(endpoint: E, params?: PathParams<E['path']>): string => fill(endpoint.path, params);
