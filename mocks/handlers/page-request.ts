import type { PageRequest } from '@gameshelf/contracts';

/** The page a mock call asks for, from its `page` and `size` query parameters. */
export function pageRequestOf(url: URL, defaultSize = 20): PageRequest {
  return { page: Number(url.searchParams.get('page') ?? 0), size: Number(url.searchParams.get('size') ?? defaultSize) };
}
