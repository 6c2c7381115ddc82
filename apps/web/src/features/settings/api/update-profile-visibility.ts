import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserProfile, updateAccountSettings } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../entities/profiles/profile-keys.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';

/**
 * The profile visibility switch: the own profile (its source) takes the new value at once; a
 * failed save puts the old one back and calls `onError`. Public profiles are refetched either way.
 */
export function useUpdateProfileVisibility({ onSaved, onError }: { onSaved: (isPublic: boolean) => void; onError: () => void }) {
  const queryClient = useQueryClient();
  const setVisibility = (isPublicProfile: boolean) =>
    queryClient.setQueryData<UserProfile>(userKeys.profile(), (profile) => profile && { ...profile, isPublicProfile });
  return useMutation({
    mutationFn: (isPublicProfile: boolean) => call(updateAccountSettings, { body: { isPublicProfile } }),
    onMutate: async (isPublicProfile) => {
      await queryClient.cancelQueries({ queryKey: userKeys.profile() });
      const previous = queryClient.getQueryData<UserProfile>(userKeys.profile())?.isPublicProfile;
      setVisibility(isPublicProfile);
      return { previous };
    },
    onSuccess: (settings) => {
      setVisibility(settings.isPublicProfile);
      onSaved(settings.isPublicProfile);
    },
    onError: (_error, _next, context) => {
      if (context?.previous !== undefined) setVisibility(context.previous);
      onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
