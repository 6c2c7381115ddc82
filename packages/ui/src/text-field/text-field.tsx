import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { fieldControlClass, TextFieldFrame, type TextFieldBaseProps } from '../lib/field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> &
  TextFieldBaseProps<HTMLInputElement> & {
    /** Hint text shown in the empty field. */
    placeholder?: string;
    /** Disables the field (dimmed, not editable). */
    disabled?: boolean;
  };

/** A labelled single-line text input with an 'n/max' counter, hint and error (role=alert). */
export function TextField({ label, value, onChange, maxLength, enforceMaxLength, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame<HTMLInputElement>
      slot="text-field"
      {...{ label, value, onChange, maxLength, enforceMaxLength, error, hint, id, className }}
    >
      {(control) => <input {...control} className={cn(fieldControlClass, 'h-11')} {...props} />}
    </TextFieldFrame>
  );
}
