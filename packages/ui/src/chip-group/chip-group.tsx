import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Chip } from '../chip/chip';

export type ChipOption = { value: string; label: string };

export type ChipGroupProps = Omit<ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** Accessible name of the group, e.g. '플랫폼'. */
  label: string;
  /** The chips, in display order: value and visible label. */
  options: ChipOption[];
  /** Values of the selected chips. */
  value: string[];
  /** Called with the next selection (in option order) when a chip is toggled. */
  onChange: (next: string[]) => void;
  /** Show the label above the chips (otherwise it is for assistive technology only). */
  showLabel?: boolean;
};

/** Multi-select chips; onChange gets the next selection in option order. */
export function ChipGroup({ label, options, value, onChange, showLabel = false, className, ...props }: ChipGroupProps) {
  const selected = new Set(value);
  const toggle = (optionValue: string) => {
    const next = new Set(selected);
    if (next.has(optionValue)) next.delete(optionValue);
    else next.add(optionValue);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <div role="group" aria-label={label} data-slot="chip-group" className={cn('flex flex-col gap-1.5', className)} {...props}>
      {showLabel && (
        <span aria-hidden data-slot="chip-group-label" className="text-xs font-semibold text-muted-foreground">
          {label}
        </span>
      )}
      <div className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:none]">
        {options.map((option) => (
          <Chip key={option.value} selected={selected.has(option.value)} onClick={() => toggle(option.value)}>
            {option.label}
          </Chip>
        ))}
      </div>
    </div>
  );
}
