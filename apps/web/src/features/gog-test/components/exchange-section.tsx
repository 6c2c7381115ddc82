import { useWatch } from 'react-hook-form';
import { ArrowDownToLine, LoaderCircle } from 'lucide-react';
import { Button, TextArea } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useExchangeTestToken } from '../api/exchange-test-token.ts';
import { accessTokenOf } from '../lib/extraction.ts';
import { ExchangeFormSchema } from '../lib/test-forms.ts';
import { ExtractionPreview } from './extraction-preview.tsx';
import { CallError, TestResult } from './test-result.tsx';
import { TestSection } from './test-section.tsx';

/** Step 2: the pasted address or code, sent as pasted; the answer's access token can go on to step 5. */
export function ExchangeSection({ onUseAccessToken }: { onUseAccessToken: (token: string) => void }) {
  const form = useContractForm(ExchangeFormSchema, { defaultValues: { code: '' }, mode: 'onSubmit' });
  const input = useWatch({ control: form.control, name: 'code' });
  const exchange = useExchangeTestToken();
  const accessToken = accessTokenOf(exchange.data?.tokenResponse);

  return (
    <TestSection
      step={2}
      title="인증 코드를 토큰으로 교환"
      description="로그인 후 주소 전체나 code 값만 붙여넣으세요. 주소에서 코드를 자동으로 찾아 보여드려요."
    >
      <Form form={form} onSubmit={({ code }) => exchange.mutate(code)} className="flex flex-col gap-3">
        <FormField
          control={form.control}
          name="code"
          render={(field) => (
            <TextArea
              {...field}
              label="로그인 후 주소 또는 인증 코드"
              rows={4}
              placeholder="https://embed.gog.com/on_login_success?origin=client&code=..."
            />
          )}
        />
        <ExtractionPreview input={input} />
        <Button type="submit" disabled={exchange.isPending} aria-busy={exchange.isPending}>
          {exchange.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
          {exchange.isPending ? '교환하는 중...' : '토큰으로 교환'}
        </Button>
      </Form>
      {exchange.isError && <CallError message={exchange.error.message} />}
      {exchange.data && (
        <TestResult result={exchange.data} label="토큰 교환 결과">
          {accessToken && (
            <Button variant="outline" onClick={() => onUseAccessToken(accessToken)}>
              <ArrowDownToLine aria-hidden />
              액세스 토큰을 5번에 넣기
            </Button>
          )}
        </TestResult>
      )}
    </TestSection>
  );
}
