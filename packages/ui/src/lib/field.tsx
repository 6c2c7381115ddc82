import { useId, type ChangeEvent, type ReactNode } from 'react';
import { cn } from './cn';

/*
 * The wiring TextField and TextArea share: label, ids and ARIA, the value and its counter, hint and error.
 * Each of them only renders its own control.
 */

/** Border, focus ring and invalid state of a text control. */
export const fieldControlClass =
  'w-full rounded-md border border-border bg-background px-3 text-[15px] text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/40';

/** Character count as the browser's maxLength counts it (UTF-16 code units). */
export function countCharacters(value: string): number {
  return value.length;
}

export type FieldIds = { control: string; hint: string; counter: string; error: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, counter: `${control}-counter`, error: `${control}-error` };
}

/** aria-describedby for the control: hint, then error, then counter. */
export function describedBy(ids: FieldIds, parts: { hint: boolean; error: boolean; counter: boolean }): string {
  return [parts.hint && ids.hint, parts.error && ids.error, parts.counter && ids.counter].filter(Boolean).join(' ');
}

/** True when an error should show (an empty string or false means none). */
export const hasFieldError = (error: ReactNode): boolean => error != null && error !== false && error !== '';

/** The ids and ARIA wiring: the error replaces the hint; the counter shows with maxLength. */
export function useFieldDescription({
  id,
  error,
  hint,
  maxLength,
}: {
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
}) {
  const ids = useFieldIds(id);
  const hasError = hasFieldError(error);
  const hasHint = hint != null && !hasError;
  const describedByIds = describedBy(ids, { hint: hasHint, error: hasError, counter: maxLength != null }) || undefined;
  return { ids, hasError, describedByIds, showFooter: hasHint || hasError || maxLength != null };
}

/** Hint or error on the left, the 'n/max' counter on the right. */
export function FieldFooter({
  ids,
  hint,
  error,
  count,
  maxLength,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
  count: number;
  maxLength?: number;
}) {
  const hasError = hasFieldError(error);
  const over = maxLength != null && count > maxLength;
  return (
    <div className="flex items-start justify-between gap-2 text-xs">
      <div className="min-w-0 flex-1">
        {hint != null && !hasError && (
          <p id={ids.hint} data-slot="field-hint" className="text-muted-foreground">
            {hint}
          </p>
        )}
        {hasError && (
          <p id={ids.error} role="alert" data-slot="field-error" className="text-danger">
            {error}
          </p>
        )}
      </div>
      {maxLength != null && (
        <p
          id={ids.counter}
          data-slot="field-counter"
          data-over={over || undefined}
          className={cn('shrink-0 tabular-nums', over ? 'text-danger' : 'text-muted-foreground')}
        >
          {count}/{maxLength}
        </p>
      )}
    </div>
  );
}

type TextControlElement = HTMLInputElement | HTMLTextAreaElement;

/** The props TextField and TextArea share. */
export type TextFieldBaseProps<E extends TextControlElement> = {
  /** Visible label above the field, linked to it. */
  label: ReactNode;
  /** The current text (controlled). */
  value: string;
  /** Called with the new text and the change event on every edit. */
  onChange: (value: string, event: ChangeEvent<E>) => void;
  /** Shows the 'n/max' counter; the browser stops input at max unless enforceMaxLength is false. */
  maxLength?: number;
  /** false lets the text run over maxLength (the counter turns red) so a validation message can explain. */
  enforceMaxLength?: boolean;
  /** Error message under the field (role=alert); replaces the hint and marks the field aria-invalid. */
  error?: ReactNode;
  /** Help text under the field, linked with aria-describedby; hidden while there is an error. */
  hint?: ReactNode;
  id?: string;
  className?: string;
};

/** What the control element gets: its id, value and change handler, input limit and ARIA. */
export type TextControlWiring<E extends TextControlElement> = {
  id: string;
  'data-slot': string;
  value: string;
  onChange: (event: ChangeEvent<E>) => void;
  maxLength: number | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * Label, control and footer of a text field; `children` renders the control with the wiring it is given.
 * `slot` names the parts (`text-field`, `text-field-input`).
 */
export function TextFieldFrame<E extends TextControlElement>({
  slot,
  label,
  value,
  onChange,
  maxLength,
  enforceMaxLength = true,
  error,
  hint,
  id,
  className,
  children,
}: TextFieldBaseProps<E> & { slot: string; children: (control: TextControlWiring<E>) => ReactNode }) {
  const { ids, hasError, describedByIds, showFooter } = useFieldDescription({ id, error, hint, maxLength });
  return (
    <div data-slot={slot} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.control} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {children({
        id: ids.control,
        'data-slot': `${slot}-input`,
        value,
        onChange: (event) => onChange(event.target.value, event),
        maxLength: enforceMaxLength ? maxLength : undefined,
        'aria-invalid': hasError || undefined,
        'aria-describedby': describedByIds,
      })}
      {showFooter && <FieldFooter ids={ids} hint={hint} error={error} count={countCharacters(value)} maxLength={maxLength} />}
    </div>
  );
}
