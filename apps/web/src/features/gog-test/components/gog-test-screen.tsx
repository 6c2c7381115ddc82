import { useNavigate } from 'react-router-dom';
import { BackHeader, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ApiTestSection } from './api-test-section.tsx';
import { AuthUrlSection } from './auth-url-section.tsx';
import { DevOnlyBanner } from './dev-only-banner.tsx';
import { useApiTestForm } from '../lib/test-forms.ts';
import { ExchangeSection } from './exchange-section.tsx';
import { SessionInfoSection } from './session-info-section.tsx';
import { TokenInfoSection } from './token-info-section.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { testAuthUrlQueryOptions } from '../api/get-test-auth-url.ts';
import { testSessionInfoQueryOptions } from '../api/get-test-session-info.ts';

export const GOG_TEST_TITLE = 'GOG 로그인 테스트';

/**
 * /test/gog (development builds only; spec 3 §2.6, README decision 7): the GOG login flow step by
 * step against the server's development-only test calls. No login needed; header and navigation hidden.
 */
export function GogTestScreen() {
  useDocumentTitle(GOG_TEST_TITLE);
  const navigate = useNavigate();
  const toast = useToast();
  const apiTest = useApiTestForm();

  const putAccessToken = (token: string) => {
    apiTest.setValue('accessToken', token);
    apiTest.clearErrors('accessToken');
    apiTest.setFocus('accessToken');
    toast.success('액세스 토큰을 5번 API 호출 테스트에 넣었어요.');
  };

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={GOG_TEST_TITLE} onBack={() => void navigate(paths.home)} backLabel="홈으로" />
      <div className="flex flex-col gap-4 px-gutter py-4">
        <DevOnlyBanner />
        <AuthUrlSection />
        <ExchangeSection onUseAccessToken={putAccessToken} />
        <SessionInfoSection />
        <TokenInfoSection />
        <ApiTestSection form={apiTest} />
      </div>
    </div>
  );
}

export { GogTestScreen as Component };

/** Development builds only (routes.tsx): starts the login address and the session info without blocking. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(testAuthUrlQueryOptions());
  void queryClient.prefetchQuery(testSessionInfoQueryOptions());
  return null;
};
