import { useId, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

export const CALENDAR_CELLS = 42;
export const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;
const WEEKDAY_NAMES_KO = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in local time (the key of `marks`). */
export function toDateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const sameDay = (a: Date, b: Date) => toDateKey(a) === toDateKey(b);
const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** A month moved by `step` months, on its first day. */
export function addMonths(date: Date, step: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + step, 1);
}

/** Same day of the month `step` months away, clamped to that month's last day (31 Jan + 1 -> 28/29 Feb). */
function shiftMonthKeepDay(date: Date, step: number): Date {
  const target = addMonths(date, step);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), last));
}

/** The 42 days shown for `month`: 6 weeks from the Sunday on or before the 1st. */
export function calendarDays(month: Date): Date[] {
  const first = startOfMonth(month);
  const start = addDays(first, -first.getDay());
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => addDays(start, i));
}

/** 'YYYY년 M월'. */
export function formatMonthTitle(month: Date): string {
  return `${month.getFullYear()}년 ${month.getMonth() + 1}월`;
}

export type MonthCalendarProps = Omit<ComponentProps<'div'>, 'onSelect'> & {
  /** Any day in the month to show. */
  month: Date;
  /** Called with the first day of the new month (previous/next buttons, PageUp/PageDown, moving past the month). */
  onMonthChange: (month: Date) => void;
  /** The selected day (aria-selected), or null for none. */
  selected?: Date | null;
  /** Called with the day chosen by click, Enter or Space. */
  onSelect?: (date: Date) => void;
  /** Counts per day ('YYYY-MM-DD' -> n), e.g. reviews written; shown as a dot and announced. */
  marks?: Record<string, number>;
  /**
   * A picture per day ('YYYY-MM-DD' -> image URL), e.g. the cover of a game reviewed that day: it fills
   * the cell behind the day number, with the day's count from `marks` as a badge when above one
   * (today on a cover keeps a primary ring).
   */
  covers?: Record<string, string>;
  /** How a mark is announced; '리뷰 N개' style. Default 'N개'. */
  markLabel?: (count: number) => string;
  /** Highlighted as today (aria-current=date); pass a fixed date in stories and tests. */
  today?: Date;
};

/**
 * A month grid (table with role=grid): 42 day buttons, Sunday first, previous/next month buttons.
 * Keyboard: arrows move a day/week, Home/End to the week's ends, PageUp/PageDown a month;
 * moving past the month changes the month. Enter/Space selects.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected = null,
  onSelect,
  marks,
  covers,
  markLabel = (count) => `${count}개`,
  today = new Date(),
  className,
  ...props
}: MonthCalendarProps) {
  const titleId = useId();
  const days = calendarDays(month);
  const initialFocus = () => (selected && sameMonth(selected, month) ? selected : sameMonth(today, month) ? today : startOfMonth(month));
  const [focused, setFocused] = useState<Date>(initialFocus);
  const moveFocus = useRef(false);
  // The day a key moved to whose render has not happened yet: the next key moves on from it (keys can
  // arrive faster than renders, which Preact batches).
  const pending = useRef<Date | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  // The roving tab stop follows the month shown when it changes from outside (the arrows, a parent).
  const focusedKey = toDateKey(focused);
  const tabStop = days.some((d) => toDateKey(d) === focusedKey && sameMonth(d, month)) ? focused : initialFocus();
  const tabStopKey = toDateKey(tabStop);

  // A layout effect: focus moves in the same commit as the tab stop, before the next key is read.
  useLayoutEffect(() => {
    pending.current = null;
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabStopKey}"]`)?.focus();
  }, [tabStopKey]);

  const focusDate = (date: Date) => {
    moveFocus.current = true;
    pending.current = date;
    setFocused(date);
    if (!sameMonth(date, month)) onMonthChange(startOfMonth(date));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = pending.current ?? tabStop;
    let next: Date | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(from, -1);
        break;
      case 'ArrowRight':
        next = addDays(from, 1);
        break;
      case 'ArrowUp':
        next = addDays(from, -7);
        break;
      case 'ArrowDown':
        next = addDays(from, 7);
        break;
      case 'Home':
        next = addDays(from, -from.getDay());
        break;
      case 'End':
        next = addDays(from, 6 - from.getDay());
        break;
      case 'PageUp':
        next = shiftMonthKeepDay(from, -1);
        break;
      case 'PageDown':
        next = shiftMonthKeepDay(from, 1);
        break;
      default:
        return;
    }
    event.preventDefault();
    focusDate(next);
  };

  const navButton =
    'inline-flex size-10 items-center justify-center rounded-full text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5';

  return (
    <div data-slot="month-calendar" className={cn('flex flex-col gap-2', className)} {...props}>
      <div className="flex items-center justify-between">
        <button type="button" aria-label="이전 달" className={navButton} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronLeft aria-hidden />
        </button>
        <h2 id={titleId} aria-live="polite" data-slot="month-calendar-title" className="text-base font-semibold">
          {formatMonthTitle(month)}
        </h2>
        <button type="button" aria-label="다음 달" className={navButton} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-slot="month-calendar-grid"
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS_KO.map((day, i) => (
              <th
                key={day}
                scope="col"
                abbr={WEEKDAY_NAMES_KO[i]}
                className={cn('pb-1 text-xs font-medium', i === 0 ? 'text-danger' : i === 6 ? 'text-primary' : 'text-muted-foreground')}
              >
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const key = toDateKey(day);
                const inMonth = sameMonth(day, month);
                const isSelected = selected != null && sameDay(day, selected);
                const isToday = sameDay(day, today);
                const count = marks?.[key] ?? 0;
                const cover = covers?.[key];
                const label = `${day.getFullYear()}년 ${day.getMonth() + 1}월 ${day.getDate()}일 ${
                  WEEKDAY_NAMES_KO[day.getDay()]
                }${count > 0 ? `, ${markLabel(count)}` : ''}`;
                return (
                  <td key={key} aria-selected={isSelected} data-slot="month-calendar-cell" className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={key}
                      data-outside={inMonth ? undefined : true}
                      data-selected={isSelected || undefined}
                      data-marked={count > 0 || undefined}
                      data-cover={cover ? true : undefined}
                      aria-current={isToday ? 'date' : undefined}
                      tabIndex={key === tabStopKey ? 0 : -1}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        setFocused(day);
                        if (!inMonth) onMonthChange(startOfMonth(day));
                        onSelect?.(day);
                      }}
                      className={cn(
                        'relative mx-auto flex aspect-square w-full max-w-11 flex-col items-center justify-center text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        // A cover's day in white over the picture; else the selected day filled, today in
                        // the accent, the other months' days dimmed.
                        cover
                          ? cn(
                              'rounded-lg font-semibold text-white hover:bg-transparent',
                              isSelected && 'bg-primary',
                              !inMonth && 'opacity-60',
                            )
                          : isSelected
                            ? 'rounded-full bg-primary font-semibold text-primary-foreground hover:bg-primary'
                            : cn(
                                'rounded-full hover:bg-muted',
                                isToday ? 'font-bold text-primary' : inMonth ? 'text-foreground' : 'text-muted-foreground',
                              ),
                      )}
                    >
                      {cover && (
                        <>
                          <img
                            src={cover}
                            alt=""
                            loading="lazy"
                            data-slot="month-calendar-cover"
                            className="absolute inset-0 size-full rounded-lg object-cover"
                          />
                          <span aria-hidden className="absolute inset-0 rounded-lg bg-black/40" />
                          {isToday && (
                            <span
                              aria-hidden
                              data-slot="month-calendar-today"
                              className="absolute -inset-0.5 rounded-[10px] border-2 border-primary"
                            />
                          )}
                        </>
                      )}
                      <span aria-hidden className={cn(cover && 'relative drop-shadow')}>
                        {day.getDate()}
                      </span>
                      <span className="sr-only">{label}</span>
                      {cover && count > 1 && (
                        <span
                          aria-hidden
                          data-slot="month-calendar-count"
                          className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-primary-foreground"
                        >
                          {count}
                        </span>
                      )}
                      {!cover && count > 0 && (
                        <span
                          aria-hidden
                          data-slot="month-calendar-mark"
                          className={cn('absolute bottom-1 size-1.5 rounded-full', isSelected ? 'bg-primary-foreground' : 'bg-primary')}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
