import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../lib/cn';

export type ViewMode = 'grid' | 'list';

const modes: { value: ViewMode; label: string; Icon: typeof LayoutGrid }[] = [
  { value: 'grid', label: '그리드 보기', Icon: LayoutGrid },
  { value: 'list', label: '목록 보기', Icon: List },
];

export type ViewModeToggleProps = Omit<ComponentProps<'div'>, 'onChange' | 'children'> & {
  /** The current mode: 'grid' or 'list'. */
  value: ViewMode;
  /** Called with the mode chosen by click or arrow key. */
  onChange: (value: ViewMode) => void;
  /** Accessible name of the radiogroup; '보기 방식' by default. */
  label?: string;
};

/** A two-way segmented control (radiogroup): grid or list. Arrow keys move the choice. */
export function ViewModeToggle({ value, onChange, label = '보기 방식', className, ...props }: ViewModeToggleProps) {
  const refs = useRef<Record<ViewMode, HTMLButtonElement | null>>({ grid: null, list: null });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next: ViewMode = value === 'grid' ? 'list' : 'grid';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    // Focus lives on the radios (roving tabindex); the group only watches it move.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="radiogroup"
      aria-label={label}
      data-slot="view-mode-toggle"
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-0.5 rounded-md bg-muted p-0.5', className)}
      {...props}
    >
      {modes.map(({ value: mode, label: modeLabel, Icon }) => {
        const checked = mode === value;
        return (
          <button
            key={mode}
            ref={(el) => {
              refs.current[mode] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={modeLabel}
            tabIndex={checked ? 0 : -1}
            data-slot="view-mode-toggle-item"
            data-state={checked ? 'on' : 'off'}
            onClick={() => onChange(mode)}
            className="inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
