import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLatest } from '../lib/use-latest';

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchInputProps = Omit<ComponentProps<'input'>, 'defaultValue' | 'value' | 'onChange' | 'type'> & {
  /** Accessible name of the field, e.g. '게임 검색'. */
  label: string;
  /** Hint text shown in the empty field. */
  placeholder?: string;
  /** Initial text of the field (uncontrolled); '' by default. */
  defaultValue?: string;
  /** Pause in typing before onDebouncedChange fires, in ms (default `SEARCH_DEBOUNCE_MS` = 300). */
  debounceMs?: number;
  /** Called with the trimmed value once typing pauses for debounceMs (and at once on clear or Enter). */
  onDebouncedChange: (value: string) => void;
  /** Accessible name of the clear (X) button shown while there is text; '검색어 지우기' by default. */
  clearLabel?: string;
};

/** A search field that reports its trimmed value after a pause in typing. */
export function SearchInput({
  label,
  defaultValue = '',
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  onDebouncedChange,
  clearLabel = '검색어 지우기',
  className,
  onKeyDown,
  id,
  ...props
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [value, setValue] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastEmitted = useRef(defaultValue.trim());
  const callback = useLatest(onDebouncedChange);

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === lastEmitted.current) return;
    lastEmitted.current = trimmed;
    callback.current(trimmed);
  };

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), debounceMs);
  };

  return (
    <div data-slot="search-input" className={cn('relative flex items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 size-4 text-muted-foreground" />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        data-slot="search-input-field"
        value={value}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') emit(value);
          onKeyDown?.(event);
        }}
        className="h-10 w-full rounded-pill border border-border bg-muted pr-10 pl-9 text-[15px] text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-search-cancel-button]:appearance-none"
        {...props}
      />
      {value !== '' && (
        <button
          type="button"
          data-slot="search-input-clear"
          aria-label={clearLabel}
          onClick={() => {
            setValue('');
            emit('');
            inputRef.current?.focus();
          }}
          className="absolute right-1 inline-flex size-8 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
