import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  COLLECTION_NAME_MAX,
  collectionMessages,
  CollectionRequestSchema,
  commonMessages,
  type Collection,
  type CollectionRequest,
} from '@gameshelf/contracts';
import { BackHeader, Button, LoadingState, SegmentedControl, TextField, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCollection, useSaveCollection } from '../api/collections.ts';

type Visibility = 'public' | 'private';
const VISIBILITY = [
  { value: 'public' as const, label: '공개' },
  { value: 'private' as const, label: '비공개' },
];

/** /collection/new and /collection/{id}/edit (login; spec 2 §2, §5). */
export function CollectionFormScreen() {
  const { collectionId } = useParams();
  const id = collectionId && /^\d+$/.test(collectionId) ? Number(collectionId) : null;
  const editing = collectionId !== undefined;
  useDocumentTitle(editing ? '컬렉션 수정' : '새 컬렉션');
  const navigate = useNavigate();
  const toast = useToast();
  const existing = useCollection(editing ? id : null);

  // Loading the collection to edit failed: back to the list with the spec's message.
  const loadFailed = editing && (id === null || existing.isError);
  useEffect(() => {
    if (!loadFailed) return;
    toast.error(collectionMessages.infoLoadFailed);
    void navigate(paths.collection, { replace: true });
  }, [loadFailed, navigate, toast]);

  const back = () => void navigate(editing && id !== null ? paths.collectionDetail(id) : paths.collection);
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={editing ? '컬렉션 수정' : '새 컬렉션'} onBack={back} />
      {editing && !existing.data ? (
        <LoadingState className="flex-1" label={commonMessages.loading} />
      ) : (
        <CollectionForm key={existing.data?.id ?? 'new'} initial={existing.data ?? null} />
      )}
    </div>
  );
}

/** The name is checked by the contract's rule as it is typed; a name in error cannot be saved. */
function CollectionForm({ initial }: { initial: Collection | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const form = useContractForm(CollectionRequestSchema, {
    defaultValues: { name: initial?.name ?? '', isPublic: initial?.isPublic ?? true },
    mode: 'onChange',
  });
  const { control, formState } = form;
  const save = useSaveCollection(initial?.id ?? null);

  const submit = (request: CollectionRequest) => {
    if (save.isPending) return;
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.success(initial ? collectionMessages.updated : collectionMessages.created);
        void navigate(initial ? paths.collectionDetail(saved.id) : paths.collection);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && (error.isClientError || error.status === 0) ? error.message : collectionMessages.saveFailed,
        ),
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6 px-gutter py-5">
      <FormField
        control={control}
        name="name"
        render={(field) => (
          <TextField label="컬렉션 이름" placeholder="예: 인생 게임" {...field} maxLength={COLLECTION_NAME_MAX} enforceMaxLength={false} />
        )}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">공개 설정</legend>
        <FormField
          control={control}
          name="isPublic"
          render={({ value = true, onChange }) => (
            <>
              <SegmentedControl<Visibility>
                label="공개 설정"
                options={VISIBILITY}
                value={value ? 'public' : 'private'}
                onChange={(visibility) => onChange(visibility === 'public')}
              />
              <p className="text-xs text-muted-foreground">
                {value ? '누구나 이 컬렉션을 볼 수 있어요.' : '나만 볼 수 있어요. 다른 사람에게는 보이지 않아요.'}
              </p>
            </>
          )}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={save.isPending || formState.errors.name !== undefined}>
        {save.isPending ? '저장하는 중...' : initial ? '저장' : '만들기'}
      </Button>
    </Form>
  );
}

export { CollectionFormScreen as Component };
