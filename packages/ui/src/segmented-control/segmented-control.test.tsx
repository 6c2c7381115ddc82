import { useState } from 'react';
import { Globe, Lock, Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { SegmentedControl, type SegmentedControlOption } from './segmented-control';

type Sort = 'recent' | 'name' | 'playtime';

const options: SegmentedControlOption<Sort>[] = [
  { value: 'recent', label: '최근', icon: <Globe /> },
  { value: 'name', label: '이름', icon: <Users /> },
  { value: 'playtime', label: '플레이 시간', icon: <Lock /> },
];

function Controlled({ initial, onChange }: { initial: Sort; onChange: (v: Sort) => void }) {
  const [value, setValue] = useState<Sort>(initial);
  return (
    <SegmentedControl
      label="정렬"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const radio = (name: string) => page.getByRole('radio', { name });

describe('SegmentedControl', () => {
  describe('at rest', () => {
    it('is a labelled radiogroup with the value checked and only it tabbable', async () => {
      await render(<Controlled initial="name" onChange={() => {}} />);
      await expect.element(page.getByRole('radiogroup', { name: '정렬' })).toBeVisible();
      await expect.element(radio('이름')).toBeChecked();
      await expect.element(radio('이름')).toHaveAttribute('tabindex', '0');
      await expect.element(radio('최근')).not.toBeChecked();
      await expect.element(radio('최근')).toHaveAttribute('tabindex', '-1');
      await expect.element(radio('플레이 시간')).toHaveAttribute('tabindex', '-1');
      await expectNoAxeViolations();
    });

    it('makes the first option tabbable when the value matches none', async () => {
      await render(<SegmentedControl label="정렬" options={options} value={'x' as Sort} onChange={() => {}} />);
      await expect.element(radio('최근')).toHaveAttribute('tabindex', '0');
      expect(
        page
          .getByRole('radio')
          .elements()
          .filter((el) => el.getAttribute('aria-checked') === 'true'),
      ).toHaveLength(0);
    });
  });

  describe('changing', () => {
    it('by click, arrow keys (wrapping) and Home/End; Tab lands on the checked option', async () => {
      const onChange = vi.fn();
      await render(
        <>
          <button type="button">앞</button>
          <Controlled initial="recent" onChange={onChange} />
        </>,
      );
      await userEvent.click(radio('이름'));
      await expect.element(radio('이름')).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(radio('플레이 시간')).toHaveFocus();
      await expect.element(radio('플레이 시간')).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(radio('최근')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect.element(radio('플레이 시간')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(radio('이름')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect.element(radio('최근')).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect.element(radio('플레이 시간')).toHaveFocus();
      expect(onChange.mock.calls.map((c) => c[0])).toEqual(['name', 'playtime', 'recent', 'playtime', 'name', 'recent', 'playtime']);
      (page.getByRole('button', { name: '앞' }).element() as HTMLElement).focus();
      await userEvent.tab();
      await expect.element(radio('플레이 시간')).toHaveFocus();
      await expectNoAxeViolations();
    });

    it('does not report a click on the checked option', async () => {
      const onChange = vi.fn();
      await render(<Controlled initial="recent" onChange={onChange} />);
      await userEvent.click(radio('최근'));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<Controlled initial="playtime" onChange={() => {}} />);
      await expectNoAxeViolations();
    });
  });
});
