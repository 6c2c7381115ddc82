import { ExternalLink, LoaderCircle, RotateCw } from 'lucide-react';
import { gogMessages } from '@gameshelf/contracts';
import { Button, useToast } from '@gameshelf/ui';
import { useTestAuthUrl } from '../api/get-test-auth-url.ts';
import { openInNewTab } from '../lib/open-in-new-tab.ts';
import { CallError } from './test-result.tsx';
import { TestSection } from './test-section.tsx';

/** Step 1: GOG's login page from the server, opened in a new tab (asked for on arrival, so the click opens at once). */
export function AuthUrlSection() {
  const authUrl = useTestAuthUrl();
  const toast = useToast();
  const url = authUrl.data?.authUrl;

  const open = () => {
    if (!url) return;
    openInNewTab(url);
    toast.info(gogMessages.popupHint);
  };

  return (
    <TestSection
      step={1}
      title="새 탭에서 GOG 로그인 시작"
      description="GOG 로그인 페이지를 새 탭에서 열어요. 로그인하면 하얀 화면이 나오는데, 그때 주소창의 전체 URL을 복사해 2번에 붙여넣으세요."
    >
      {authUrl.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          로그인 주소를 불러오는 중...
        </p>
      )}
      {authUrl.isError && (
        <div className="flex flex-col items-start gap-2">
          <CallError message={authUrl.error.message} />
          <Button variant="outline" size="sm" onClick={() => void authUrl.refetch()} disabled={authUrl.isFetching}>
            <RotateCw aria-hidden />
            다시 시도
          </Button>
        </div>
      )}
      {authUrl.data && (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium text-muted-foreground">로그인 주소</p>
          <p className="rounded-lg bg-muted p-3 font-mono text-xs break-all">{url ?? authUrl.data.message}</p>
        </div>
      )}
      <Button onClick={open} disabled={!url}>
        <ExternalLink aria-hidden />새 탭에서 GOG 로그인 열기
      </Button>
    </TestSection>
  );
}
