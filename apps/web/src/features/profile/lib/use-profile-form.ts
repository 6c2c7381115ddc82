import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { normalizeDisplayName, ProfileUpdateRequestSchema } from '@gameshelf/contracts';
import { useDisplayNameAvailability } from '../api/check-display-name.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';

/** The profile form's fields and rules, straight from the contract's update request. */
export const ProfileFormSchema = ProfileUpdateRequestSchema.pick({ displayName: true, bio: true });

/**
 * The profile form (setup and edit): the contract's rules checked on every input, plus the server's
 * availability answer for the nickname. `ownDisplayName` is the user's current nickname (not checked).
 */
export function useProfileForm({
  displayName = '',
  bio = '',
  ownDisplayName,
}: { displayName?: string; bio?: string; ownDisplayName?: string | null } = {}) {
  const queryClient = useQueryClient();
  const form = useContractForm(ProfileFormSchema, { defaultValues: { displayName, bio }, mode: 'onChange' });
  const currentName = useWatch({ control: form.control, name: 'displayName' });
  const availability = useDisplayNameAvailability(currentName, ownDisplayName);

  /** The server refused the nickname on save: show its message and remember the answer for that name. */
  const rejectDisplayName = (name: string, message: string) => {
    queryClient.setQueryData(userKeys.displayNameCheck(normalizeDisplayName(name)), { available: false, message });
    form.setError('displayName', { type: 'server', message }, { shouldFocus: true });
  };

  return { form, availability, rejectDisplayName };
}
