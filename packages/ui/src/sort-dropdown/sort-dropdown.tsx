import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

export type SortOption = {
  value: string;
  label: string;
  /** Kept out of the list but shown when it is the current value (a sort reachable only by URL). */
  hidden?: boolean;
};

export type SortDropdownProps = Omit<ComponentProps<'select'>, 'onChange' | 'value' | 'children'> & {
  /** Accessible name, e.g. '정렬'. */
  label: string;
  /** The sort choices, in menu order: value and visible label. */
  options: SortOption[];
  /** Value of the current choice, shown on the trigger (the first option if none matches). */
  value: string;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
};

/**
 * A sort menu: a native select under the styled trigger. The platform's picker opens (a sheet on
 * phones), keyboard and screen readers get a real combobox, and no menu library loads (docs/decisions.md).
 */
export function SortDropdown({ label, options, value, onChange, className, ...props }: SortDropdownProps) {
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <span
      data-slot="sort-dropdown-trigger"
      className={cn(
        'relative inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-foreground transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted',
        className,
      )}
    >
      <span aria-hidden>{current?.label}</span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
      <select
        aria-label={label}
        value={current?.value}
        onChange={(event) => onChange(event.target.value)}
        data-slot="sort-dropdown-select"
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} hidden={option.hidden && option.value !== current?.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
