import { Copy, Mail, MessageCircle, AtSign } from 'lucide-react';
import type { SupportContactKind } from '@gameshelf/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  LoadingState,
  useToast,
} from '@gameshelf/ui';
import { useSupportContacts } from '../../../entities/support/support-contacts.ts';
import { copyText } from '../lib/copy-text.ts';

export const COPIED = '복사했어요.';
export const COPY_FAILED = '복사하지 못했어요. 길게 눌러 직접 복사해 주세요.';

const ICONS: Record<SupportContactKind, typeof Mail> = { messenger: MessageCircle, social: AtSign, email: Mail };

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The team's channels (spec 2 §1), each with a copy button and a toast on success or failure. */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const contacts = useSupportContacts(open);
  const toast = useToast();
  const copy = async (value: string) => {
    if (await copyText(value)) toast.success(COPIED);
    else toast.error(COPY_FAILED);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" data-slot="feedback-dialog">
        <DialogHeader>
          <DialogTitle>의견 보내기</DialogTitle>
          <DialogDescription>불편한 점이나 바라는 기능을 알려 주세요. 아래 채널로 연락하시면 빠르게 답해 드릴게요.</DialogDescription>
        </DialogHeader>
        {contacts.isPending && <LoadingState label="연락처를 불러오는 중" />}
        {contacts.isError && (
          <ErrorState title="연락처를 불러오지 못했어요" message={contacts.error.message} onRetry={() => void contacts.refetch()} />
        )}
        {contacts.data && (
          <ul className="flex flex-col gap-2">
            {contacts.data.contacts.map((contact) => {
              const Icon = ICONS[contact.kind];
              return (
                <li key={contact.kind} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5">
                  <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-xs text-muted-foreground">{contact.label}</span>
                    {contact.url ? (
                      <a
                        href={contact.url}
                        target={contact.kind === 'email' ? undefined : '_blank'}
                        rel="noreferrer"
                        className="truncate text-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {contact.value}
                      </a>
                    ) : (
                      <span className="truncate text-sm font-medium">{contact.value}</span>
                    )}
                  </span>
                  <Button variant="outline" size="sm" aria-label={`${contact.label} 복사`} onClick={() => void copy(contact.value)}>
                    <Copy aria-hidden className="size-4" />
                    복사
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
