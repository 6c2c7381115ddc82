import { GogConnectRequestSchema, gogConnectInputError } from '@gameshelf/contracts';

/** The guide's form: the contract's connect request, trimmed, with the contract's "something must be pasted" rule. */
export const GogConnectFormSchema = GogConnectRequestSchema.extend({
  urlOrCode: GogConnectRequestSchema.shape.urlOrCode.trim().superRefine((value, ctx) => {
    const problem = gogConnectInputError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
