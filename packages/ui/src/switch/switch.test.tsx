import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Switch } from './switch';

function Controlled({ onCheckedChange }: { onCheckedChange: (v: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="알림"
      description="새 소식을 알려드려요"
      checked={checked}
      onCheckedChange={(v) => {
        setChecked(v);
        onCheckedChange(v);
      }}
    />
  );
}

describe('Switch', () => {
  describe('off', () => {
    it('is a switch named by its label, aria-checked=false, described by the description', async () => {
      await render(<Controlled onCheckedChange={() => {}} />);
      const control = page.getByRole('switch', { name: '알림' });
      await expect.element(control).toHaveAttribute('aria-checked', 'false');
      await expect.element(control).toHaveAccessibleDescription('새 소식을 알려드려요');
      await expectNoAxeViolations();
    });
  });

  describe('toggled', () => {
    it('by click, by its label and by Space and Enter', async () => {
      const onCheckedChange = vi.fn();
      await render(<Controlled onCheckedChange={onCheckedChange} />);
      const control = page.getByRole('switch', { name: '알림' });
      await userEvent.click(control);
      await expect.element(control).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations();
      await userEvent.click(page.getByText('알림', { exact: true }));
      await expect.element(control).toHaveAttribute('aria-checked', 'false');
      await userEvent.keyboard(' ');
      await expect.element(control).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{Enter}');
      await expect.element(control).toHaveAttribute('aria-checked', 'false');
      expect(onCheckedChange.mock.calls.map((c) => c[0])).toEqual([true, false, true, false]);
    });
  });

  describe('on, in the dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<Switch label="다크 모드" checked onCheckedChange={() => {}} />);
      await expect.element(page.getByRole('switch', { name: '다크 모드' })).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations();
    });
  });

  describe('disabled', () => {
    it('does not toggle; a hidden label still names it', async () => {
      const onCheckedChange = vi.fn();
      await render(<Switch label="알림" hideLabel checked={false} onCheckedChange={onCheckedChange} disabled />);
      const control = page.getByRole('switch', { name: '알림' });
      await expect.element(control).toBeDisabled();
      expect(onCheckedChange).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });
});
