import { useId, useRef } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { PROFILE_IMAGE_ACCEPT, uploadMessages } from '@gameshelf/contracts';
import { Avatar, Button } from '@gameshelf/ui';
import type { ProfilePhoto } from '../lib/use-profile-photo.ts';

export const PHOTO_INPUT_LABEL = '프로필 사진 파일';

export interface ProfilePhotoFieldProps {
  photo: ProfilePhoto;
  /** The nickname, for the placeholder's initial. */
  displayName?: string | null;
  disabled?: boolean;
}

/**
 * Optional profile photo: a preview (or the placeholder), a choose/change button over a hidden file
 * input, a remove button while there is a photo, the JPG/PNG hint and the client-side refusal.
 */
export function ProfilePhotoField({ photo, displayName, disabled }: ProfilePhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { legend: useId(), hint: useId(), error: useId() };
  const hasPhoto = photo.previewUrl !== null;
  return (
    <fieldset
      data-slot="profile-photo-field"
      aria-labelledby={ids.legend}
      aria-describedby={photo.error ? `${ids.hint} ${ids.error}` : ids.hint}
      className="flex flex-col items-center gap-3"
    >
      <legend id={ids.legend} className="sr-only">
        프로필 사진 (선택)
      </legend>
      <Avatar
        size="xl"
        src={photo.previewUrl}
        name={displayName}
        alt={hasPhoto ? '프로필 사진 미리보기' : undefined}
        data-testid="profile-photo-preview"
      />
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
          <Camera aria-hidden />
          {hasPhoto ? '사진 변경' : '사진 선택'}
        </Button>
        {hasPhoto && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={photo.remove}>
            <Trash2 aria-hidden />
            사진 삭제
          </Button>
        )}
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {uploadMessages.imageHint}
      </p>
      {photo.error && (
        <p id={ids.error} role="alert" data-slot="profile-photo-error" className="text-xs text-danger">
          {photo.error}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_IMAGE_ACCEPT}
        aria-label={PHOTO_INPUT_LABEL}
        hidden
        disabled={disabled}
        onChange={(event) => {
          photo.select(event.currentTarget.files?.[0]);
          // The same file can be chosen again after a removal.
          event.currentTarget.value = '';
        }}
      />
    </fieldset>
  );
}
