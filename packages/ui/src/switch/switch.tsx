import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type SwitchProps = Omit<ComponentProps<'button'>, 'role' | 'onChange' | 'children' | 'value'> & {
  /** Whether the switch is on (controlled). */
  checked: boolean;
  /** Called with the new state when the switch or its label is clicked. */
  onCheckedChange: (checked: boolean) => void;
  /** Visible label (clicking it toggles too). */
  label: ReactNode;
  /** Optional smaller text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Disables the switch and dims the whole row. */
  disabled?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
};

/** An on/off switch (role=switch, aria-checked) with its label on the left. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  hideLabel = false,
  disabled,
  id,
  className,
  onClick,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div data-slot="switch-field" className={cn('flex items-center justify-between gap-3', disabled && 'opacity-50', className)}>
      <div className={cn('flex min-w-0 flex-col gap-0.5', hideLabel && 'sr-only')}>
        <label htmlFor={switchId} className="text-[15px] font-medium text-foreground">
          {label}
        </label>
        {description != null && (
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-describedby={description != null ? descriptionId : undefined}
        data-slot="switch"
        data-state={checked ? 'checked' : 'unchecked'}
        disabled={disabled}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onCheckedChange(!checked);
        }}
        className="peer inline-flex h-7 w-12 shrink-0 items-center rounded-pill border-2 border-transparent bg-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed data-[state=checked]:bg-primary"
        {...props}
      >
        <span
          data-slot="switch-thumb"
          data-state={checked ? 'checked' : 'unchecked'}
          className="pointer-events-none block size-6 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
        />
      </button>
    </div>
  );
}
