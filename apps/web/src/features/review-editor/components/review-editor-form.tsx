import { useState } from 'react';
import {
  gameDisplayName,
  REVIEW_COMPLETION_LABELS,
  REVIEW_COMPLETION_STATUSES,
  REVIEW_CONTENT_MAX,
  reviewMessages,
  ReviewUpdateSchema,
  type Game,
  type Review,
  type ReviewCompletionStatus,
  type ReviewUpdate,
} from '@gameshelf/contracts';
import { Button, SegmentedControl, StarRatingInput, TextArea, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { DeleteReviewDialog } from '../../../components/delete-review-dialog.tsx';
import { PlatformSelect } from '../../../components/platform-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useDeleteOwnReview, useSaveReview } from '../api/review-editor.ts';
import { reviewFormDefaults } from '../lib/review-form.ts';

const statusOptions = REVIEW_COMPLETION_STATUSES.map((status) => ({ value: status, label: REVIEW_COMPLETION_LABELS[status] }));

/** A server's own words for a refused request (a 4xx or no connection), else the spec's fallback. */
const messageOf = (error: Error, fallback: string) =>
  error instanceof ApiError && (error.isClientError || error.status === 0) ? error.message : fallback;

export interface ReviewEditorFormProps {
  game: Game;
  /** The review being edited, or null for a new one. */
  review: Review | null;
  /** After a save or a delete. */
  onDone: () => void;
}

/**
 * The review form (spec 2 §5): whole stars, the text with its N/2000 counter, completion status and
 * the platform played (the game's platforms), checked by the contract's `ReviewUpdateSchema`. Errors
 * show once a save is tried (too long at once), and a refused save focuses the text when it is at fault.
 * In edit mode the review can be deleted after '이 리뷰를 삭제할까요?'.
 */
export function ReviewEditorForm({ game, review, onDone }: ReviewEditorFormProps) {
  const toast = useToast();
  // Checked on every change, but shown once a save is tried; text over the limit shows at once.
  const form = useContractForm(ReviewUpdateSchema, { defaultValues: reviewFormDefaults(review), mode: 'onChange' });
  const { control, formState } = form;
  const [confirming, setConfirming] = useState(false);
  const save = useSaveReview(game.id, review?.id ?? null);
  const remove = useDeleteOwnReview(game.id);
  const busy = save.isPending || remove.isPending;
  const shown = (error: string | undefined) => (formState.isSubmitted || error === reviewMessages.contentTooLong ? error : undefined);

  const submit = (body: ReviewUpdate) => {
    if (busy) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(saved.message);
        onDone();
      },
      onError: (error) => toast.error(messageOf(error, reviewMessages.saveFailed)),
    });
  };

  const cover = game.localizedCoverImageUrl ?? game.coverImageUrl;
  return (
    <Form form={form} onSubmit={submit} aria-label={review ? '리뷰 수정' : '리뷰 쓰기'} className="flex flex-col gap-6 px-gutter py-5">
      <div className="flex items-center gap-3">
        {cover ? (
          <img src={cover} alt="" className="aspect-[3/4] w-14 shrink-0 rounded-md bg-muted object-cover" />
        ) : (
          <span aria-hidden className="aspect-[3/4] w-14 shrink-0 rounded-md bg-muted" />
        )}
        <p className="text-lg font-bold break-keep">{gameDisplayName(game)}</p>
      </div>

      <FormField
        control={control}
        name="rating"
        render={({ value, onChange, error }) => (
          <div className="flex flex-col gap-1.5">
            <StarRatingInput label="별점" size="lg" value={value} onChange={onChange} disabled={busy} />
            {shown(error) && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        )}
      />

      <FormField
        control={control}
        name="content"
        render={(field) => (
          <TextArea
            label="리뷰"
            placeholder="플레이해 보니 어땠나요? 다른 플레이어에게 도움이 되도록 자유롭게 남겨주세요."
            {...field}
            maxLength={REVIEW_CONTENT_MAX}
            enforceMaxLength={false}
            rows={8}
            error={shown(field.error)}
            disabled={busy}
          />
        )}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">플레이 상태</legend>
        <FormField
          control={control}
          name="completionStatus"
          render={({ value, onChange }) => (
            <SegmentedControl<ReviewCompletionStatus>
              label="플레이 상태"
              options={statusOptions}
              value={value ?? 'BACKLOG'}
              onChange={onChange}
            />
          )}
        />
      </fieldset>

      <FormField
        control={control}
        name="platformPlayedId"
        render={({ value, onChange }) => (
          <PlatformSelect label="플레이한 플랫폼 (선택)" platforms={game.platforms} value={value} onChange={onChange} disabled={busy} />
        )}
      />

      <Button type="submit" size="lg" disabled={busy}>
        {save.isPending ? '저장하는 중...' : review ? '수정 완료' : '리뷰 등록'}
      </Button>

      {review && (
        <>
          <Button variant="ghost" tone="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {remove.isPending ? '삭제하는 중...' : '리뷰 삭제'}
          </Button>
          <DeleteReviewDialog
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() =>
              remove.mutate(review.id, {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  onDone();
                },
                onError: (error) => toast.error(messageOf(error, reviewMessages.deleteFailed)),
              })
            }
          />
        </>
      )}
    </Form>
  );
}
