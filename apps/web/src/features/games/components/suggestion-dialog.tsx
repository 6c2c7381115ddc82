import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SUGGESTION_MAX, suggestionError, suggestionMessages, suggestGameInfo } from '@gameshelf/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextArea,
  useToast,
} from '@gameshelf/ui';
import { ApiError, call } from '../../../lib/api-client.ts';

export interface SuggestionDialogProps {
  gameId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const sendSuggestion = (gameId: number, suggestionText: string) =>
  call(suggestGameInfo, { params: { id: gameId }, body: { suggestionText } });

/** The server's reason (daily limit, a rule, sign in again), else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) return error.message;
  return suggestionMessages.failed;
}

/**
 * 'Suggest an info correction' (spec 1 §2, §5): the text with an N/200 counter, sendable at 5-200
 * characters; rule messages show once the user has typed, the server's answer (3 a day) under the field.
 */
export function SuggestionDialog({ gameId, open, onOpenChange }: SuggestionDialogProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: () => sendSuggestion(gameId, text.trim()),
    onSuccess: () => {
      toast.success(suggestionMessages.sent);
      setText('');
      setTouched(false);
      onOpenChange(false);
    },
    retry: false,
  });
  const problem = suggestionError(text);
  const error = send.isError ? failureMessage(send.error) : touched ? (problem ?? undefined) : undefined;

  const close = (next: boolean) => {
    if (!next) send.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md" data-slot="suggestion-dialog">
        <DialogHeader>
          <DialogTitle>{suggestionMessages.title}</DialogTitle>
          <DialogDescription>{suggestionMessages.description}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (problem === null && !send.isPending) send.mutate();
          }}
        >
          <TextArea
            label="수정할 내용"
            value={text}
            onChange={(value) => {
              setText(value);
              setTouched(true);
              if (send.isError) send.reset();
            }}
            maxLength={SUGGESTION_MAX}
            enforceMaxLength={false}
            rows={5}
            placeholder={suggestionMessages.placeholder}
            error={error}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              취소
            </Button>
            <Button type="submit" disabled={problem !== null || send.isPending}>
              {send.isPending ? '보내는 중...' : suggestionMessages.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
