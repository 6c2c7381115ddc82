import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { TextArea, type TextAreaProps } from './text-area';

function Controlled(props: Partial<TextAreaProps> & { spy?: (v: string) => void }) {
  const { spy, ...rest } = props;
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextArea
      label="리뷰 내용"
      maxLength={2000}
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

const textarea = () => page.getByRole('textbox', { name: '리뷰 내용' });

describe('TextArea', () => {
  describe('filled', () => {
    it.each([
      [120, 200, '120/200'],
      [1500, 2000, '1500/2000'],
    ])('%d characters of %d read %s, linked by aria-describedby', async (length, max, text) => {
      await render(<Controlled value={'가'.repeat(length)} maxLength={max} />);
      await expect.element(page.getByText(text)).toBeVisible();
      await expect.element(textarea()).toHaveAccessibleDescription(text);
      await expectNoAxeViolations();
    });
  });

  describe('typing', () => {
    it('counts new lines and reports each value, in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      const spy = vi.fn();
      await render(<Controlled spy={spy} maxLength={200} hint="스포일러는 피해주세요" />);
      await userEvent.type(textarea(), '좋아요{Enter}최고');
      expect(spy).toHaveBeenLastCalledWith('좋아요\n최고');
      await expect.element(textarea()).toHaveAccessibleDescription('스포일러는 피해주세요 6/200');
      await expectNoAxeViolations();
    });
  });

  describe('with an error', () => {
    it('shows the error as an alert and marks the field invalid', async () => {
      await render(<Controlled error="리뷰 내용을 입력해주세요." />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('리뷰 내용을 입력해주세요.');
      await expect.element(textarea()).toHaveAttribute('aria-invalid', 'true');
      await expect.element(textarea()).toHaveAccessibleDescription('리뷰 내용을 입력해주세요. 0/2000');
      await expectNoAxeViolations();
    });
  });
});
