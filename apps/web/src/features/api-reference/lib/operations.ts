import type { ApiDocument } from '@gameshelf/contracts';

/** Who may call an operation, in words. */
export type Caller = 'anyone' | 'user' | 'admin';

export type ReferenceParameter = { name: string; location: 'path' | 'query'; required: boolean; type: string };
export type ReferenceResponse = { status: string; description: string; schema: string | null };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  caller: Caller;
  parameters: ReferenceParameter[];
  /** The request body's JSON Schema, pretty-printed, or null. */
  body: string | null;
  responses: ReferenceResponse[];
};
export type ReferenceGroup = { tag: string; operations: ReferenceOperation[] };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function typeOf(schema: unknown): string {
  if (!isRecord(schema)) return 'any';
  if (typeof schema.type === 'string') return schema.type === 'array' && isRecord(schema.items) ? `${typeOf(schema.items)}[]` : schema.type;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(' | ');
  return 'any';
}

function callerOf(operation: Json): Caller {
  if (operation['x-caller'] === 'admin') return 'admin';
  const security = Array.isArray(operation.security) ? operation.security : [];
  return security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0) ? 'anyone' : 'user';
}

function schemaName(content: unknown): string | null {
  if (!isRecord(content)) return null;
  for (const media of Object.values(content)) {
    const ref = isRecord(media) && isRecord(media.schema) ? media.schema.$ref : undefined;
    if (typeof ref === 'string') return ref.split('/').pop() ?? null;
    if (isRecord(media)) return typeOf(media.schema);
  }
  return null;
}

/** The document's operations grouped by tag, in the document's order, as the reference page lists them. */
export function referenceGroups(document: ApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .filter(isRecord)
        .map((parameter): ReferenceParameter => ({
          name: text(parameter.name),
          location: parameter.in === 'path' ? 'path' : 'query',
          required: parameter.required === true,
          type: typeOf(parameter.schema),
        }));
      const requestBody = isRecord(operation.requestBody) && isRecord(operation.requestBody.content) ? operation.requestBody.content : null;
      const bodySchema = requestBody ? Object.values(requestBody).find(isRecord)?.schema : undefined;
      const responses = Object.entries(isRecord(operation.responses) ? operation.responses : {}).map(
        ([status, response]): ReferenceResponse => ({
          status,
          description: isRecord(response) ? text(response.description) : '',
          schema: isRecord(response) ? schemaName(response.content) : null,
        }),
      );
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'other';
      const list = groups.get(tag) ?? [];
      list.push({
        id: text(operation.operationId) || `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        caller: callerOf(operation),
        parameters,
        body: bodySchema === undefined ? null : JSON.stringify(bodySchema, null, 2),
        responses,
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].map(([tag, operations]) => ({ tag, operations }));
}

/** A component schema of the document, pretty-printed, or null. */
export function componentSchema(document: ApiDocument, name: string): string | null {
  const components = isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
  const schema = components[name];
  return schema === undefined ? null : JSON.stringify(schema, null, 2);
}
