import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ExampleForm } from './example-form';

const nameInput = () => page.getByRole('textbox', { name: '컬렉션 이름' });

describe('Form and FormField', () => {
  it('refuses an invalid submit: the rule message shows at its field, which gets the focus', async () => {
    const onSubmit = vi.fn();
    await render(<ExampleForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '저장' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('컬렉션 이름은 2~10글자로 입력해주세요.');
    await expect.element(nameInput()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(nameInput()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('tells onInvalid which fields the resolver refused', async () => {
    const onInvalid = vi.fn();
    await render(<ExampleForm onSubmit={() => {}} onInvalid={onInvalid} />);
    await page.getByRole('button', { name: '저장' }).click();
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(Object.keys(onInvalid.mock.calls[0]![0] as object)).toEqual(['name']);
  });

  it('submits the values the resolver returned, with every field bound', async () => {
    const onSubmit = vi.fn();
    await render(<ExampleForm onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), '  인생 게임  ');
    await userEvent.type(page.getByRole('textbox', { name: '설명 (선택)' }), '다시 하고 싶은 게임');
    await page.getByRole('switch', { name: '공개' }).click();
    await page.getByRole('button', { name: '저장' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: '인생 게임', description: '다시 하고 싶은 게임', isPublic: true });
  });

  it('checks a touched field on blur and clears the message once it is valid', async () => {
    await render(<ExampleForm onSubmit={() => {}} />);
    await userEvent.type(nameInput(), '가');
    await userEvent.tab();
    await expect.element(page.getByRole('alert')).toBeVisible();
    await userEvent.type(nameInput(), '나');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(nameInput()).not.toHaveAttribute('aria-invalid');
  });
});
