import fc from 'fast-check';
import { z } from 'zod';

/** The body a generated request carries. */
export type GeneratedBody =
  | { kind: 'none' }
  /** JSON text of `value`, sent as application/json. */
  | { kind: 'json'; value: unknown; text: string; contentType: string }
  /** Text that is not JSON, sent as application/json. */
  | { kind: 'broken-json'; text: string; contentType: string }
  /** A content type no route accepts. */
  | { kind: 'wrong-type'; text: string; contentType: string }
  /** JSON over the body limit. */
  | { kind: 'oversize'; text: string; contentType: string };

export type GeneratedRequest = {
  method: string;
  url: string;
  params: Record<string, string>;
  /** The query as the server parses it: a repeated key gives an array. */
  query: Record<string, string | string[]>;
  body: GeneratedBody;
};

/** Texts people and attackers send: empty, blank, NUL, lone surrogates, bidi marks, emoji, controls, huge. */
export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\u202e\u2066evil\u2069',
      '\u200f\u200e',
      '😀',
      '👨‍👩‍👧‍👦',
      '\u0007\u001b[31m',
      '\r\n\t',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      'NaN',
      '-0',
      '1e400',
      '１２３',
      '가'.repeat(5_000),
      'a'.repeat(70_000),
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), maxLength: 10 }),
    fc.string({ maxLength: 20 }),
  );

/** Numbers a schema may not expect: negative, fractional, enormous, tiny, at the integer edges. */
export const nastyNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(-1, 0, -0, 0.5, -2.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 5e-324),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Any JSON value a client might put in a field. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { depthSize: 'small' },
    nastyString(),
    nastyNumber(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(nastyString(), nastyNumber()), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(nastyString(), nastyNumber()), { maxKeys: 3 }),
  );

/** Text that looks like JSON but is not. */
const brokenJson = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', "{'a':1}", '{"a":1,}', '\u0000', '{"a":"\u0000', 'undefined', '{"__proto__":', ''),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).filter((text) => !isJson(text)),
  );

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Over the app's body limit (Fastify's default, 1 MiB). */
const OVERSIZE = `{"text":"${'a'.repeat(1_100_000)}"}`;

/** The keys of a contract object schema (unwrapping optional, nullable and defaults), or none. */
export function shapeKeys(schema: unknown): string[] {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap();
  }
  return current;
}

/** True when a field of a contract object schema takes a string. */
export const takesString = (schema: unknown, key: string): boolean => {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject && unwrap((inner.shape as Record<string, unknown>)[key]) instanceof z.ZodString;
};

/** A value for each key of the schema, or of some of them, with keys the schema does not know. */
const objectFor = (keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(fc.oneof(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.string({ maxLength: 8 })), nastyValue(), {
    maxKeys: keys.length + 2,
  });

const queryValue = (): fc.Arbitrary<string | string[]> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.oneof(nastyString(), nastyNumber().map(String)) },
    // A key given twice or more (?page=1&page=2).
    { weight: 1, arbitrary: fc.array(fc.oneof(nastyString(), nastyNumber().map(String)), { minLength: 2, maxLength: 3 }) },
  );

const encodeQuery = (query: Record<string, string | string[]>): string =>
  Object.entries(query)
    .flatMap(([key, value]) => [value].flat().map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');

/** Text as it arrives through a URL: UTF-8 has no lone surrogates, so they arrive as U+FFFD. */
const asInUrl = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [asInUrl(key), map(value)]));

/**
 * Requests for one route: its path parameters, query and body generated from hostile values, with
 * the keys its schemas know among others, and bodies broken at the transport now and then. A route
 * without a body schema only gets bodies no parser takes (its handler must never run on them).
 */
export function requestArbitrary(
  route: { method: string; url: string; schema: { querystring?: unknown; body?: unknown } },
  options: { hasBodySchema: boolean },
): fc.Arbitrary<GeneratedRequest> {
  const paramNames = [...route.url.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);
  const wildcard = route.url.endsWith('*');
  const params = fc.record(
    Object.fromEntries(
      [...paramNames, ...(wildcard ? ['*'] : [])].map((name) => [name, fc.oneof(nastyString(), nastyNumber().map(String))]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryKeys = shapeKeys(route.schema.querystring);
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...(queryKeys.length ? queryKeys : ['q'])), fc.string({ maxLength: 6 })),
    queryValue(),
    {
      maxKeys: queryKeys.length + 2,
    },
  );
  // Types with no parser at all; a route with a body schema also gets ones that parse to what it refuses.
  const wrongTypes = ['application/xml', 'image/png', 'application/x-www-form-urlencoded'];
  if (options.hasBodySchema) wrongTypes.push('text/plain', 'multipart/form-data');
  const transport = [
    { weight: 2, arbitrary: brokenJson().map((text): GeneratedBody => ({ kind: 'broken-json', text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...wrongTypes).map((contentType): GeneratedBody => ({ kind: 'wrong-type', text: '{"a":1}', contentType })),
    },
    { weight: 1, arbitrary: fc.constant<GeneratedBody>({ kind: 'oversize', text: OVERSIZE, contentType: 'application/json' }) },
  ];
  const bodyKeys = shapeKeys(route.schema.body);
  const json = fc
    .oneof(objectFor(bodyKeys), nastyValue())
    .map((value): GeneratedBody => ({ kind: 'json', value, text: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));
  const body: fc.Arbitrary<GeneratedBody> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : options.hasBodySchema
        ? fc.oneof({ weight: 6, arbitrary: json }, ...transport)
        : fc.oneof(...transport);
  return fc.record({ params, query, body }).map(({ params: rawParams, query: rawQuery, body: b }) => {
    const p = mapValues(rawParams, asInUrl);
    const q = mapValues(rawQuery, (value) => (Array.isArray(value) ? value.map(asInUrl) : asInUrl(value)));
    const path = route.url
      .replace(/:([a-zA-Z]+)/g, (_m, name: string) => encodeURIComponent(p[name]!))
      .replace(/\*$/, () => encodeURIComponent(p['*']!));
    const search = encodeQuery(q);
    return { method: route.method, url: search ? `${path}?${search}` : path, params: p, query: q, body: b };
  });
}

/** A route of the inventory as the generators read it. */
export type InventoryRouteShape = { method: string; url: string; schema: { params?: unknown; querystring?: unknown; body?: unknown } };

export const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** True when the contract schema would refuse `value` (no schema: nothing to refuse). */
const refuses = (schema: unknown, value: unknown): boolean => isZod(schema) && !schema.safeParse(value).success;

/**
 * A request is malformed when its transport is broken (bad JSON, a content type no route takes, a
 * body over the limit) or the route's own schema refuses its params, query or body.
 */
export function isMalformed(route: InventoryRouteShape, request: GeneratedRequest): boolean {
  if (request.body.kind !== 'json' && request.body.kind !== 'none') return true;
  const { params, querystring, body } = route.schema;
  if (refuses(params, request.params) || refuses(querystring, request.query)) return true;
  return request.body.kind === 'json' && refuses(body, request.body.value);
}

/** A GET route that validates neither params nor query cannot be sent anything malformed. */
export const takesInput = (route: InventoryRouteShape): boolean =>
  route.method !== 'GET' || isZod(route.schema.params) || isZod(route.schema.querystring);
