import { useId, type ChangeEvent } from 'react';
import { buttonVariants, cn } from '@gameshelf/ui';
import { useUploadBannerImage } from '../api/banners.ts';

/**
 * The banner's picture: choose a file, it is uploaded at once and its address becomes the banner's
 * `imageUrl`; the preview shows what the home carousel will show.
 */
export function BannerImageField({
  imageUrl,
  error,
  onUploaded,
  onFailed,
}: {
  imageUrl: string;
  error?: string;
  onUploaded: (imageUrl: string) => void;
  onFailed: (message: string) => void;
}) {
  const id = useId();
  const upload = useUploadBannerImage();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || upload.isPending) return;
    upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.imageUrl), onError: (failure) => onFailed(failure.message) });
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-foreground" id={`${id}-label`}>
        배너 이미지
      </span>
      <div className="flex aspect-[16/7] items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
        {imageUrl ? (
          <img src={imageUrl} alt="선택한 배너 이미지 미리보기" className="size-full object-cover" />
        ) : (
          <span className="text-sm text-muted-foreground">{upload.isPending ? '업로드하는 중...' : '아직 이미지가 없어요'}</span>
        )}
      </div>
      <label
        htmlFor={`${id}-file`}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start has-[:focus-visible]:ring-2')}
      >
        {upload.isPending ? '업로드하는 중...' : imageUrl ? '다른 이미지 선택' : '이미지 선택'}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-busy={upload.isPending}
          onChange={choose}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
