import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiDocument } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** The published OpenAPI document (`GET /api/openapi.json`), read once per visit. */
export const apiDocumentQueryOptions = () =>
  queryOptions({ queryKey: ['api-document'], queryFn: ({ signal }) => call(getApiDocument, { signal }), staleTime: Infinity });

export const useApiDocument = () => useQuery(apiDocumentQueryOptions());
