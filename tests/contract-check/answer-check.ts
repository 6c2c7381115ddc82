import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Document = Record<string, unknown>;
type Responses = Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: Document }> }>;

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const DOCUMENT_ID = 'urn:gameshelf:openapi';

/** `image/png` is documented by `image/png` or `image/*`; the parameters (`; charset=utf-8`) do not count. */
function documentedType(contentType: string, documented: string[]): string | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return documented.find((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

/**
 * Checks an answer the front did not send through Prism against the OpenAPI document, as Prism would:
 * the status is one the operation documents, a body is of a documented media type, a JSON body matches
 * the documented schema (no undocumented field: the document's objects forbid other properties), and a
 * redirect carries its `Location`. Returns what is wrong, nothing when the answer keeps to the document.
 */
export function answerChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return (method: string, openApiPath: string, answer: Answer): string[] => {
    const paths = document.paths as Record<string, Record<string, { responses: Responses }>>;
    const responses = paths[openApiPath]?.[method.toLowerCase()]?.responses;
    if (!responses) return [`${method} ${openApiPath} is not in the document`];
    const documented = responses[String(answer.status)];
    if (!documented) return [`status ${answer.status} is not documented (${Object.keys(responses).join(', ')})`];
    const problems: string[] = [];
    for (const header of Object.keys(documented.headers ?? {})) {
      if (answer.headers[header.toLowerCase()] === undefined) problems.push(`the documented ${header} header is missing`);
    }
    if (answer.body.length === 0) return problems;
    const contentType = String(answer.headers['content-type'] ?? '');
    const type = documentedType(contentType, Object.keys(documented.content ?? {}));
    if (!type) return [...problems, `a ${contentType || 'untyped'} body is not documented for ${answer.status}`];
    if (type !== 'application/json') return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return [...problems, 'the JSON body does not parse'];
    }
    const escape = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));
    const pointer = `/paths/${escape(openApiPath)}/${method.toLowerCase()}/responses/${answer.status}/content/${escape(type)}/schema`;
    const validate = validatorOf(pointer);
    if (!validate(body)) {
      for (const error of validate.errors ?? [])
        problems.push(`body${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    }
    return problems;
  };
}
