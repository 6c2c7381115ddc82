import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Slider, clampSliderValue } from './slider';

function Controlled({ initial = 50, onChange }: { initial?: number; onChange: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="음량"
      value={value}
      valueText={(v) => `${v}%`}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Slider', () => {
  describe('at rest', () => {
    it('is a slider named by its label, 0-100 in steps of 5, with the value shown and announced', async () => {
      await render(<Controlled initial={75} onChange={() => {}} />);
      const slider = page.getByRole('slider', { name: '음량' });
      await expect.element(slider).toHaveValue('75');
      await expect.element(slider).toHaveAttribute('min', '0');
      await expect.element(slider).toHaveAttribute('max', '100');
      await expect.element(slider).toHaveAttribute('step', '5');
      await expect.element(slider).toHaveAttribute('aria-valuetext', '75%');
      await expect.element(page.getByText('75%')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('keyboard', () => {
    it('arrow keys move by 5, Home and End jump to the ends', async () => {
      const onChange = vi.fn();
      await render(<Controlled onChange={onChange} />);
      const slider = page.getByRole('slider', { name: '음량' });
      (slider.element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(slider).toHaveValue('55');
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(slider).toHaveValue('60');
      await userEvent.keyboard('{ArrowLeft}{ArrowDown}{ArrowLeft}');
      await expect.element(slider).toHaveValue('45');
      await userEvent.keyboard('{End}');
      await expect.element(slider).toHaveValue('100');
      await userEvent.keyboard('{Home}');
      await expect.element(slider).toHaveValue('0');
      expect(onChange.mock.calls.map((c) => c[0])).toEqual([55, 60, 55, 50, 45, 100, 0]);
      await expect.element(page.getByText('0%')).toBeVisible();
      await expectNoAxeViolations();
    });

    it('clamps at both ends', async () => {
      const onChange = vi.fn();
      await render(<Controlled initial={95} onChange={onChange} />);
      const slider = page.getByRole('slider', { name: '음량' });
      (slider.element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await expect.element(slider).toHaveValue('100');
      await userEvent.keyboard('{Home}{ArrowLeft}{ArrowDown}');
      await expect.element(slider).toHaveValue('0');
      expect(onChange.mock.calls.every(([v]) => v >= 0 && v <= 100)).toBe(true);
      expect(onChange.mock.calls.at(-1)?.[0]).toBe(0);
    });

    it('clamps an out-of-range value prop', async () => {
      await render(<Slider label="음량" value={150} onChange={() => {}} />);
      await expect.element(page.getByRole('slider', { name: '음량' })).toHaveValue('100');
      await expect.element(page.getByText('100', { exact: true })).toBeVisible();
      expect(clampSliderValue(-10, 0, 100)).toBe(0);
      expect(clampSliderValue(Number.NaN, 0, 100)).toBe(0);
    });
  });

  describe('disabled', () => {
    it('does not move', async () => {
      const onChange = vi.fn();
      await render(<Slider label="음량" value={40} onChange={onChange} disabled />);
      const slider = page.getByRole('slider', { name: '음량' });
      await expect.element(slider).toBeDisabled();
      expect(onChange).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });

  describe('dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<Slider label="음량" value={75} valueText={(v) => `${v}%`} onChange={() => {}} />);
      await expectNoAxeViolations();
    });
  });
});
