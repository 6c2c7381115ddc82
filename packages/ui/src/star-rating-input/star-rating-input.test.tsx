import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { StarRatingInput } from './star-rating-input';

function Controlled({ initial = null, onChange }: { initial?: number | null; onChange: (v: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRatingInput
      label="별점"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const radio = (n: number) => page.getByRole('radio', { name: `${n}점` });

describe('StarRatingInput', () => {
  describe('unrated', () => {
    it("is a radio group named by the label with five radios '1점'...'5점', none checked", async () => {
      await render(<StarRatingInput label="별점" value={null} onChange={() => {}} />);
      await expect.element(page.getByRole('radiogroup', { name: '별점' })).toBeVisible();
      expect(page.getByRole('radio').elements()).toHaveLength(5);
      for (let n = 1; n <= 5; n += 1) await expect.element(radio(n)).toHaveAttribute('aria-checked', 'false');
      await expect.element(radio(1)).toHaveAttribute('tabindex', '0');
      await expectNoAxeViolations();
    });
  });

  describe('by keyboard', () => {
    it('Tab lands on the group, arrows move and select, wrapping at both ends', async () => {
      const onChange = vi.fn();
      await render(<Controlled onChange={onChange} />);
      await userEvent.tab();
      await expect.element(radio(1)).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(radio(1)).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{ArrowRight}{ArrowUp}');
      await expect.element(radio(3)).toHaveAttribute('aria-checked', 'true');
      await expect.element(radio(3)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
      await expect.element(radio(1)).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      await expect.element(radio(5)).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(radio(1)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect.element(radio(5)).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{Home}');
      expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 2, 1, 5, 1, 5, 1]);
      await expectNoAxeViolations();
    });

    it('Tab lands on the checked star when rated, and only one star is a tab stop', async () => {
      await render(<Controlled initial={4} onChange={() => {}} />);
      await userEvent.tab();
      await expect.element(radio(4)).toHaveFocus();
      expect(document.querySelectorAll('[role="radio"][tabindex="0"]')).toHaveLength(1);
      await expectNoAxeViolations();
    });
  });

  describe('by click', () => {
    it('selects the clicked star and fills the stars up to it, in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      const onChange = vi.fn();
      await render(<Controlled onChange={onChange} />);
      await userEvent.click(radio(3));
      expect(onChange).toHaveBeenCalledWith(3);
      expect(document.querySelectorAll('[data-state="on"]')).toHaveLength(3);
      await expectNoAxeViolations();
    });
  });

  describe('disabled', () => {
    it('does not change', async () => {
      const onChange = vi.fn();
      await render(<StarRatingInput label="별점" value={2} onChange={onChange} disabled />);
      await expect.element(radio(3)).toBeDisabled();
      expect(onChange).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });
});
