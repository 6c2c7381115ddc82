import { useEffect, useState } from 'react';
import { profileImageError } from './profile-image.ts';

/** What saving does with the photo: keep the current one, remove it, or upload a new file. */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; file: File };

export interface ProfilePhoto {
  change: PhotoChange;
  /** What to show: the new file's object URL, the current photo, or null for the placeholder. */
  previewUrl: string | null;
  /** Why the last chosen file was refused (type or size), until another choice. */
  error: string | null;
  select: (file: File | undefined) => void;
  remove: () => void;
}

/**
 * The photo part of profile setup and edit. A chosen file is checked on the client first; a refused
 * file leaves the previous choice in place. The preview's object URL is revoked when replaced or unmounted.
 */
export function useProfilePhoto(currentUrl: string | null = null): ProfilePhoto {
  const [change, setChange] = useState<PhotoChange>({ kind: 'keep' });
  const [error, setError] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const file = change.kind === 'upload' ? change.file : null;

  useEffect(() => {
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const previewUrl = change.kind === 'upload' ? objectUrl : change.kind === 'remove' ? null : currentUrl;

  return {
    change,
    previewUrl,
    error,
    select(next) {
      if (!next) return;
      const problem = profileImageError(next);
      setError(problem);
      if (!problem) setChange({ kind: 'upload', file: next });
    },
    remove() {
      setError(null);
      // Without a photo on the server there is nothing to remove: just drop the chosen file.
      setChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
    },
  };
}
