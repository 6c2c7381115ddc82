import { TriangleAlert } from 'lucide-react';

/** Says plainly that this page is a developer tool that production does not have (spec README decision 7). */
export function DevOnlyBanner() {
  return (
    <aside aria-label="개발자 전용 안내" className="flex items-start gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">개발 환경 전용 테스트 페이지입니다. 프로덕션에서는 제공되지 않습니다.</p>
        <p className="text-muted-foreground">
          GOG 로그인 흐름을 단계별로 확인하는 개발자용 도구예요. 실제 계정 연동은 GOG 연동 화면을 이용하세요.
        </p>
      </div>
    </aside>
  );
}
