import { useWatch } from 'react-hook-form';
import { LoaderCircle, Send } from 'lucide-react';
import { Button, TextField } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { useRunApiTest } from '../api/run-api-test.ts';
import type { ApiTestForm } from '../lib/test-forms.ts';
import { ApiTypeSelect } from './api-type-select.tsx';
import { CallError, TestResult } from './test-result.tsx';
import { TestSection } from './test-section.tsx';

export interface ApiTestSectionProps {
  /** The form (`useApiTestForm`), held by the screen so step 2's "put the token here" button can fill it. */
  form: ApiTestForm;
}

/** Step 5: one GOG call with a pasted access token: user info, owned games, or a GOG address. */
export function ApiTestSection({ form }: ApiTestSectionProps) {
  const apiType = useWatch({ control: form.control, name: 'apiType' });
  const run = useRunApiTest();

  return (
    <TestSection step={5} title="GOG API 호출 테스트" description="액세스 토큰으로 GOG API를 직접 호출해 응답을 확인해요.">
      <Form
        form={form}
        onSubmit={({ accessToken, apiType: type, apiUrl }) =>
          run.mutate({ accessToken: accessToken.trim(), apiType: type, ...(type === 'custom' ? { apiUrl: apiUrl?.trim() } : {}) })
        }
        className="flex flex-col gap-3"
      >
        <FormField
          control={form.control}
          name="accessToken"
          render={(field) => (
            <TextField {...field} label="액세스 토큰" placeholder="2번 토큰 응답의 access_token" autoComplete="off" spellCheck={false} />
          )}
        />
        <FormField
          control={form.control}
          name="apiType"
          render={(field) => (
            <ApiTypeSelect
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('apiUrl');
              }}
            />
          )}
        />
        {apiType === 'custom' && (
          <FormField
            control={form.control}
            name="apiUrl"
            render={(field) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="API URL"
                type="url"
                inputMode="url"
                placeholder="https://embed.gog.com/userData.json"
                autoComplete="off"
                spellCheck={false}
                hint="GOG 주소(embed.gog.com, auth.gog.com)만 호출할 수 있어요. /로 시작하면 embed.gog.com 기준이에요."
              />
            )}
          />
        )}
        <Button type="submit" disabled={run.isPending} aria-busy={run.isPending}>
          {run.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {run.isPending ? '호출하는 중...' : 'API 호출'}
        </Button>
      </Form>
      {run.isError && <CallError message={run.error.message} />}
      {run.data && <TestResult result={run.data} label="API 호출 결과" />}
    </TestSection>
  );
}
