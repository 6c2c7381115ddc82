import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { fieldControlClass, TextFieldFrame, type TextFieldBaseProps } from '../lib/field';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'defaultValue'> &
  TextFieldBaseProps<HTMLTextAreaElement> & {
    /** Hint text shown in the empty field. */
    placeholder?: string;
    /** Disables the field (dimmed, not editable). */
    disabled?: boolean;
    /** Visible height in text lines; 6 by default (the field is vertically resizable). */
    rows?: number;
  };

/** A labelled multi-line text input with an 'n/max' counter, hint and error (role=alert). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  enforceMaxLength,
  error,
  hint,
  id,
  rows = 6,
  className,
  ...props
}: TextAreaProps) {
  return (
    <TextFieldFrame<HTMLTextAreaElement>
      slot="text-area"
      {...{ label, value, onChange, maxLength, enforceMaxLength, error, hint, id, className }}
    >
      {(control) => (
        <textarea {...control} rows={rows} className={cn(fieldControlClass, 'min-h-24 resize-y py-2.5 leading-relaxed')} {...props} />
      )}
    </TextFieldFrame>
  );
}
