import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import type { GogTestApiType } from '@gameshelf/contracts';
import { Button, TextField } from '@gameshelf/ui';
import { useRunApiTest } from '../api/run-api-test.ts';
import { validateApiTest } from '../lib/validation.ts';
import { ApiTypeSelect } from './api-type-select.tsx';
import { CallError, TestResult } from './test-result.tsx';
import { TestSection } from './test-section.tsx';

export interface ApiTestSectionProps {
  /** The token field, shared with step 2's "put the token here" button. */
  accessToken: string;
  onAccessTokenChange: (token: string) => void;
  tokenFieldRef: RefObject<HTMLInputElement | null>;
}

/** Step 5: one GOG call with a pasted access token: user info, owned games, or a GOG address. */
export function ApiTestSection({ accessToken, onAccessTokenChange, tokenFieldRef }: ApiTestSectionProps) {
  const [apiType, setApiType] = useState<GogTestApiType>('user-info');
  const [apiUrl, setApiUrl] = useState('');
  const [error, setError] = useState<{ field: 'accessToken' | 'apiUrl'; message: string } | null>(null);
  const urlFieldRef = useRef<HTMLInputElement>(null);
  const run = useRunApiTest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateApiTest({ accessToken, apiType, apiUrl });
    setError(problem);
    if (problem) {
      (problem.field === 'apiUrl' ? urlFieldRef : tokenFieldRef).current?.focus();
      return;
    }
    run.mutate({ accessToken: accessToken.trim(), apiType, ...(apiType === 'custom' ? { apiUrl: apiUrl.trim() } : {}) });
  };

  const errorOf = (field: 'accessToken' | 'apiUrl') => (error?.field === field ? error.message : undefined);

  return (
    <TestSection step={5} title="GOG API 호출 테스트" description="액세스 토큰으로 GOG API를 직접 호출해 응답을 확인해요.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          ref={tokenFieldRef}
          label="액세스 토큰"
          placeholder="2번 토큰 응답의 access_token"
          autoComplete="off"
          spellCheck={false}
          value={accessToken}
          onChange={(value) => {
            onAccessTokenChange(value);
            if (error?.field === 'accessToken') setError(null);
          }}
          error={errorOf('accessToken')}
        />
        <ApiTypeSelect
          value={apiType}
          onChange={(value) => {
            setApiType(value);
            if (error?.field === 'apiUrl') setError(null);
          }}
        />
        {apiType === 'custom' && (
          <TextField
            ref={urlFieldRef}
            label="API URL"
            type="url"
            inputMode="url"
            placeholder="https://embed.gog.com/userData.json"
            autoComplete="off"
            spellCheck={false}
            value={apiUrl}
            onChange={(value) => {
              setApiUrl(value);
              if (error?.field === 'apiUrl') setError(null);
            }}
            hint="GOG 주소(embed.gog.com, auth.gog.com)만 호출할 수 있어요. /로 시작하면 embed.gog.com 기준이에요."
            error={errorOf('apiUrl')}
          />
        )}
        <Button type="submit" disabled={run.isPending} aria-busy={run.isPending}>
          {run.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {run.isPending ? '호출하는 중...' : 'API 호출'}
        </Button>
      </form>
      {run.isError && <CallError message={run.error.message} />}
      {run.data && <TestResult result={run.data} label="API 호출 결과" />}
    </TestSection>
  );
}
