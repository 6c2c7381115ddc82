import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';
import { narrowViewport } from '../test/viewports';
import { covers } from '../test/fixtures';

function Controlled(args: MonthCalendarProps) {
  const [month, setMonth] = useState(args.month);
  const [selected, setSelected] = useState(args.selected ?? null);
  return (
    <MonthCalendar
      {...args}
      month={month}
      selected={selected}
      onMonthChange={(next) => {
        setMonth(next);
        args.onMonthChange(next);
      }}
      onSelect={(date) => {
        setSelected(date);
        args.onSelect?.(date);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/MonthCalendar',
  component: MonthCalendar,
  tags: ['autodocs'],
  args: {
    month: new Date(2026, 2, 1),
    today: new Date(2026, 2, 18),
    onMonthChange: fn(),
    onSelect: fn(),
    marks: { '2026-03-03': 1, '2026-03-12': 2, '2026-03-18': 1, '2026-03-27': 3 },
    markLabel: (count: number) => `리뷰 ${count}개`,
  },
  argTypes: { month: { control: 'date' }, selected: { control: 'date' }, today: { control: 'date' } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Review counts as dots; today outlined in the primary colour. */
export const WithMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026년 3월' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('td button')).toHaveLength(42);
    await expect(canvas.getByRole('button', { name: '2026년 3월 12일 목요일, 리뷰 2개' })).toBeVisible();
  },
};

/** Review covers fill their days; a badge counts days with several reviews; today (18th) keeps a ring; a day without a cover keeps its dot. */
export const WithCovers: Story = {
  args: {
    covers: {
      '2026-03-03': covers.zelda,
      '2026-03-12': covers.mario,
      '2026-03-18': covers.stardew,
      '2026-03-27': covers.hades,
      '2026-04-02': covers.portal,
    },
    marks: { '2026-03-03': 1, '2026-03-12': 2, '2026-03-18': 1, '2026-03-27': 3, '2026-04-02': 1, '2026-03-24': 1 },
  },
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole('button', { name: '2026년 3월 27일 금요일, 리뷰 3개' });
    await expect(busy.querySelector('img')).not.toBeNull();
    await expect(busy.querySelector('[data-slot="month-calendar-count"]')).toHaveTextContent('3');
    // A single review: the cover without a badge.
    const single = canvas.getByRole('button', { name: '2026년 3월 3일 화요일, 리뷰 1개' });
    await expect(single.querySelector('[data-slot="month-calendar-count"]')).toBeNull();
    // Today keeps a ring on its cover; a marked day without a cover keeps its dot.
    const today = canvas.getByRole('button', { name: '2026년 3월 18일 수요일, 리뷰 1개' });
    await expect(today.querySelector('[data-slot="month-calendar-today"]')).not.toBeNull();
    const plain = canvas.getByRole('button', { name: '2026년 3월 24일 화요일, 리뷰 1개' });
    await expect(plain.querySelector('[data-slot="month-calendar-mark"]')).not.toBeNull();
  },
};

export const Selected: Story = { args: { selected: new Date(2026, 2, 12) } };

export const NoMarks: Story = { args: { marks: {} } };

/** Arrows change the month; the title follows. */
export const MonthNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음 달' }));
    await expect(canvas.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(canvas.getByRole('heading', { name: '2026년 2월' })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenCalledTimes(3);
  },
};

/** Arrow keys move between days, into the next month; Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^2026년 3월 18일/ }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^2026년 4월 2일/ })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(new Date(2026, 3, 2));
  },
};

export const Dark: Story = { args: { selected: new Date(2026, 2, 27) }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
