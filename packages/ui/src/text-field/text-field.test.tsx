import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps> & { spy?: (v: string) => void }) {
  const { spy, ...rest } = props;
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      label="컬렉션 이름"
      maxLength={10}
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

const input = () => page.getByRole('textbox', { name: '컬렉션 이름' });

describe('TextField', () => {
  describe('empty', () => {
    it("is labelled, shows '0/10' and is described by the counter", async () => {
      await render(<Controlled />);
      await expect.element(input()).toHaveAccessibleDescription('0/10');
      await expect.element(input()).toHaveAttribute('maxlength', '10');
      await expect.element(page.getByText('0/10')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('typing', () => {
    it('updates the counter, reports values and stops at maxLength', async () => {
      const spy = vi.fn();
      await render(<Controlled spy={spy} />);
      await userEvent.type(input(), 'abc');
      await expect.element(page.getByText('3/10')).toBeVisible();
      expect(spy).toHaveBeenLastCalledWith('abc');
      await userEvent.type(input(), '12345678901');
      await expect.element(input()).toHaveValue('abc1234567');
      await expect.element(page.getByText('10/10')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('with a hint', () => {
    it('is described by the hint and the counter', async () => {
      await render(<Controlled hint="2~10글자" value="RPG" />);
      await expect.element(input()).toHaveAccessibleDescription('2~10글자 3/10');
      await expectNoAxeViolations();
    });
  });

  describe('with an error', () => {
    it('shows the error as an alert, marks the field invalid and describes it; the hint gives way', async () => {
      await render(<Controlled hint="2~10글자" value="가" error="컬렉션 이름은 2글자 이상 입력해주세요." />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('컬렉션 이름은 2글자 이상 입력해주세요.');
      await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input()).toHaveAccessibleDescription('컬렉션 이름은 2글자 이상 입력해주세요. 1/10');
      await expect.element(page.getByText('2~10글자')).not.toBeInTheDocument();
      await expectNoAxeViolations();
      document.documentElement.classList.add('dark');
      await expectNoAxeViolations();
    });
  });

  describe('not enforcing maxLength', () => {
    it('lets the value run over and flags the counter', async () => {
      await render(<Controlled value={'가'.repeat(12)} enforceMaxLength={false} />);
      await expect.element(input()).not.toHaveAttribute('maxlength');
      await expect.element(page.getByText('12/10')).toHaveAttribute('data-over', 'true');
      await expectNoAxeViolations();
    });
  });

  describe('without maxLength', () => {
    it('has no counter and no description', async () => {
      await render(<TextField label="컬렉션 이름" value="" onChange={() => {}} />);
      await expect.element(input()).not.toHaveAttribute('aria-describedby');
      expect(document.querySelector('[data-slot="field-counter"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
