import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountMessages, uploadMessages } from '@gameshelf/contracts';
import { Button, useToast } from '@gameshelf/ui';
import { Form } from '@gameshelf/ui/form';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { describeSaveFailure, isDisplayNameRejected, useSaveProfile } from '../api/update-profile.ts';
import { generateRandomNickname } from '../lib/random-nickname.ts';
import { pathAfterSetup } from '../lib/redirect-path.ts';
import { useProfileForm } from '../lib/use-profile-form.ts';
import { useProfilePhoto } from '../lib/use-profile-photo.ts';
import { ProfileNicknameField } from './nickname-field.tsx';
import { ProfilePhotoField } from './profile-photo-field.tsx';

/** A random nickname refused as taken is replaced after this long (spec 2 §4, §9). */
export const RANDOM_NICKNAME_RETRY_MS = 1000;
/** Random nicknames tried before giving up (a clash of ten random characters is already unlikely). */
export const RANDOM_NICKNAME_MAX_ATTEMPTS = 5;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * /profile-setup: the first visit after sign-in. A nickname (checked as typed and with the server)
 * and an optional photo; or a random 'user-…' nickname. Success goes to the remembered page or home.
 */
export function ProfileSetupScreen() {
  useDocumentTitle('프로필 설정');
  const navigate = useNavigate();
  const toast = useToast();
  const photo = useProfilePhoto();
  const { form, availability, rejectDisplayName } = useProfileForm();
  const save = useSaveProfile();
  const [randomRunning, setRandomRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const saving = save.isPending || randomRunning;
  const displayName = form.watch('displayName');

  // Spec 2 §7: setup sends an empty bio and profileCompleted true.
  const submit = (name: string) => save.mutateAsync({ displayName: name, bio: '', profileCompleted: true, photo: photo.change });
  const finish = () => navigate(pathAfterSetup(), { replace: true });

  const showFailure = (error: unknown, name: string) => {
    const failure = describeSaveFailure(error);
    if (failure.kind === 'field' && failure.field === 'displayName') {
      rejectDisplayName(name, failure.message || accountMessages.displayNameTaken);
    } else if (failure.kind === 'upload') {
      toast.error(uploadMessages.imageUploadFailed);
    } else {
      toast.error(accountMessages.profileSetupFailed);
    }
  };

  const onSubmit = async ({ displayName: name }: { displayName: string }) => {
    try {
      await submit(name);
      void finish();
    } catch (error) {
      showFailure(error, name);
    }
  };

  const startWithRandomNickname = async () => {
    setRandomRunning(true);
    try {
      for (let attempt = 1; ; attempt++) {
        const name = generateRandomNickname();
        form.setValue('displayName', name, { shouldValidate: true });
        try {
          await submit(name);
          if (mounted.current) void finish();
          return;
        } catch (error) {
          if (!mounted.current) return;
          if (!isDisplayNameRejected(error) || attempt >= RANDOM_NICKNAME_MAX_ATTEMPTS) {
            showFailure(error, name);
            return;
          }
          await wait(RANDOM_NICKNAME_RETRY_MS);
          if (!mounted.current) return;
        }
      }
    } finally {
      if (mounted.current) setRandomRunning(false);
    }
  };

  const canSubmit = form.formState.isValid && availability.status !== 'taken' && !saving;

  return (
    <div className="flex flex-1 flex-col px-gutter pt-10 pb-8">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="text-2xl font-bold">프로필 설정</h1>
        <p className="text-sm text-muted-foreground">게임셸프에서 사용할 닉네임을 정해주세요.</p>
      </div>
      <Form form={form} onSubmit={onSubmit} aria-busy={saving || undefined} className="flex flex-1 flex-col gap-8">
        <ProfilePhotoField photo={photo} displayName={displayName} disabled={saving} />
        <ProfileNicknameField form={form} availability={availability} disabled={saving} />
        <div className="mt-auto flex flex-col gap-2">
          <Button type="submit" size="lg" disabled={!canSubmit}>
            시작하기
          </Button>
          <Button variant="ghost" size="lg" disabled={saving} onClick={() => void startWithRandomNickname()}>
            랜덤 닉네임으로 시작하기
          </Button>
        </div>
      </Form>
    </div>
  );
}

export { ProfileSetupScreen as Component };
