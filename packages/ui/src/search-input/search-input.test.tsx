import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { SearchInput } from './search-input';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchInput', () => {
  describe('empty', () => {
    it('is a labelled search box without a clear button', async () => {
      await render(<SearchInput label="게임 검색" placeholder="게임 이름" onDebouncedChange={() => {}} />);
      await expect.element(page.getByRole('searchbox', { name: '게임 검색' })).toHaveValue('');
      expect(page.getByRole('button', { name: '검색어 지우기' }).query()).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('typing', () => {
    it('reports the trimmed value once, no sooner than debounceMs after the last key', async () => {
      const calls: number[] = [];
      const onDebouncedChange = vi.fn(() => {
        calls.push(performance.now());
      });
      await render(<SearchInput label="게임 검색" onDebouncedChange={onDebouncedChange} />);
      const input = page.getByRole('searchbox', { name: '게임 검색' });
      let lastInputAt = 0;
      input.element().addEventListener('input', () => {
        lastInputAt = performance.now();
      });
      await userEvent.type(input, '  zelda  ');
      await sleep(200);
      expect(onDebouncedChange).not.toHaveBeenCalled();
      await expect.poll(() => onDebouncedChange.mock.calls.length, { timeout: 1500 }).toBe(1);
      expect(onDebouncedChange).toHaveBeenCalledWith('zelda');
      expect(calls[0]! - lastInputAt).toBeGreaterThanOrEqual(295);
      await sleep(400);
      expect(onDebouncedChange).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });

    it('does not report a value that only differs by spaces from the last one', async () => {
      const onDebouncedChange = vi.fn();
      await render(<SearchInput label="게임 검색" defaultValue="mario" debounceMs={50} onDebouncedChange={onDebouncedChange} />);
      await userEvent.type(page.getByRole('searchbox'), '  ');
      await sleep(200);
      expect(onDebouncedChange).not.toHaveBeenCalled();
    });

    it('reports at once on Enter', async () => {
      const onDebouncedChange = vi.fn();
      await render(<SearchInput label="게임 검색" debounceMs={5000} onDebouncedChange={onDebouncedChange} />);
      await userEvent.type(page.getByRole('searchbox'), 'portal{Enter}');
      expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('portal');
    });
  });

  describe('with a value', () => {
    it('clears with the clear button and reports the empty string at once', async () => {
      const onDebouncedChange = vi.fn();
      document.documentElement.classList.add('dark');
      await render(<SearchInput label="게임 검색" defaultValue="포탈" onDebouncedChange={onDebouncedChange} />);
      await expectNoAxeViolations();
      await userEvent.click(page.getByRole('button', { name: '검색어 지우기' }));
      await expect.element(page.getByRole('searchbox')).toHaveValue('');
      await expect.element(page.getByRole('searchbox')).toHaveFocus();
      expect(onDebouncedChange).toHaveBeenCalledExactlyOnceWith('');
    });
  });
});
