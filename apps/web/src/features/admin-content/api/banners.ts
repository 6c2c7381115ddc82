import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBanner,
  deleteBanner,
  listAllBanners,
  reorderBanners,
  updateBanner,
  uploadBannerImage,
  type BannerInput,
} from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { adminContentKeys } from './admin-keys.ts';

export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.banners(),
    queryFn: ({ signal }) => call(listAllBanners, { signal }),
  });

/** Every banner, active or not, in display order. */
export const useAdminBanners = () => useQuery(adminBannersQueryOptions());

function useBannerMutation<V, R>(mutate: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.banners() }),
  });
}

export const useCreateBanner = () => useBannerMutation((input: BannerInput) => call(createBanner, { body: input }));

export const useUpdateBanner = () =>
  useBannerMutation(({ id, input }: { id: number; input: BannerInput }) => call(updateBanner, { params: { id }, body: input }));

export const useDeleteBanner = () => useBannerMutation((id: number) => call(deleteBanner, { params: { id } }));

/** Saves the whole order in one call (first shown first). */
export const useReorderBanners = () => useBannerMutation((bannerIds: number[]) => call(reorderBanners, { body: { bannerIds } }));

/** Uploads a picture for a banner; answers the address to put in `imageUrl`. */
export const useUploadBannerImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call(uploadBannerImage, { body });
    },
  });
