import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { hiddenByTheModal } from '../test/modal';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';

function OwnerMenu({ onEdit = () => {}, onDelete = () => {} }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>더보기</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>수정</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onDelete}>
          삭제
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const trigger = () => page.getByRole('button', { name: '더보기' });

describe('DropdownMenu', () => {
  describe('closed', () => {
    it('is a menu button that reports it is collapsed', async () => {
      await render(<OwnerMenu />);
      await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'menu');
      await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(page.getByRole('menu').query()).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('open', () => {
    it('lists the items with a separator; 삭제 has the danger tone', async () => {
      await render(<OwnerMenu />);
      await userEvent.click(trigger());
      await expect.element(page.getByRole('menu')).toBeVisible();
      await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
      await expect.element(page.getByRole('separator')).toBeInTheDocument();
      const remove = page.getByRole('menuitem', { name: '삭제' });
      await expect.element(remove).toHaveAttribute('data-tone', 'danger');
      await expect.element(remove).toHaveClass(/text-danger/);
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<OwnerMenu />);
      await userEvent.click(trigger());
      await expect.element(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('keyboard', () => {
    it('opens with Enter, moves with arrows (wrapping past the separator) and chooses with Enter', async () => {
      const onEdit = vi.fn();
      const onDelete = vi.fn();
      await render(<OwnerMenu onEdit={onEdit} onDelete={onDelete} />);
      trigger().element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('menuitem', { name: '수정' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('menuitem', { name: '수정' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect.element(page.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onDelete).toHaveBeenCalledTimes(1);
      expect(onEdit).not.toHaveBeenCalled();
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(trigger()).toHaveFocus();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });

    it('closes on Escape without choosing and gives focus back', async () => {
      const onEdit = vi.fn();
      await render(<OwnerMenu onEdit={onEdit} />);
      trigger().element().focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menu')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(trigger()).toHaveFocus();
      expect(onEdit).not.toHaveBeenCalled();
    });
  });

  describe('pointer', () => {
    it('closes on a press outside', async () => {
      await render(
        <>
          <p>바깥</p>
          <OwnerMenu />
        </>,
      );
      await userEvent.click(trigger());
      await expect.element(page.getByRole('menu')).toBeVisible();
      await userEvent.click(page.getByText('바깥'));
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    });

    it('calls onSelect for the clicked item', async () => {
      const onEdit = vi.fn();
      await render(<OwnerMenu onEdit={onEdit} />);
      await userEvent.click(trigger());
      await userEvent.click(page.getByRole('menuitem', { name: '수정' }));
      expect(onEdit).toHaveBeenCalledTimes(1);
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    });
  });
});
