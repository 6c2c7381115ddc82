import type { ComponentProps, ReactElement, ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

/*
 * The wiring every form shares, so no form repeats it: a react-hook-form instance (made by the app with
 * the contract's schema as resolver) on a `<form noValidate>` (the schema speaks, not the browser), and
 * fields that get their value, change and blur handlers, ref (focus on the first error) and error
 * message in one object that spreads onto TextField, TextArea and friends.
 */

export type FormProps<TValues extends FieldValues, TContext, TSubmitted extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'noValidate'
> & {
  /** The form state from `useForm` (its resolver holds the rules). */
  form: UseFormReturn<TValues, TContext, TSubmitted>;
  /** Called with the values the resolver accepted (transformed by the schema); never with invalid ones. */
  onSubmit: SubmitHandler<TSubmitted>;
  /** Called instead when the resolver refused the values (after the first bad field took the focus). */
  onInvalid?: SubmitErrorHandler<TValues>;
  children: ReactNode;
};

/** A form whose submit runs the resolver first; fields below may also read the form through `useFormContext`. */
export function Form<TValues extends FieldValues, TContext, TSubmitted extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<TValues, TContext, TSubmitted>) {
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a field's control gets: spread it onto TextField or TextArea, or pick the parts a control takes. */
export type FormFieldBinding<TValue> = {
  name: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  ref: RefCallBack;
  disabled?: boolean;
  /** The rule's message (from the contract) once the field has been checked; undefined when valid. */
  error: string | undefined;
};

export type FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TContext, TSubmitted extends FieldValues> = {
  /** `form.control`: it types `name` and the value the control gets. */
  control: Control<TValues, TContext, TSubmitted>;
  name: TName;
  render: (field: FormFieldBinding<FieldPathValue<TValues, TName>>) => ReactElement;
};

/** One field of a `Form`: its value, handlers and error, rendered by `render`. */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>, TContext, TSubmitted extends FieldValues>({
  control,
  name,
  render,
}: FormFieldProps<TValues, TName, TContext, TSubmitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: (value) => field.onChange(value),
          onBlur: field.onBlur,
          ref: field.ref,
          disabled: field.disabled,
          error: fieldState.error?.message,
        })
      }
    />
  );
}
