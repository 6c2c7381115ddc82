import { useState } from 'react';
import { homeMessages, type Banner } from '@gameshelf/contracts';
import { Button, ConfirmDialog, Dialog, DialogContent, DialogHeader, DialogTitle, EmptyState, useToast } from '@gameshelf/ui';
import { useAdminBanners, useDeleteBanner, useReorderBanners, useUpdateBanner } from '../api/banners.ts';
import { bannerToInput } from '../lib/banner-input.ts';
import { moveItem, sameOrder } from '../lib/banner-order.ts';
import { adminQueryState } from './admin-query-state.tsx';
import { AdminShell } from './admin-shell.tsx';
import { BannerForm } from './banner-form.tsx';
import { BannerRow } from './banner-row.tsx';

type Editing = { banner: Banner | null } | null;

/** Moves focus to the moved banner's button again (or its other arrow at either end), after React moved the row. */
function refocus(id: number, step: -1 | 1) {
  requestAnimationFrame(() => {
    const same = document.getElementById(`banner-${id}-${step === -1 ? 'up' : 'down'}`) as HTMLButtonElement | null;
    const other = document.getElementById(`banner-${id}-${step === -1 ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}

function BannerList() {
  const toast = useToast();
  const query = useAdminBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const [order, setOrder] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const state = adminQueryState(query, '배너를 불러오지 못했습니다.');
  if (state) return state;
  const saved = query.data ?? [];
  const savedIds = saved.map((b) => b.id);
  const byId = new Map(saved.map((b) => [b.id, b]));
  // A stale order (a banner added or deleted meanwhile) is dropped.
  const currentIds = order && sameOrder([...order].sort(), [...savedIds].sort()) ? order : savedIds;
  const banners = currentIds.map((id) => byId.get(id)!);
  const changed = !sameOrder(currentIds, savedIds);

  const move = (index: number, step: -1 | 1) => {
    setOrder(moveItem(currentIds, index, step));
    refocus(currentIds[index]!, step);
  };
  const saveOrder = () =>
    reorder.mutate(currentIds, {
      onSuccess: () => {
        setOrder(null);
        toast.success('배너 순서를 저장했습니다.');
      },
      onError: (error) => toast.error(error.message),
    });
  const toggle = (banner: Banner, isActive: boolean) =>
    update.mutate(
      { id: banner.id, input: bannerToInput(banner, { isActive }) },
      {
        onSuccess: () => toast.success(isActive ? '배너를 홈에 노출합니다.' : '배너를 홈에서 숨겼습니다.'),
        onError: (error) => toast.error(error.message),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(homeMessages.bannerDeleted),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="flex flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-gutter pt-4 pb-2">
        <p className="text-sm text-muted-foreground">배너 {saved.length}개 · 위에서부터 홈에 보이는 순서</p>
        <Button size="sm" onClick={() => setEditing({ banner: null })}>
          배너 추가
        </Button>
      </div>
      {changed && (
        <div role="status" className="mx-gutter flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2">
          <span className="text-sm">순서를 바꿨어요. 저장해야 반영돼요.</span>
          <span className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOrder(null)} disabled={reorder.isPending}>
              되돌리기
            </Button>
            <Button size="sm" onClick={saveOrder} disabled={reorder.isPending}>
              {reorder.isPending ? '저장하는 중...' : '순서 저장'}
            </Button>
          </span>
        </div>
      )}
      {banners.length === 0 ? (
        <EmptyState className="flex-1" title="등록된 배너가 없습니다." description="배너를 추가하면 홈 화면 위쪽에 보여요." />
      ) : (
        <ul aria-label="배너 목록">
          {banners.map((banner, index) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              position={index}
              count={banners.length}
              busy={update.isPending}
              onMove={(step) => move(index, step)}
              onToggle={(active) => toggle(banner, active)}
              onEdit={() => setEditing({ banner })}
              onDelete={() => setDeleting(banner)}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{editing?.banner ? '배너 수정' : '배너 추가'}</DialogTitle>
          </DialogHeader>
          {editing && <BannerForm banner={editing.banner} count={saved.length} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="배너를 삭제할까요?"
        description={deleting ? `'${deleting.title}' 배너가 홈에서 사라지고 되돌릴 수 없어요.` : undefined}
        confirmLabel="삭제"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** /admin/banners: the home banners in display order, with create, edit, reorder, show/hide and delete. */
export function BannersScreen() {
  return (
    <AdminShell title="배너 관리">
      <BannerList />
    </AdminShell>
  );
}

export { BannersScreen as Component };
