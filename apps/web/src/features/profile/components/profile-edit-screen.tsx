import { useNavigate } from 'react-router-dom';
import { BIO_MAX, type UserProfile, accountMessages, uploadMessages } from '@gameshelf/contracts';
import { BackHeader, Button, ErrorState, LoadingState, TextArea, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProfile, profileQueryOptions } from '../../../entities/accounts/own-profile.ts';
import { describeSaveFailure, useSaveProfile } from '../api/update-profile.ts';
import { useProfileForm } from '../lib/use-profile-form.ts';
import { useProfilePhoto } from '../lib/use-profile-photo.ts';
import { ProfileNicknameField } from './nickname-field.tsx';
import { ProfilePhotoField } from './profile-photo-field.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

const TITLE = '프로필 수정';
export const PROFILE_UPDATED = '프로필이 수정되었습니다.';

/** /profile-edit: nickname, bio and photo of the signed-in user. Back and success return to /mypage. */
export function ProfileEditScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const profile = useProfile();
  const back = () => navigate(paths.myPage);

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={back} />
      {profile.isPending ? (
        <LoadingState className="flex-1" />
      ) : profile.isError ? (
        <ErrorState
          className="flex-1"
          title={accountMessages.profileLoadFailed}
          message="잠시 후 다시 시도해 주세요."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileEditForm profile={profile.data} />
      )}
    </div>
  );
}

function ProfileEditForm({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const toast = useToast();
  const photo = useProfilePhoto(profile.profileImageUrl);
  const { form, availability, rejectDisplayName } = useProfileForm({
    displayName: profile.displayName ?? '',
    bio: profile.bio,
    ownDisplayName: profile.displayName,
  });
  const save = useSaveProfile();
  const displayName = form.watch('displayName');

  const onSubmit = async (values: { displayName: string; bio: string }) => {
    try {
      await save.mutateAsync({ displayName: values.displayName, bio: values.bio, photo: photo.change });
      toast.success(PROFILE_UPDATED);
      void navigate(paths.myPage, { replace: true });
    } catch (error) {
      const failure = describeSaveFailure(error);
      if (failure.kind === 'field' && failure.field === 'displayName') {
        rejectDisplayName(values.displayName, failure.message || accountMessages.displayNameTaken);
      } else if (failure.kind === 'field') {
        form.setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure.kind === 'upload') {
        toast.error(uploadMessages.imageUploadFailed);
      } else {
        toast.error(accountMessages.profileUpdateFailed);
      }
    }
  };

  // Spec 2 §4: finish stays disabled until the nickname is valid and nothing is being saved.
  const nicknameValid = !form.formState.errors.displayName && availability.status !== 'taken' && form.formState.isValid;
  const canFinish = nicknameValid && !save.isPending;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-busy={save.isPending || undefined}
      className="flex flex-1 flex-col gap-8 px-gutter pt-6 pb-8"
    >
      <ProfilePhotoField photo={photo} displayName={displayName} disabled={save.isPending} />
      <ProfileNicknameField form={form} availability={availability} disabled={save.isPending} />
      <FormField
        control={form.control}
        name="bio"
        render={(field) => (
          <TextArea
            {...field}
            label="자기소개"
            placeholder="나를 소개해 보세요"
            rows={3}
            maxLength={BIO_MAX}
            value={field.value ?? ''}
            disabled={save.isPending}
          />
        )}
      />
      <Button type="submit" size="lg" className="mt-auto" disabled={!canFinish}>
        완료
      </Button>
    </Form>
  );
}

export { ProfileEditScreen as Component };

/** Starts loading the profile the screen reads (signed in only; the guard sends guests to login). */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) void queryClient.prefetchQuery(profileQueryOptions());
  return null;
};
