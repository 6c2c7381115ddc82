import { Download } from 'lucide-react';
import type { DataExportFormat } from '@gameshelf/contracts';
import { Button, useToast } from '@gameshelf/ui';
import { useDataExport } from '../api/data-export.ts';
import { MyPageSection } from './my-page-entry.tsx';

export const EXPORT_SAVED = '내 데이터를 내려받았어요.';

const FORMATS: { format: DataExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON 파일' },
  { format: 'csv', label: 'CSV 파일 (엑셀)' },
];

/** '내 데이터 내보내기': profile, collections, wishlist and reviews as one JSON file or a zip of CSV files. */
export function DataExportSection() {
  const toast = useToast();
  const exporter = useDataExport({ onSaved: () => toast.success(EXPORT_SAVED), onError: (message) => toast.error(message) });
  return (
    <MyPageSection id="mypage-export" title="내 데이터 내보내기">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
        <p className="text-sm text-muted-foreground">프로필, 컬렉션, 위시리스트, 리뷰를 파일로 받아 보관할 수 있어요.</p>
        <div className="grid grid-cols-2 gap-2">
          {FORMATS.map(({ format, label }) => {
            const busy = exporter.isPending && exporter.variables === format;
            return (
              <Button
                key={format}
                variant="outline"
                aria-disabled={exporter.isPending || undefined}
                aria-busy={busy || undefined}
                className="aria-disabled:opacity-60"
                onClick={() => {
                  if (!exporter.isPending) exporter.mutate(format);
                }}
              >
                <Download aria-hidden className="size-4" />
                {busy ? '준비하는 중…' : label}
              </Button>
            );
          })}
        </div>
      </div>
    </MyPageSection>
  );
}
