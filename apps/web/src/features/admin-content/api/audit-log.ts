import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths, type AuditLogPage } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminContentKeys.auditLog(page),
    queryFn: ({ signal }) => api.get<AuditLogPage>(adminPaths.adminAuditLog, { searchParams: { page, size: ADMIN_LIST_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every admin write, newest first. */
export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
