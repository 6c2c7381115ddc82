import { reviewMessages } from '@gameshelf/contracts';
import { ConfirmDialog } from '@gameshelf/ui';

/** '이 리뷰를 삭제할까요?' before one's own review is deleted (spec 2 §2). */
export function DeleteReviewDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reviewMessages.deleteConfirm}
      confirmLabel="삭제"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
