import { ArrowDown, ArrowUp } from 'lucide-react';
import type { Banner } from '@gameshelf/contracts';
import { Badge, Button, Switch } from '@gameshelf/ui';
import { bannerLinkText } from '../lib/banner-input.ts';

export type BannerRowProps = {
  banner: Banner;
  position: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One banner in display order: picture, title, link, the active switch and its actions. */
export function BannerRow({ banner, position, count, busy, onMove, onToggle, onEdit, onDelete }: BannerRowProps) {
  return (
    <li className="flex flex-col gap-3 border-b border-border px-gutter py-4" aria-label={`${position + 1}번째 배너: ${banner.title}`}>
      <div className="flex gap-3">
        <img src={banner.imageUrl} alt="" className="h-16 w-28 shrink-0 rounded-md bg-muted object-cover" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex items-center gap-2 font-semibold break-keep">
            <span className="text-sm text-muted-foreground tabular-nums">{position + 1}</span>
            <span className="truncate">{banner.title}</span>
            {!banner.isActive && <Badge>숨김</Badge>}
          </p>
          <p className="truncate text-xs text-muted-foreground">{bannerLinkText(banner)}</p>
        </div>
      </div>
      <Switch
        label="홈에 노출"
        aria-label={`${banner.title} 홈에 노출`}
        checked={banner.isActive}
        disabled={busy}
        onCheckedChange={onToggle}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          id={`banner-${banner.id}-up`}
          variant="outline"
          size="sm"
          aria-label={`${banner.title} 위로 이동`}
          disabled={position === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          id={`banner-${banner.id}-down`}
          variant="outline"
          size="sm"
          aria-label={`${banner.title} 아래로 이동`}
          disabled={position === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <span className="flex-1" />
        <Button variant="secondary" size="sm" onClick={onEdit}>
          수정
        </Button>
        <Button variant="outline" size="sm" tone="danger" onClick={onDelete}>
          삭제
        </Button>
      </div>
    </li>
  );
}
