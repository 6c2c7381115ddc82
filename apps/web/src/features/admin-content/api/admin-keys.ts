import type { SuggestionStatus } from '@gameshelf/contracts';

/** Keys of the operators' content queries; a write invalidates its group. */
export const adminContentKeys = {
  all: ['admin-content'] as const,
  banners: () => [...adminContentKeys.all, 'banners'] as const,
  notices: () => [...adminContentKeys.all, 'notices'] as const,
  noticeList: (page: number) => [...adminContentKeys.notices(), 'list', page] as const,
  notice: (id: number) => [...adminContentKeys.notices(), 'detail', id] as const,
  suggestions: () => [...adminContentKeys.all, 'suggestions'] as const,
  suggestionList: (status: SuggestionStatus, page: number) => [...adminContentKeys.suggestions(), status, page] as const,
  auditLog: (page: number) => [...adminContentKeys.all, 'audit-log', page] as const,
};

/** Rows per page on every admin list. */
export const ADMIN_LIST_SIZE = 20;
