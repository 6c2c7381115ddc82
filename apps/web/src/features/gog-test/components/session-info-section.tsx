import { LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '@gameshelf/ui';
import { useTestSessionInfo } from '../api/get-test-session-info.ts';
import { CallError, TestResult } from './test-result.tsx';
import { TestSection } from './test-section.tsx';

/** Step 3: the test session the last exchange left in its cookie (user id and expiry, never the tokens). */
export function SessionInfoSection() {
  const session = useTestSessionInfo();
  return (
    <TestSection
      step={3}
      title="테스트 세션 정보"
      description="토큰 교환에 성공하면 서버가 테스트 세션(GOG 사용자 ID와 만료 시각)을 쿠키에 남겨요. 토큰 자체는 저장하지 않아요."
    >
      {session.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          세션 정보를 불러오는 중...
        </p>
      )}
      {session.isError && <CallError message={session.error.message} />}
      {session.data && <TestResult result={session.data} label="세션 정보" />}
      <Button variant="outline" onClick={() => void session.refetch()} disabled={session.isFetching} aria-busy={session.isFetching}>
        <RotateCw aria-hidden className={session.isFetching ? 'animate-spin' : undefined} />
        세션 정보 새로고침
      </Button>
    </TestSection>
  );
}
