import type { Plugin } from 'vite';

/** A contract domain's endpoint definitions (packages/contracts/src/<domain>/endpoints.ts). */
const ENDPOINTS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+[\\/]endpoints\.ts$/;

/** What the web reads of an endpoint at run time: `call()` sends `method` to the path built from `path`. */
const READ_BY_THE_WEB = new Set(['method', 'path']);

type Node = { type: string; start: number; end: number };
type Property = Node & { key?: Node & { name?: string; value?: unknown }; computed?: boolean };
type ObjectExpression = Node & { properties: Property[] };

const isObject = (node: unknown): node is ObjectExpression => (node as Node | null)?.type === 'ObjectExpression';

/**
 * In the production web build, each endpoint value keeps only its method and path (and spreads of other
 * endpoints): the schema names, callers, error lists and descriptions are for the server, the mocks' types
 * and the OpenAPI document, and would otherwise ship to every screen that calls the endpoint. Types are
 * unaffected; this only drops bytes the browser never reads.
 */
export const endpointsForTheWeb: Plugin = {
  name: 'gameshelf:endpoints-for-the-web',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!ENDPOINTS_MODULE.test(id)) return null;
    const program = this.parse(code) as unknown as { body: Array<Node & { declaration?: { declarations?: Array<{ init?: unknown }> } }> };
    const objects = program.body
      .flatMap((statement) => statement.declaration?.declarations ?? [])
      .map((declarator) => declarator.init)
      .filter(isObject);
    let result = code;
    for (const object of objects.sort((a, b) => b.start - a.start)) {
      const kept = object.properties.filter((property) => {
        if (property.type !== 'Property') return true;
        const key = property.computed ? undefined : (property.key?.name ?? property.key?.value);
        return typeof key === 'string' && READ_BY_THE_WEB.has(key);
      });
      const text = `{${kept.map((property) => code.slice(property.start, property.end)).join(',')}}`;
      result = result.slice(0, object.start) + text + result.slice(object.end);
    }
    return { code: result, map: null };
  },
};
