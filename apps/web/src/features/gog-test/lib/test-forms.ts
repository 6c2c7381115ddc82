import { GogTestApiRequestSchema, GogTestExchangeRequestSchema, gogTestApiError, gogTestCodeError } from '@gameshelf/contracts';
import { useContractForm } from '../../../lib/contract-form.ts';

/** Step 2's form: the contract's exchange request with its "something must be pasted" rule; sent as pasted. */
export const ExchangeFormSchema = GogTestExchangeRequestSchema.extend({
  code: GogTestExchangeRequestSchema.shape.code.superRefine((value, ctx) => {
    const problem = gogTestCodeError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** Step 5's form: the contract's API test request with its rule (a token always, a URL for a custom call). */
export const ApiTestFormSchema = GogTestApiRequestSchema.superRefine((body, ctx) => {
  const problem = gogTestApiError(body);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** Step 5's form state; the screen holds it so step 2 can put a token in. Checked on submit, then as edited. */
export const useApiTestForm = () =>
  useContractForm(ApiTestFormSchema, { defaultValues: { accessToken: '', apiType: 'user-info', apiUrl: '' }, mode: 'onSubmit' });

export type ApiTestForm = ReturnType<typeof useApiTestForm>;
