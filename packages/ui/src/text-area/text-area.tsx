import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { countCharacters, FieldFooter, fieldControlClass, useFieldDescription } from '../text-field/text-field';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'defaultValue'> & {
  /** Visible label above the field, linked to it. */
  label: ReactNode;
  /** The current text (controlled). */
  value: string;
  /** Called with the new text and the change event on every edit. */
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Hint text shown in the empty field. */
  placeholder?: string;
  /** Disables the field (dimmed, not editable). */
  disabled?: boolean;
  /** Visible height in text lines; 6 by default (the field is vertically resizable). */
  rows?: number;
  /** Shows the 'n/max' counter; the browser stops input at max unless enforceMaxLength is false. */
  maxLength?: number;
  /** true (default) stops input at maxLength; false lets the text run over (the counter turns red). */
  enforceMaxLength?: boolean;
  /** Error message under the field (role=alert); replaces the hint and marks the field aria-invalid. */
  error?: ReactNode;
  /** Help text under the field, linked with aria-describedby; hidden while there is an error. */
  hint?: ReactNode;
};

/** A labelled multi-line text input with an 'n/max' counter, hint and error (role=alert). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  enforceMaxLength = true,
  error,
  hint,
  id,
  rows = 6,
  className,
  ...props
}: TextAreaProps) {
  const { ids, hasError, describedByIds, showFooter } = useFieldDescription({ id, error, hint, maxLength });
  return (
    <div data-slot="text-area" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.control} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <textarea
        id={ids.control}
        data-slot="text-area-input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        maxLength={enforceMaxLength ? maxLength : undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={describedByIds}
        className={cn(fieldControlClass, 'min-h-24 resize-y py-2.5 leading-relaxed')}
        {...props}
      />
      {showFooter && <FieldFooter ids={ids} hint={hint} error={error} count={countCharacters(value)} maxLength={maxLength} />}
    </div>
  );
}
