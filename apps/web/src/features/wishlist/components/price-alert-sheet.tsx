import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gameDisplayName,
  updateWishlistEntry,
  wishlistMessages,
  type WishlistEntry,
  type WishlistUpdateRequest,
} from '@gameshelf/contracts';
import { BottomSheet, Button, Switch, TextField, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { call } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { formatPriceInput } from '../../../lib/price-input.ts';
import { PriceAlertFormSchema, priceAlertFormDefaults } from '../lib/price-alert-form.ts';
import { wishlistKeys } from '../../../entities/wishlist/wishlist.ts';

export type PriceAlertSheetProps = {
  /** The entry whose alert is set; the form starts from its settings. */
  entry: WishlistEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A wishlist entry's price alert (issue 36): on or off, and an optional target price in won. Checked
 * with the contract's rule for target prices before it is sent; the server checks it again.
 */
export function PriceAlertSheet({ entry, open, onOpenChange }: PriceAlertSheetProps) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={wishlistMessages.alertSettings}
      description={entry ? gameDisplayName({ name: entry.gameName, nameKo: entry.gameNameKo }) : undefined}
    >
      {entry && <PriceAlertForm key={entry.id} entry={entry} onDone={() => onOpenChange(false)} />}
    </BottomSheet>
  );
}

function PriceAlertForm({ entry, onDone }: { entry: WishlistEntry; onDone: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useContractForm(PriceAlertFormSchema, { defaultValues: priceAlertFormDefaults(entry), mode: 'onSubmit' });
  const enabled = form.watch('priceAlertEnabled');
  const save = useMutation({
    mutationFn: (body: WishlistUpdateRequest) => call(updateWishlistEntry, { params: { id: entry.id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.lists() });
      toast.success(wishlistMessages.alertSaved);
      onDone();
    },
    onError: (failure) => toast.error(failure.message || wishlistMessages.processingFailed),
    retry: false,
  });

  return (
    <Form form={form} onSubmit={(values: WishlistUpdateRequest) => save.mutate(values)} className="flex flex-col gap-5 pb-2">
      <FormField
        control={form.control}
        name="priceAlertEnabled"
        render={({ value, onChange }) => (
          <Switch
            label={wishlistMessages.priceAlert}
            description={wishlistMessages.priceAlertHint}
            checked={value}
            onCheckedChange={onChange}
          />
        )}
      />
      <FormField
        control={form.control}
        name="targetPrice"
        render={(field) => (
          <TextField
            {...field}
            label={`${wishlistMessages.targetPrice} (원)`}
            inputMode="numeric"
            placeholder="예: 15,000"
            onChange={(value) => field.onChange(formatPriceInput(value))}
            disabled={!enabled}
            hint={wishlistMessages.targetPriceHint}
          />
        )}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? '저장 중…' : '저장'}
      </Button>
    </Form>
  );
}
