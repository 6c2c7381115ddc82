import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createNotice, deleteNotice, getNotice, pageAdminNotices, updateNotice, type NoticeInput } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const adminNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminContentKeys.noticeList(page),
    queryFn: ({ signal }) => call(pageAdminNotices, { query: { page, size: ADMIN_LIST_SIZE }, signal }),
  });

export const useAdminNotices = (page: number) => useQuery(adminNoticesQueryOptions(page));

export const adminNoticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminContentKeys.notice(id),
    queryFn: ({ signal }) => call(getNotice, { params: { id }, signal }),
  });

/** The notice being edited; nothing is asked for a new one (`id` null). */
export const useAdminNotice = (id: number | null) => useQuery({ ...adminNoticeQueryOptions(id ?? 0), enabled: id !== null });

function useNoticeMutation<V, R>(mutate: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    // The public notice pages read other keys; these are the operators' own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.notices() }),
  });
}

export const useSaveNotice = () =>
  useNoticeMutation(({ id, input }: { id: number | null; input: NoticeInput }) =>
    id === null ? call(createNotice, { body: input }) : call(updateNotice, { params: { id }, body: input }),
  );

export const useDeleteNotice = () => useNoticeMutation((id: number) => call(deleteNotice, { params: { id } }));
