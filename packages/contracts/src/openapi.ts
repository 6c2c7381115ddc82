// The OpenAPI 3.1 document of the API, generated from the endpoints and their schemas. Server and tools
// only (it takes zod): the API serves it at GET /api/openapi.json and `npm test` lints it.
import './zod-config.ts';
import { z } from 'zod';
import { type Endpoint, type ErrorStatus, type SchemaName, errorStatuses, jsonResponseOf, successStatus } from './endpoint.ts';
import { endpointsByDomain } from './endpoints.ts';
import * as schemas from './schemas.ts';

type JsonSchema = Record<string, unknown>;
type Document = Record<string, unknown>;

const schemaOf = (name: SchemaName): z.ZodType => schemas[name] as z.ZodType;
/** The component name of a schema: its export name without the `Schema` suffix. */
const componentName = (name: SchemaName): string => name.replace(/Schema$/, '');

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed or invalid input; `message` says why in Korean, `field` names the field.',
  401: 'No valid access token (sign in, or refresh the session).',
  403: 'Not allowed: not the owner, not an admin, or private (`code`).',
  404: 'Not found.',
  409: 'Conflicts with what exists.',
  413: 'The body is too large.',
  415: 'The body is not of a type this endpoint takes.',
  429: 'Too many requests, or a cooldown (`Retry-After`).',
  503: 'Under maintenance, or the service is unavailable for a moment (`Retry-After`).',
};

/** `getCollection` → 'Get collection'. */
function summaryOf(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A generated schema without the keys a component of the document does not carry. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

const CALLERS: Record<Endpoint['caller'], string> = {
  anyone: 'Anyone may call it; a signed-in caller may see more (their own flags, their private items).',
  user: 'A signed-in user only.',
  admin: 'An admin only.',
};

/** A schema as the client sends it (query, path, body): before coercion, defaults and transforms. */
function inputSchema(name: SchemaName): JsonSchema {
  return withoutDialect(z.toJSONSchema(schemaOf(name), { io: 'input', unrepresentable: 'any' }));
}

/** The parameters of one location, one per property of the object schema (or per `:name` of the path). */
function parameters(endpoint: Endpoint, location: 'path' | 'query'): JsonSchema[] {
  const name = location === 'path' ? endpoint.params : endpoint.query;
  const openApiPath = toOpenApiPath(endpoint.path);
  if (!name) {
    if (location === 'query') return [];
    return [...openApiPath.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
  }
  const object = inputSchema(name) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([property, schema]) => ({
    name: property,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(property),
    schema,
    ...(location === 'query' && schema.type === 'array' && { style: 'form', explode: true }),
  }));
}

/** `/api/collections/:id` → `/api/collections/{id}`; the `*` rest of a path becomes `{path}`. */
function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}').replace(/\*$/, '{path}');
}

function successResponse(endpoint: Endpoint): Document {
  const status = successStatus(endpoint);
  const responses: Document = {};
  if (endpoint.response === 'redirect') {
    responses[status] = {
      description: 'Redirects the browser (`Location`).',
      headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next.' } },
    };
  } else if (endpoint.response === 'download') {
    responses[status] = {
      description: 'A file to save (`Content-Disposition: attachment`): JSON, or a ZIP of CSV files.',
      content: {
        'application/json': { schema: { type: 'object' } },
        'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
      },
    };
  } else if (endpoint.response === 'xml') {
    responses[status] = {
      description: 'The XML document.',
      content: { 'application/xml': { schema: { type: 'string' } } },
    };
  } else if (endpoint.response === 'text') {
    responses[status] = {
      description: 'The text.',
      content: { 'text/plain': { schema: { type: 'string' } } },
    };
  } else if (endpoint.response === 'image') {
    responses[status] = {
      description: 'The image.',
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    };
    responses[304] = { description: 'Not modified: the `If-None-Match` ETag is still the image.' };
  } else {
    responses[status] = {
      description: status === 201 ? 'Created.' : 'OK.',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${componentName(endpoint.response)}` } } },
    };
  }
  if (endpoint.noContent) responses[204] = { description: 'Nothing to show.' };
  return responses;
}

function operation(endpoint: Endpoint, operationId: string, tag: string): Document {
  const responses = successResponse(endpoint);
  for (const status of errorStatuses(endpoint)) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  const parametersList = [...parameters(endpoint, 'path'), ...parameters(endpoint, 'query')];
  let requestBody: Document | undefined;
  if (endpoint.body === 'multipart') {
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
      },
    };
  } else if (endpoint.body) {
    requestBody = { required: true, content: { 'application/json': { schema: inputSchema(endpoint.body) } } };
  }
  return {
    operationId,
    summary: summaryOf(operationId),
    description: endpoint.description ? `${endpoint.description} ${CALLERS[endpoint.caller]}` : CALLERS[endpoint.caller],
    tags: [tag],
    security: endpoint.caller === 'anyone' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    ...(endpoint.caller === 'admin' && { 'x-caller': 'admin' }),
    ...(parametersList.length > 0 && { parameters: parametersList }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

/** The answers' schemas as components, nested named schemas by reference. */
function components(endpoints: readonly Endpoint[]): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const names = new Set<SchemaName>(['ErrorBodySchema']);
  for (const endpoint of endpoints) {
    const json = jsonResponseOf(endpoint);
    if (json) names.add(json);
  }
  for (const name of names) {
    if (!registry.has(schemaOf(name))) registry.add(schemaOf(name), { id: componentName(name) });
  }
  const generated = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(Object.entries(generated.schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)]));
}

export type ApiDocumentOptions = {
  /** Include the development-only endpoints (the GOG test page's). */
  development?: boolean;
};

/** Every endpoint as [domain, operation id, endpoint], in registration order. */
export function listEndpoints(options: ApiDocumentOptions = {}): Array<[string, string, Endpoint]> {
  return Object.entries(endpointsByDomain).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([, endpoint]) => options.development || !endpoint.developmentOnly)
      .map(([id, endpoint]): [string, string, Endpoint] => [domain, id, endpoint]),
  );
}

/** The OpenAPI 3.1 document of every endpoint. */
export function buildApiDocument(options: ApiDocumentOptions = {}): Document {
  const entries = listEndpoints(options);
  const paths: Record<string, Record<string, Document>> = {};
  for (const [domain, id, endpoint] of entries) {
    const path = toOpenApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, id, domain);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '게임셸프 API',
      version: '1.0.0',
      description:
        'The HTTP API of 게임셸프, generated from the contract (packages/contracts). Messages in answers are Korean; ' +
        'errors carry `message`, and `field` or `code` where they apply.',
      contact: { name: '게임셸프' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(entries.map(([domain]) => domain))].map((name) => ({ name, description: `The ${name} endpoints.` })),
    paths,
    components: {
      schemas: components(entries.map(([, , endpoint]) => endpoint)),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from signing in.' },
      },
    },
  };
}
