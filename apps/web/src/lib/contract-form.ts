import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form whose rules are a contract schema (or one built from it): react-hook-form with the schema as
 * resolver, checked when a field is left and then on every change, submitting the schema's output.
 * `mode` 'onChange' checks from the first keystroke; 'onSubmit' waits for the first submit (then
 * checks on every change). Render it with `Form` and `FormField` from `@gameshelf/ui/form`.
 */
export function useContractForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options: { defaultValues: DefaultValues<z.input<TSchema>>; mode?: 'onTouched' | 'onChange' | 'onSubmit' },
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: options.mode ?? 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  });
}
