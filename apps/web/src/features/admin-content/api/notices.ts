import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticePaths, type MessageResponse, type Notice, type NoticeInput, type NoticePage } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const adminNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminContentKeys.noticeList(page),
    queryFn: ({ signal }) => api.get<NoticePage>(noticePaths.noticesAdmin, { searchParams: { page, size: ADMIN_LIST_SIZE }, signal }),
  });

export const useAdminNotices = (page: number) => useQuery(adminNoticesQueryOptions(page));

export const adminNoticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminContentKeys.notice(id),
    queryFn: ({ signal }) => api.get<Notice>(noticePaths.notice(id), { signal }),
  });

/** The notice being edited; nothing is asked for a new one (`id` null). */
export const useAdminNotice = (id: number | null) => useQuery({ ...adminNoticeQueryOptions(id ?? 0), enabled: id !== null });

function useNoticeMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The public notice pages read other keys; these are the operators' own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.notices() }),
  });
}

export const useSaveNotice = () =>
  useNoticeMutation(({ id, input }: { id: number | null; input: NoticeInput }) =>
    id === null ? api.post<Notice>(noticePaths.notices, { body: input }) : api.put<Notice>(noticePaths.notice(id), { body: input }),
  );

export const useDeleteNotice = () => useNoticeMutation((id: number) => api.delete<MessageResponse>(noticePaths.notice(id)));
