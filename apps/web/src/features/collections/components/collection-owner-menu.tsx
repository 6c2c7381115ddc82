import { useState } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { collectionMessages, type Collection } from '@gameshelf/contracts';
import { Button, ConfirmDialog, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDeleteCollection } from '../api/collections.ts';

/** The owner's menu on a collection: edit, or delete after confirming (then back to the list). */
export function CollectionOwnerMenu({ collection }: { collection: Collection }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCollection(collection.id);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="컬렉션 메뉴">
            <EllipsisVertical aria-hidden className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void navigate(paths.collectionEdit(collection.id))}>수정</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            삭제
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={collectionMessages.deleteConfirmTitle}
        description={collectionMessages.deleteConfirmDescription}
        confirmLabel="삭제"
        tone="danger"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(collectionMessages.deleted);
              void navigate(paths.collection);
            },
            onError: () => toast.error(collectionMessages.deleteFailed),
          })
        }
      />
    </>
  );
}
