import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ChipGroup } from './chip-group';

const options = [
  { value: 'SWITCH', label: 'Switch' },
  { value: 'PS5', label: 'PS5' },
  { value: 'PC', label: 'PC' },
];

function Harness({ onChange, initial = [] }: { onChange: (next: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ChipGroup
      label="플랫폼"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChipGroup', () => {
  describe('nothing selected', () => {
    it('is a labelled group of unpressed chips', async () => {
      await render(<ChipGroup label="플랫폼" options={options} value={[]} onChange={() => {}} />);
      const group = page.getByRole('group', { name: '플랫폼' });
      expect(group.getByRole('button', { pressed: false }).elements()).toHaveLength(3);
      await expectNoAxeViolations();
    });
  });

  describe('toggling', () => {
    it('adds and removes values in option order', async () => {
      const onChange = vi.fn();
      await render(<Harness onChange={onChange} />);
      await userEvent.click(page.getByRole('button', { name: 'PC' }));
      expect(onChange).toHaveBeenLastCalledWith(['PC']);
      await userEvent.click(page.getByRole('button', { name: 'Switch' }));
      expect(onChange).toHaveBeenLastCalledWith(['SWITCH', 'PC']);
      await userEvent.click(page.getByRole('button', { name: 'PC' }));
      expect(onChange).toHaveBeenLastCalledWith(['SWITCH']);
      await expect.element(page.getByRole('button', { name: 'Switch' })).toHaveAttribute('aria-pressed', 'true');
      await expect.element(page.getByRole('button', { name: 'PC' })).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations();
    });
  });

  describe('dark theme with a selection', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<ChipGroup label="플랫폼" options={options} value={['PS5']} onChange={() => {}} showLabel />);
      await expect.element(page.getByRole('button', { name: 'PS5', pressed: true })).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
