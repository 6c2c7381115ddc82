import { useMutation } from '@tanstack/react-query';
import {
  InfoSuggestionRequestSchema,
  SUGGESTION_MAX,
  suggestionMessages,
  suggestGameInfo,
  type InfoSuggestionRequest,
} from '@gameshelf/contracts';
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
import { Form, FormField } from '@gameshelf/ui/form';
import { ApiError, call } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';

export interface SuggestionDialogProps {
  gameId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The server's reason (daily limit, a rule, sign in again), else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) return error.message;
  return suggestionMessages.failed;
}

/**
 * 'Suggest an info correction' (spec 1 §2, §5): the text with an N/200 counter, sendable once the
 * contract's `InfoSuggestionRequestSchema` accepts it (5-200 characters); rule messages show once the
 * user has typed, the server's answer (3 a day) under the field until the text changes.
 */
export function SuggestionDialog({ gameId, open, onOpenChange }: SuggestionDialogProps) {
  const toast = useToast();
  const form = useContractForm(InfoSuggestionRequestSchema, { defaultValues: { suggestionText: '' }, mode: 'onChange' });
  const send = useMutation({
    mutationFn: (body: InfoSuggestionRequest) => call(suggestGameInfo, { params: { id: gameId }, body }),
    onSuccess: () => {
      toast.success(suggestionMessages.sent);
      form.reset();
      onOpenChange(false);
    },
    retry: false,
  });

  const submit = (body: InfoSuggestionRequest) => {
    if (!send.isPending) send.mutate(body);
  };
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
        <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            control={form.control}
            name="suggestionText"
            render={(field) => (
              <TextArea
                label="수정할 내용"
                {...field}
                onChange={(value) => {
                  field.onChange(value);
                  if (send.isError) send.reset();
                }}
                maxLength={SUGGESTION_MAX}
                enforceMaxLength={false}
                rows={5}
                placeholder={suggestionMessages.placeholder}
                error={send.isError ? failureMessage(send.error) : field.error}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              취소
            </Button>
            <Button type="submit" disabled={!form.formState.isValid || send.isPending}>
              {send.isPending ? '보내는 중...' : suggestionMessages.submit}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
