import { pageOf, type PageRequest } from '@gameshelf/contracts';

/** The page a mock call asks for, from its `page` and `size` query parameters. */
export function pageRequestOf(url: URL, defaultSize = 20): PageRequest {
  return { page: Number(url.searchParams.get('page') ?? 0), size: Number(url.searchParams.get('size') ?? defaultSize) };
}

/** The page of `items` a mock call asks for (`page`, `size` from its query), as the API answers it. */
export const pageFromUrl = <T>(items: readonly T[], url: URL, defaultSize = 20) => pageOf(items, pageRequestOf(url, defaultSize));
