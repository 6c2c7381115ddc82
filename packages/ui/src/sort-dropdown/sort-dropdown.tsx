import type { ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

export type SortOption = { value: string; label: string };

export type SortDropdownProps = Omit<ComponentProps<typeof DropdownMenu.Trigger>, 'onChange' | 'value' | 'children'> & {
  /** Accessible name, e.g. '정렬'. */
  label: string;
  /** The sort choices, in menu order: value and visible label. */
  options: SortOption[];
  /** Value of the current choice, shown on the trigger (the first option if none matches). */
  value: string;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Render the menu inside this container (defaults to document.body). */
  container?: HTMLElement | null;
};

/** A sort menu (Radix dropdown radio group): keyboard operable, the current choice on the trigger. */
export function SortDropdown({ label, options, value, onChange, container, className, ...props }: SortDropdownProps) {
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="sort-dropdown-trigger"
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted',
          className,
        )}
        {...props}
      >
        <span className="sr-only">{label}: </span>
        {current?.label}
        <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          data-slot="sort-dropdown-content"
          className="z-overlay min-w-36 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                data-slot="sort-dropdown-item"
                className="relative flex h-9 cursor-default items-center rounded-md pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold data-[state=checked]:text-primary"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
