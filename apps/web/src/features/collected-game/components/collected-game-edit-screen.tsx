import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  COMPLETION_STEP,
  gameDisplayName,
  PERSONAL_NOTES_MAX,
  PLAY_STATUS_LABELS,
  PLAY_STATUSES,
  PURCHASE_STORE_MAX,
  catalogMessages,
  collectionMessages,
  commonMessages,
  type CollectionGame,
  type PlayStatus,
} from '@gameshelf/contracts';
import { BackHeader, Button, ErrorState, LoadingState, NotFoundState, SegmentedControl, Slider, TextField, useToast } from '@gameshelf/ui';
import { PlatformSelect } from '../../../components/platform-select.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { koreanToday } from '../../../lib/korean-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCollectedGame, useSaveCollectedGame } from '../api/collected-game.ts';
import { formatPriceInput, toForm, toUpdate, validate, withStatus, type CollectedGameForm } from '../lib/collected-game-form.ts';

const TITLE = '게임 정보 수정';

const positiveId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const statusOptions = PLAY_STATUSES.map((status) => ({ value: status, label: PLAY_STATUS_LABELS[status] }));

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

function EditForm({ entry, collectionId, onDone }: { entry: CollectionGame; collectionId: number; onDone: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState<CollectedGameForm>(() => toForm(entry));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveCollectedGame(collectionId, entry.gameId);
  // A purchase date cannot be later than today in Korea.
  const today = koreanToday();
  const errors = validate(form, today);
  const hasErrors = Object.keys(errors).length > 0;
  const set = (patch: Partial<CollectedGameForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    setSubmitted(true);
    if (hasErrors || save.isPending) return;
    save.mutate(toUpdate(form), {
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
    <form
      className="flex flex-col gap-6 px-gutter py-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-lg font-bold">{gameDisplayName({ name: entry.gameName, nameKo: entry.gameNameKo })}</p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">플레이 상태</legend>
        <SegmentedControl<PlayStatus>
          label="플레이 상태"
          options={statusOptions}
          value={form.playStatus}
          onChange={(status) => setForm((f) => withStatus(f, status))}
        />
      </fieldset>

      {form.playStatus !== 'BACKLOG' && (
        <TextField
          label="플레이 시간 (시간)"
          inputMode="numeric"
          value={form.playtimeHours}
          onChange={(value) => set({ playtimeHours: value.replace(/\D/g, '').slice(0, 4) })}
          error={submitted || form.playtimeHours !== '' ? errors.playtimeHours : undefined}
        />
      )}
      {form.playStatus === 'PLAYING' && (
        <Slider
          label="진행률"
          value={form.completionPercentage}
          onChange={(completionPercentage) => set({ completionPercentage })}
          step={COMPLETION_STEP}
          valueText={(value) => `${value}%`}
        />
      )}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">구매 정보</legend>
        <TextField
          label="구매 가격 (원)"
          inputMode="numeric"
          placeholder="예: 64,800"
          value={form.purchasePrice}
          onChange={(value) => set({ purchasePrice: formatPriceInput(value) })}
        />
        <TextField
          label="구매일"
          type="date"
          max={today}
          value={form.purchaseDate}
          onChange={(value) => set({ purchaseDate: value })}
          error={errors.purchaseDate}
        />
        <PlatformSelect
          label="구매 플랫폼"
          platforms={entry.gamePlatforms}
          value={form.purchasePlatformId === '' ? null : Number(form.purchasePlatformId)}
          onChange={(id) => set({ purchasePlatformId: id === null ? '' : String(id) })}
        />
        <TextField
          label="구매처"
          placeholder="예: 닌텐도 eShop"
          value={form.purchaseStore}
          onChange={(value) => set({ purchaseStore: value })}
          maxLength={PURCHASE_STORE_MAX}
          error={errors.purchaseStore}
        />
      </fieldset>

      <TextField
        label="메모"
        value={form.personalNotes}
        onChange={(value) => set({ personalNotes: value })}
        maxLength={PERSONAL_NOTES_MAX}
        enforceMaxLength={false}
        error={errors.personalNotes}
      />

      <Button type="submit" size="lg" disabled={save.isPending || hasErrors}>
        {save.isPending ? '저장하는 중...' : '저장'}
      </Button>
    </form>
  );
}

export { CollectedGameEditScreen as Component };
