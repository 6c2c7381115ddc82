import { useId, type ComponentProps, type CSSProperties } from 'react';
import { cn } from '../lib/cn';

export type SliderProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step' | 'children'> & {
  /** Visible label; names the range input. */
  label: string;
  /** The current value (controlled); clamped to min-max for display. */
  value: number;
  /** Called with the new number as the thumb moves. */
  onChange: (value: number) => void;
  /** Lowest value; 0 by default. */
  min?: number;
  /** Highest value; 100 by default. */
  max?: number;
  /** Disables the slider (dimmed, not movable). */
  disabled?: boolean;
  /** Arrow keys move by this much; Home/End jump to min/max. */
  step?: number;
  /** Formats the visible value and aria-valuetext (e.g. ``(v) => `${v}%` ``). */
  valueText?: (value: number) => string;
};

export function clampSliderValue(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** A labelled native range input (arrow keys move by step, Home/End) with its value shown on the right. */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 5,
  valueText,
  id,
  disabled,
  className,
  ...props
}: SliderProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const current = clampSliderValue(value, min, max);
  const text = valueText ? valueText(current) : String(current);
  const percent = max > min ? ((current - min) / (max - min)) * 100 : 0;
  return (
    <div data-slot="slider" data-disabled={disabled ? '' : undefined} className={cn('group/slider flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-3 text-[15px]">
        <label htmlFor={inputId} className="font-medium text-foreground group-data-[disabled]/slider:text-muted-foreground">
          {label}
        </label>
        <span
          data-slot="slider-value"
          aria-hidden
          className="font-semibold text-foreground tabular-nums group-data-[disabled]/slider:text-muted-foreground"
        >
          {text}
        </span>
      </div>
      <input
        type="range"
        id={inputId}
        data-slot="slider-input"
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={disabled}
        aria-valuetext={valueText ? text : undefined}
        onChange={(event) => onChange(clampSliderValue(Number(event.currentTarget.value), min, max))}
        style={{ '--slider-fill': `${percent}%` } as CSSProperties}
        className={cn(
          'h-6 w-full cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-not-allowed disabled:opacity-50',
          '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-pill',
          '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--primary)_var(--slider-fill),var(--muted)_var(--slider-fill))]',
          '[&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full',
          '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm',
          'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring focus-visible:[&::-webkit-slider-thumb]:ring-offset-2 focus-visible:[&::-webkit-slider-thumb]:ring-offset-background',
          '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-pill [&::-moz-range-track]:bg-muted',
          '[&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-pill [&::-moz-range-progress]:bg-primary',
          '[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background',
        )}
        {...props}
      />
    </div>
  );
}
