import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homePaths, type Banner, type BannerInput, type MessageResponse } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { adminContentKeys } from './admin-keys.ts';

export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.banners(),
    queryFn: ({ signal }) => api.get<Banner[]>(homePaths.bannersAdmin, { signal }),
  });

/** Every banner, active or not, in display order. */
export const useAdminBanners = () => useQuery(adminBannersQueryOptions());

function useBannerMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.banners() }),
  });
}

export const useCreateBanner = () => useBannerMutation((input: BannerInput) => api.post<Banner>(homePaths.banners, { body: input }));

export const useUpdateBanner = () =>
  useBannerMutation(({ id, input }: { id: number; input: BannerInput }) => api.put<Banner>(homePaths.banner(id), { body: input }));

export const useDeleteBanner = () => useBannerMutation((id: number) => api.delete<MessageResponse>(homePaths.banner(id)));

/** Saves the whole order in one call (first shown first). */
export const useReorderBanners = () =>
  useBannerMutation((bannerIds: number[]) => api.put<Banner[]>(homePaths.bannerOrder, { body: { bannerIds } }));

/** Uploads a picture for a banner; answers the address to put in `imageUrl`. */
export const useUploadBannerImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ imageUrl: string }>(homePaths.bannerImageUpload, { body });
    },
  });
