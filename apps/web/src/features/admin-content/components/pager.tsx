import { Button } from '@gameshelf/ui';

/** Previous and next page of an admin list ('2 / 5쪽'); pages count from 0. */
export function Pager({
  page,
  totalElements,
  size,
  onChange,
}: {
  page: number;
  totalElements: number;
  size: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(totalElements / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label="페이지" className="flex items-center justify-between gap-2 px-gutter py-4">
      <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        이전
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {page + 1} / {pages}쪽
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages - 1} onClick={() => onChange(page + 1)}>
        다음
      </Button>
    </nav>
  );
}
