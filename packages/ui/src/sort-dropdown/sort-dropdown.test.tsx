import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { SortDropdown } from './sort-dropdown';

const options = [
  { value: 'popularity', label: '인기순' },
  { value: 'name', label: '이름순' },
  { value: 'releaseDate', label: '출시일순' },
];

describe('SortDropdown', () => {
  it('is a combobox named by the label, showing the current choice', async () => {
    await render(<SortDropdown label="정렬" options={options} value="name" onChange={() => {}} />);
    const select = page.getByRole('combobox', { name: '정렬' });
    await expect.element(select).toHaveValue('name');
    await expect.element(page.getByText('이름순', { exact: true }).first()).toBeVisible();
    expect(select.getByRole('option').elements()).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('passes axe in the dark theme', async () => {
    document.documentElement.classList.add('dark');
    try {
      await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={() => {}} />);
      await expectNoAxeViolations();
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });

  it('calls onChange with the chosen value', async () => {
    const onChange = vi.fn();
    await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={onChange} />);
    await userEvent.selectOptions(page.getByRole('combobox', { name: '정렬' }), '출시일순');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('releaseDate');
  });

  it('changes with the arrow keys while focused', async () => {
    const onChange = vi.fn();
    await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={onChange} />);
    (page.getByRole('combobox', { name: '정렬' }).element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('name');
  });

  it('shows a hidden option only while it is the current value', async () => {
    const withHidden = [...options, { value: 'recent', label: '최신순', hidden: true }];
    const { rerender } = await render(<SortDropdown label="정렬" options={withHidden} value="recent" onChange={() => {}} />);
    const select = page.getByRole('combobox', { name: '정렬' });
    await expect.element(select).toHaveValue('recent');
    await expect.element(page.getByText('최신순', { exact: true }).first()).toBeVisible();
    await rerender(<SortDropdown label="정렬" options={withHidden} value="name" onChange={() => {}} />);
    expect((select.element() as HTMLSelectElement).querySelector<HTMLOptionElement>('option[value="recent"]')?.hidden).toBe(true);
  });

  it('falls back to the first option when the value is unknown', async () => {
    await render(<SortDropdown label="정렬" options={options} value="nope" onChange={() => {}} />);
    await expect.element(page.getByRole('combobox', { name: '정렬' })).toHaveValue('popularity');
  });
});
