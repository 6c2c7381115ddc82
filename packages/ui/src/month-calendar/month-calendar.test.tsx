import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { covers } from '../test/fixtures';
import { calendarDays, formatMonthTitle, MonthCalendar, toDateKey } from './month-calendar';

const TODAY = new Date(2026, 2, 18);

function Controlled({
  initial = new Date(2026, 2, 1),
  onSelect,
  onMonthChange,
}: {
  initial?: Date;
  onSelect?: (d: Date) => void;
  onMonthChange?: (d: Date) => void;
}) {
  const [month, setMonth] = useState(initial);
  const [selected, setSelected] = useState<Date | null>(null);
  return (
    <MonthCalendar
      month={month}
      today={TODAY}
      selected={selected}
      marks={{ '2026-03-12': 2 }}
      markLabel={(n) => `리뷰 ${n}개`}
      onMonthChange={(m) => {
        setMonth(m);
        onMonthChange?.(m);
      }}
      onSelect={(d) => {
        setSelected(d);
        onSelect?.(d);
      }}
    />
  );
}

const day = (label: RegExp) => page.getByRole('button', { name: label });

describe('MonthCalendar', () => {
  describe('the grid', () => {
    it.each([
      ['2026-03-15', '2026-03-01', '2026-04-11'],
      ['2026-02-01', '2026-02-01', '2026-03-14'],
      ['2025-11-30', '2025-10-26', '2025-12-06'],
    ])('the month of %s has 42 days from %s to %s', (key, first, last) => {
      const [y, m, d] = key.split('-').map(Number) as [number, number, number];
      const days = calendarDays(new Date(y, m - 1, d));
      expect(days).toHaveLength(42);
      expect(toDateKey(days[0]!)).toBe(first);
      expect(toDateKey(days[41]!)).toBe(last);
      expect(days[0]!.getDay()).toBe(0);
    });

    it("is a grid titled 'YYYY년 M월' with Korean weekday headers, 42 day buttons and marks", async () => {
      await render(<Controlled />);
      expect(formatMonthTitle(new Date(2026, 2, 9))).toBe('2026년 3월');
      await expect.element(page.getByRole('grid', { name: '2026년 3월' })).toBeVisible();
      const headers = page
        .getByRole('columnheader')
        .elements()
        .map((th) => th.textContent);
      expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
      expect(document.querySelectorAll('td button')).toHaveLength(42);
      await expect.element(day(/^2026년 3월 12일 목요일, 리뷰 2개$/)).toHaveAttribute('data-marked', 'true');
      await expect.element(day(/^2026년 3월 18일/)).toHaveAttribute('aria-current', 'date');
      await expect.element(day(/^2026년 4월 11일/)).toHaveAttribute('data-outside', 'true');
      expect(document.querySelectorAll('td button[tabindex="0"]')).toHaveLength(1);
      await expectNoAxeViolations();
    });
  });

  describe('month buttons', () => {
    it("'이전 달' and '다음 달' change the month and its title", async () => {
      const onMonthChange = vi.fn();
      await render(<Controlled onMonthChange={onMonthChange} />);
      await userEvent.click(page.getByRole('button', { name: '다음 달' }));
      await expect.element(page.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: '이전 달' }));
      await userEvent.click(page.getByRole('button', { name: '이전 달' }));
      await expect.element(page.getByRole('heading', { name: '2026년 2월' })).toBeVisible();
      expect(onMonthChange.mock.calls.map((c) => toDateKey(c[0]))).toEqual(['2026-04-01', '2026-03-01', '2026-02-01']);
      await expectNoAxeViolations();
    });

    it('wraps the year', async () => {
      await render(<Controlled initial={new Date(2025, 11, 31)} />);
      await userEvent.click(page.getByRole('button', { name: '다음 달' }));
      await expect.element(page.getByRole('heading', { name: '2026년 1월' })).toBeVisible();
    });
  });

  describe('keyboard', () => {
    it('Tab reaches today; arrows, Home/End and PageDown move; Enter and Space select', async () => {
      const onSelect = vi.fn();
      await render(<Controlled onSelect={onSelect} />);
      // 이전 달, 다음 달, then the grid's single tab stop.
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect.element(day(/^2026년 3월 18일/)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
      await expect.element(day(/^2026년 3월 10일/)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect.element(day(/^2026년 3월 14일/)).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect.element(day(/^2026년 3월 8일/)).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(toDateKey(onSelect.mock.calls[0]![0])).toBe('2026-03-08');
      await expect.element(day(/^2026년 3월 8일/)).toHaveAttribute('data-selected', 'true');
      await userEvent.keyboard('{PageDown}');
      await expect.element(page.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
      await expect.element(day(/^2026년 4월 8일/)).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(toDateKey(onSelect.mock.calls[1]![0])).toBe('2026-04-08');
      await expectNoAxeViolations();
    });

    it('moving past the end of the month shows the next month', async () => {
      await render(<Controlled />);
      (day(/^2026년 3월 31일/).element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(page.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
      await expect.element(day(/^2026년 4월 1일/)).toHaveFocus();
    });
  });

  describe('covers', () => {
    const renderWithCovers = () =>
      render(
        <MonthCalendar
          month={new Date(2026, 2, 1)}
          today={TODAY}
          onMonthChange={() => {}}
          marks={{ '2026-03-03': 1, '2026-03-12': 2, '2026-03-18': 4, '2026-03-27': 1 }}
          covers={{ '2026-03-03': covers.zelda, '2026-03-12': covers.mario, '2026-03-18': covers.hades }}
          markLabel={(n) => `리뷰 ${n}개`}
        />,
      );
    const part = (button: HTMLElement, slot: string) => button.querySelector(`[data-slot="month-calendar-${slot}"]`);

    it('fill their day behind a readable number; a count badge only above one review', async () => {
      await renderWithCovers();
      const single = day(/^2026년 3월 3일 화요일, 리뷰 1개$/).element() as HTMLElement;
      expect(part(single, 'cover')).toHaveAttribute('src', covers.zelda);
      expect(part(single, 'cover')).toHaveAttribute('alt', '');
      expect(part(single, 'count')).toBeNull();
      expect(part(single, 'mark')).toBeNull();
      expect(single).toHaveTextContent(/^3/);
      expect(getComputedStyle(single).color).toBe('rgb(255, 255, 255)');

      const busy = day(/^2026년 3월 12일 목요일, 리뷰 2개$/).element() as HTMLElement;
      expect(part(busy, 'count')).toHaveTextContent('2');
      expect(part(busy, 'count')).toHaveAttribute('aria-hidden', 'true');
      await expectNoAxeViolations();
    });

    it('keep today (a ring on its cover) and the dot of a marked day without a cover', async () => {
      await renderWithCovers();
      const today = day(/^2026년 3월 18일 수요일, 리뷰 4개$/);
      await expect.element(today).toHaveAttribute('aria-current', 'date');
      await expect.element(today).toHaveAttribute('data-cover', 'true');
      expect(part(today.element() as HTMLElement, 'today')).not.toBeNull();
      expect(part(day(/^2026년 3월 3일/).element() as HTMLElement, 'today')).toBeNull();
      const plain = day(/^2026년 3월 27일 금요일, 리뷰 1개$/).element() as HTMLElement;
      expect(part(plain, 'cover')).toBeNull();
      expect(part(plain, 'mark')).not.toBeNull();
      expect(document.querySelectorAll('td img')).toHaveLength(3);
    });

    it('pass axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await renderWithCovers();
      await expectNoAxeViolations();
    });
  });

  describe('selected, in the dark theme', () => {
    it('marks the selected cell and passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(
        <MonthCalendar
          month={new Date(2026, 2, 1)}
          today={TODAY}
          selected={new Date(2026, 2, 12)}
          onMonthChange={() => {}}
          marks={{ '2026-03-12': 1 }}
        />,
      );
      await expect.element(day(/^2026년 3월 12일 목요일, 1개$/)).toHaveAttribute('data-selected', 'true');
      expect(document.querySelectorAll('td[aria-selected="true"]')).toHaveLength(1);
      await expectNoAxeViolations();
    });
  });
});
