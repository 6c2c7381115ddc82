import { useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type SegmentedControlOption<T extends string> = { value: T; label: string; icon?: ReactNode };

export type SegmentedControlProps<T extends string> = Omit<ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** Names the radiogroup (not shown). */
  label: string;
  /** The segments, left to right: value, label and an optional icon. */
  options: SegmentedControlOption<T>[];
  /** Value of the checked segment. */
  value: T;
  /** Called with the newly chosen value (click or arrow/Home/End key); not called for the current one. */
  onChange: (value: T) => void;
};

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREV_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * A single choice among a few options, shown as joined segments (radiogroup). A segment never gets
 * narrower than its label: labels are never cut off (two cut-off labels can look alike), and a group
 * wider than its column scrolls sideways instead.
 * Only the checked segment is tabbable; arrow keys move focus and the choice (wrapping), Home/End jump.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  onKeyDown,
  ...props
}: SegmentedControlProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((option) => option.value === value);
  const tabbableIndex = checkedIndex === -1 ? 0 : checkedIndex;

  const select = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.value !== value) onChange(option.value);
    refs.current[index]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || options.length === 0) return;
    const focused = refs.current.findIndex((el) => el === document.activeElement);
    const from = focused === -1 ? tabbableIndex : focused;
    let next: number;
    if (NEXT_KEYS.includes(event.key)) next = (from + 1) % options.length;
    else if (PREV_KEYS.includes(event.key)) next = (from - 1 + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    else return;
    event.preventDefault();
    select(next);
  };

  return (
    // Focus lives on the radios (roving tabindex); the group only watches it move.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="radiogroup"
      aria-label={label}
      data-slot="segmented-control"
      onKeyDown={handleKeyDown}
      className={cn('flex w-full items-center gap-0.5 overflow-x-auto rounded-md bg-muted p-0.5', className)}
      {...props}
    >
      {options.map((option, index) => {
        const checked = index === checkedIndex;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabbableIndex ? 0 : -1}
            data-slot="segmented-control-item"
            data-state={checked ? 'on' : 'off'}
            onClick={() => select(index)}
            className="inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-sm px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-background data-[state=on]:font-semibold data-[state=on]:text-foreground data-[state=on]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {option.icon != null && (
              <span aria-hidden className="contents">
                {option.icon}
              </span>
            )}
            <span>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
