import { Ban } from 'lucide-react';
import { Button } from '@gameshelf/ui';
import { TestSection } from './test-section.tsx';

const REASON_ID = 'gog-test-token-info-reason';

/**
 * Step 4, disabled as the spec has it (spec 3 §2.6): the server keeps no tokens for the test page,
 * so there is nothing to inspect beyond what the session section already shows.
 */
export function TokenInfoSection() {
  return (
    <TestSection step={4} title="토큰 정보 조회 (사용 중지)" inactive>
      <p id={REASON_ID} className="flex items-start gap-2 text-sm text-muted-foreground">
        <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          이 기능은 사용 중지되어 있어요. 서버는 테스트용 액세스 토큰과 리프레시 토큰을 보관하지 않아요. 토큰의 만료 시각은 3번 세션
          정보에서, 토큰 내용은 2번의 토큰 응답에서 확인하세요.
        </span>
      </p>
      <Button variant="outline" disabled aria-describedby={REASON_ID}>
        토큰 정보 조회
      </Button>
    </TestSection>
  );
}
