import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageAuditLog } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminContentKeys.auditLog(page),
    queryFn: ({ signal }) => call(pageAuditLog, { query: { page, size: ADMIN_LIST_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every admin write, newest first. */
export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
