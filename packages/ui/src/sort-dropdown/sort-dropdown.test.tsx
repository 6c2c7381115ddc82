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
  describe('closed', () => {
    it('names the trigger with the label and shows the current choice', async () => {
      await render(<SortDropdown label="정렬" options={options} value="name" onChange={() => {}} />);
      const trigger = page.getByRole('button', { name: '정렬: 이름순' });
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expectNoAxeViolations();
    });
  });

  describe('open', () => {
    it('lists the options as radio items with the current one checked', async () => {
      await render(<SortDropdown label="정렬" options={options} value="name" onChange={() => {}} />);
      await userEvent.click(page.getByRole('button', { name: /정렬/ }));
      const menu = page.getByRole('menu', { name: '정렬' });
      await expect.element(menu).toBeVisible();
      expect(menu.getByRole('menuitemradio').elements()).toHaveLength(3);
      await expect.element(menu.getByRole('menuitemradio', { name: '이름순' })).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={() => {}} />);
      await userEvent.click(page.getByRole('button', { name: /정렬/ }));
      await expect.element(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('keyboard', () => {
    it('opens with Enter, moves with arrows and selects with Enter', async () => {
      const onChange = vi.fn();
      await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={onChange} />);
      (page.getByRole('button', { name: /정렬/ }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('menuitemradio', { name: '인기순' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitemradio', { name: '이름순' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledExactlyOnceWith('name');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    });

    it('closes with Escape without choosing', async () => {
      const onChange = vi.fn();
      await render(<SortDropdown label="정렬" options={options} value="popularity" onChange={onChange} />);
      (page.getByRole('button', { name: /정렬/ }).element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menu')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
