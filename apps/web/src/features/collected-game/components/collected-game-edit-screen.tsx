import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  COMPLETION_STEP,
  gameDisplayName,
  PERSONAL_NOTES_MAX,
  PLAY_STATUS_LABELS,
  PLAY_STATUSES,
  PLAYTIME_HOURS_MAX,
  PURCHASE_STORE_MAX,
  catalogMessages,
  collectionMessages,
  commonMessages,
  type CollectedGameUpdate,
  type CollectionGame,
  type PlayStatus,
} from '@gameshelf/contracts';
import { BackHeader, Button, ErrorState, LoadingState, NotFoundState, SegmentedControl, Slider, TextField, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { PlatformSelect } from '../../../components/platform-select.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { koreanToday } from '../../../lib/korean-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCollectedGame, useSaveCollectedGame } from '../api/collected-game.ts';
import { CollectedGameFormSchema, toForm, withStatus } from '../lib/collected-game-form.ts';
import { formatPriceInput } from '../../../lib/price-input.ts';

const TITLE = '게임 정보 수정';

const positiveId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const statusOptions = PLAY_STATUSES.map((status) => ({ value: status, label: PLAY_STATUS_LABELS[status] }));
/** The playtime field takes digits only, as many as the largest playtime has. */
const PLAYTIME_DIGITS = String(PLAYTIME_HOURS_MAX).length;

/**
 * /collection/{id}/game/{gameId}/edit (login; spec 2 §2, §4, §5): play status with its rules (no
 * playtime or progress before playing, the progress slider only while playing), purchase record and memo.
 */
export function CollectedGameEditScreen() {
  useDocumentTitle(TITLE);
  const params = useParams();
  const collectionId = positiveId(params.collectionId);
  const gameId = positiveId(params.gameId);
  const navigate = useNavigate();
  const query = useCollectedGame(collectionId, gameId);
  const back = () => void navigate(collectionId ? paths.collectionDetail(collectionId) : paths.collection);

  if (collectionId === null || gameId === null) {
    return (
      <ErrorState className="flex-1" title={collectionMessages.requiredParamsMissing} message="" retryLabel="컬렉션으로" onRetry={back} />
    );
  }
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={back} />
      {query.isPending ? (
        <LoadingState className="flex-1" label={commonMessages.loading} />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.isNotFound ? (
          <NotFoundState
            className="flex-1"
            title={catalogMessages.gameNotFound}
            action={<Button onClick={back}>컬렉션으로 돌아가기</Button>}
          />
        ) : (
          <ErrorState
            title={collectionMessages.collectedGameLoadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <EditForm key={query.data.id} entry={query.data} collectionId={collectionId} onDone={back} />
      )}
    </div>
  );
}

/** Checked by the contract as it is typed; a record in error cannot be saved. */
function EditForm({ entry, collectionId, onDone }: { entry: CollectionGame; collectionId: number; onDone: () => void }) {
  const toast = useToast();
  const form = useContractForm(CollectedGameFormSchema, { defaultValues: toForm(entry), mode: 'onChange' });
  const { control, formState, getValues, setValue } = form;
  const playStatus = useWatch({ control, name: 'playStatus' });
  const save = useSaveCollectedGame(collectionId, entry.gameId);
  // A purchase date cannot be later than today in Korea.
  const today = koreanToday();

  const submit = (update: CollectedGameUpdate) => {
    if (save.isPending) return;
    save.mutate(update, {
      onSuccess: () => {
        toast.success(collectionMessages.gameUpdated);
        onDone();
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && (error.isClientError || error.status === 0) ? error.message : collectionMessages.gameUpdateFailed,
        ),
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6 px-gutter py-5">
      <p className="text-lg font-bold">{gameDisplayName({ name: entry.gameName, nameKo: entry.gameNameKo })}</p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">플레이 상태</legend>
        <FormField
          control={control}
          name="playStatus"
          render={({ value, onChange }) => (
            <SegmentedControl<PlayStatus>
              label="플레이 상태"
              options={statusOptions}
              value={value}
              onChange={(status) => {
                const ruled = withStatus(getValues(), status);
                setValue('playtimeHours', ruled.playtimeHours, { shouldValidate: true });
                setValue('completionPercentage', ruled.completionPercentage);
                onChange(status);
              }}
            />
          )}
        />
      </fieldset>

      {playStatus !== 'BACKLOG' && (
        <FormField
          control={control}
          name="playtimeHours"
          render={(field) => (
            <TextField
              label="플레이 시간 (시간)"
              inputMode="numeric"
              {...field}
              onChange={(value) => field.onChange(value.replace(/\D/g, '').slice(0, PLAYTIME_DIGITS))}
              // An emptied field says nothing until a save is tried.
              error={formState.isSubmitted || field.value !== '' ? field.error : undefined}
            />
          )}
        />
      )}
      {playStatus === 'PLAYING' && (
        <FormField
          control={control}
          name="completionPercentage"
          render={({ value, onChange }) => (
            <Slider label="진행률" value={value} onChange={onChange} step={COMPLETION_STEP} valueText={(percent) => `${percent}%`} />
          )}
        />
      )}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">구매 정보</legend>
        <FormField
          control={control}
          name="purchasePrice"
          render={(field) => (
            <TextField
              label="구매 가격 (원)"
              inputMode="numeric"
              placeholder="예: 64,800"
              {...field}
              onChange={(value) => field.onChange(formatPriceInput(value))}
            />
          )}
        />
        <FormField
          control={control}
          name="purchaseDate"
          render={(field) => <TextField label="구매일" type="date" max={today} {...field} />}
        />
        <FormField
          control={control}
          name="purchasePlatformId"
          render={({ value, onChange }) => (
            <PlatformSelect label="구매 플랫폼" platforms={entry.gamePlatforms} value={value} onChange={onChange} />
          )}
        />
        <FormField
          control={control}
          name="purchaseStore"
          render={(field) => <TextField label="구매처" placeholder="예: 닌텐도 eShop" {...field} maxLength={PURCHASE_STORE_MAX} />}
        />
      </fieldset>

      <FormField
        control={control}
        name="personalNotes"
        render={(field) => <TextField label="메모" {...field} maxLength={PERSONAL_NOTES_MAX} enforceMaxLength={false} />}
      />

      <Button type="submit" size="lg" disabled={save.isPending || !formState.isValid}>
        {save.isPending ? '저장하는 중...' : '저장'}
      </Button>
    </Form>
  );
}

export { CollectedGameEditScreen as Component };
