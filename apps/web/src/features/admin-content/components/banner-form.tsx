import { useWatch } from 'react-hook-form';
import {
  BANNER_DESCRIPTION_MAX,
  BANNER_LINK_TYPES,
  BANNER_TITLE_MAX,
  BannerInputSchema,
  homeMessages,
  type Banner,
  type BannerInput,
} from '@gameshelf/contracts';
import { Button, SegmentedControl, Switch, TextArea, TextField, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useCreateBanner, useUpdateBanner } from '../api/banners.ts';
import { bannerFormDefaults, LINK_TYPE_LABELS } from '../lib/banner-input.ts';
import { serverFieldError } from '../lib/server-field.ts';
import { BannerImageField } from './banner-image-field.tsx';

const FIELDS = ['title', 'description', 'imageUrl', 'linkType', 'linkUrl', 'backgroundColor', 'displayOrder'] as const;
const LINK_OPTIONS = BANNER_LINK_TYPES.map((value) => ({ value, label: LINK_TYPE_LABELS[value] }));
const LINK_HINTS = { NONE: '눌러도 이동하지 않아요.', INTERNAL: '예: /games', EXTERNAL: '예: https://example.com' } as const;

/** Create (banner null) or edit a banner with the contract's rules; the server's 400 shows at its field. */
export function BannerForm({ banner, count, onDone }: { banner: Banner | null; count: number; onDone: () => void }) {
  const toast = useToast();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useContractForm(BannerInputSchema, { defaultValues: bannerFormDefaults(banner, count) });
  const { control, formState, setError, setValue, clearErrors } = form;
  const linkType = useWatch({ control, name: 'linkType' }) ?? 'NONE';
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const pending = create.isPending || update.isPending;

  const submit = (input: BannerInput) => {
    const done = {
      onSuccess: () => {
        toast.success(banner ? homeMessages.bannerUpdated : homeMessages.bannerCreated);
        onDone();
      },
      onError: (error: Error) => {
        const problem = serverFieldError(error, FIELDS);
        if (problem) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
        else toast.error(error.message);
      },
    };
    if (banner) update.mutate({ id: banner.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <BannerImageField
        imageUrl={imageUrl}
        error={formState.errors.imageUrl?.message}
        onUploaded={(url) => {
          setValue('imageUrl', url, { shouldDirty: true });
          clearErrors('imageUrl');
        }}
        onFailed={(message) => setError('imageUrl', { type: 'server', message })}
      />
      <FormField
        control={control}
        name="title"
        render={(field) => <TextField label="제목" {...field} maxLength={BANNER_TITLE_MAX} enforceMaxLength={false} />}
      />
      <FormField
        control={control}
        name="description"
        render={(field) => (
          <TextArea
            label="설명 (선택)"
            {...field}
            value={field.value ?? ''}
            rows={2}
            maxLength={BANNER_DESCRIPTION_MAX}
            enforceMaxLength={false}
          />
        )}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">링크</legend>
        <FormField
          control={control}
          name="linkType"
          render={(field) => (
            <SegmentedControl
              label="링크 종류"
              options={LINK_OPTIONS}
              value={field.value ?? 'NONE'}
              onChange={(value) => {
                field.onChange(value);
                if (value === 'NONE') setValue('linkUrl', '');
              }}
            />
          )}
        />
        <FormField
          control={control}
          name="linkUrl"
          render={(field) => (
            <TextField label="링크 주소" {...field} value={field.value ?? ''} disabled={linkType === 'NONE'} hint={LINK_HINTS[linkType]} />
          )}
        />
      </fieldset>
      <FormField
        control={control}
        name="isActive"
        render={(field) => (
          <Switch
            label="홈에 노출"
            description="끄면 홈 화면에 보이지 않아요."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          취소
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? '저장하는 중...' : '저장'}
        </Button>
      </div>
    </Form>
  );
}
