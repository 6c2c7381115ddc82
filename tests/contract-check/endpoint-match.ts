import type { Endpoint } from '@gameshelf/contracts';
import { listEndpoints } from '@gameshelf/contracts/openapi';

export type MatchedEndpoint = { id: string; endpoint: Endpoint; openApiPath: string };

type Route = MatchedEndpoint & { pattern: RegExp; parameters: number };

/** `/api/collections/:id` → `/api/collections/{id}`, as the document names it (`*` is `{path}`). */
const openApiPathOf = (path: string): string => path.replace(/:([A-Za-z]\w*)/g, '{$1}').replace(/\*$/, '{path}');

/** A path pattern as a regular expression: `:name` takes one non-empty segment, `*` the rest of the path. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Finds the endpoint of a request by its method and path, as the server routes it: a static segment wins
 * over a parameter (`/api/steam/games/add-all` before `/api/steam/games/:id`), so the fewest parameters win.
 */
export function endpointMatcher(options: { development?: boolean } = {}) {
  const routes: Route[] = listEndpoints(options).map(([, id, endpoint]) => ({
    id,
    endpoint,
    openApiPath: openApiPathOf(endpoint.path),
    pattern: patternOf(endpoint.path),
    parameters: (endpoint.path.match(/:|\*/g) ?? []).length,
  }));
  return (method: string, pathname: string): MatchedEndpoint | undefined => {
    const found = routes
      .filter((route) => route.endpoint.method === method.toUpperCase() && route.pattern.test(pathname))
      .sort((a, b) => a.parameters - b.parameters)[0];
    return found && { id: found.id, endpoint: found.endpoint, openApiPath: found.openApiPath };
  };
}
