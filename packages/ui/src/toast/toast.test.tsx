import { act } from '../test/act';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import {
  ToastHost,
  ToastProvider,
  TOAST_MODES,
  TOAST_OFFSET_PX,
  TOAST_OFFSET_WITH_NAV_PX,
  toastBottomOffset,
  useToast,
  type ToastApi,
  type ToastMode,
} from './toast';

let toast: ToastApi;

function Capture() {
  toast = useToast();
  return null;
}

function renderHost({ mode, withBottomNav = false }: { mode?: ToastMode; withBottomNav?: boolean } = {}) {
  return render(
    <ToastProvider mode={mode}>
      <p>본문</p>
      <Capture />
      <ToastHost withBottomNav={withBottomNav} />
    </ToastProvider>,
  );
}

const messages = () => Array.from(document.querySelectorAll('[data-slot="toast-message"]'), (node) => node.textContent);
const host = () => document.querySelector<HTMLElement>('[data-slot="toast-host"]')!;

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** The real mouse may rest where an earlier test's toast was; hovering a toast pauses its clock. */
async function fakeTimersWithMouseAway() {
  await userEvent.hover(page.getByText('본문'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  describe('single mode (default)', () => {
    it('shows a success toast politely and removes it after 3000 ms, not at 2900', async () => {
      await renderHost();
      await fakeTimersWithMouseAway();
      await act(async () => {
        toast.success('위시리스트에 추가했어요');
      });
      const status = page.getByRole('status');
      await expect.element(status).toHaveTextContent('위시리스트에 추가했어요');
      await expect.element(status).toHaveAttribute('aria-live', 'polite');
      await advance(2900);
      expect(messages()).toEqual(['위시리스트에 추가했어요']);
      await advance(100);
      expect(messages()).toEqual([]);
    });

    it('passes axe with a toast shown (real timers: axe waits on them)', async () => {
      await renderHost();
      await act(async () => {
        toast.success('위시리스트에 추가했어요', { description: '위시리스트에서 볼 수 있어요.' });
      });
      await expect.element(page.getByRole('status')).toHaveTextContent('위시리스트에 추가했어요');
      await expectNoAxeViolations();
    });

    it('replaces the current toast with a new one, which gets its own 3000 ms', async () => {
      await renderHost();
      await fakeTimersWithMouseAway();
      await act(async () => {
        toast.info('첫 번째');
      });
      await advance(2000);
      await act(async () => {
        toast.info('두 번째');
      });
      expect(messages()).toEqual(['두 번째']);
      await advance(2900);
      expect(messages()).toEqual(['두 번째']);
      await advance(100);
      expect(messages()).toEqual([]);
    });
  });

  describe('stacked mode', () => {
    it('shows at most 3, drops the oldest, and keeps each for 4000 ms', async () => {
      await renderHost({ mode: 'stacked' });
      await fakeTimersWithMouseAway();
      await act(async () => {
        for (const n of [1, 2, 3, 4]) toast.success(`토스트 ${n}`);
      });
      expect(messages()).toEqual(['토스트 2', '토스트 3', '토스트 4']);
      expect(TOAST_MODES.stacked.visible).toBe(3);
      await advance(3900);
      expect(messages()).toHaveLength(3);
      await advance(100);
      expect(messages()).toEqual([]);
    });

    it('passes axe with three toasts shown', async () => {
      await renderHost({ mode: 'stacked' });
      await act(async () => {
        for (const n of [1, 2, 3, 4]) toast.success(`토스트 ${n}`);
      });
      expect(messages()).toHaveLength(3);
      await expectNoAxeViolations();
    });
  });

  describe('error', () => {
    it('is announced assertively', async () => {
      await renderHost();
      await act(async () => {
        toast.error('저장하지 못했어요.', { description: '잠시 후 다시 시도해 주세요.' });
      });
      const alert = page.getByRole('alert');
      await expect.element(alert).toHaveTextContent('저장하지 못했어요.잠시 후 다시 시도해 주세요.');
      await expect.element(alert).toHaveAttribute('aria-live', 'assertive');
      expect(page.getByRole('status').element().textContent).toBe('');
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme with all three types', async () => {
      document.documentElement.classList.add('dark');
      await renderHost({ mode: 'stacked' });
      await act(async () => {
        toast.success('성공');
        toast.error('오류');
        toast.info('안내', { action: { label: '보기', onClick: () => {} } });
      });
      expect(messages()).toHaveLength(3);
      await expectNoAxeViolations();
    });
  });

  describe('buttons', () => {
    it('calls the action back and closes; the 닫기 button closes', async () => {
      const onClick = vi.fn();
      await renderHost();
      await act(async () => {
        toast.success('컬렉션에 추가했어요', { action: { label: '보러 가기', onClick } });
      });
      await userEvent.click(page.getByRole('button', { name: '보러 가기' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      await expect.poll(messages).toEqual([]);
      await act(async () => {
        toast.info('안내');
      });
      await userEvent.click(page.getByRole('button', { name: '닫기' }));
      await expect.poll(messages).toEqual([]);
      await expectNoAxeViolations();
    });

    it('dismisses everything with dismiss()', async () => {
      await renderHost({ mode: 'stacked' });
      await act(async () => {
        toast.info('하나');
        toast.info('둘');
      });
      expect(messages()).toHaveLength(2);
      await act(async () => toast.dismiss());
      expect(messages()).toEqual([]);
    });
  });

  describe('keeping the toast while in use', () => {
    it('does not expire while focus is inside it', async () => {
      await renderHost();
      await fakeTimersWithMouseAway();
      await act(async () => {
        toast.info('안내', { action: { label: '보기', onClick: () => {} } });
      });
      await act(async () => {
        page.getByRole('button', { name: '보기' }).element().focus();
      });
      await advance(5000);
      expect(messages()).toEqual(['안내']);
      await act(async () => {
        (document.activeElement as HTMLElement).blur();
      });
      await advance(3000);
      expect(messages()).toEqual([]);
    });
  });

  describe('offset', () => {
    it.each([
      [true, TOAST_OFFSET_WITH_NAV_PX, '65px'],
      [false, TOAST_OFFSET_PX, '25px'],
    ])('withBottomNav=%s sits %i px from the bottom', async (withBottomNav, px, css) => {
      expect(toastBottomOffset(withBottomNav)).toBe(px);
      await renderHost({ withBottomNav });
      await act(async () => {
        toast.info('안내');
      });
      expect(getComputedStyle(host()).bottom).toBe(css);
      const rect = page.getByText('안내').element().closest('[data-slot="toast"]')!.getBoundingClientRect();
      expect(Math.round(window.innerHeight - rect.bottom)).toBe(px);
    });
  });

  describe('outside a provider', () => {
    it('throws a helpful error', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(render(<Capture />)).rejects.toThrow('useToast must be used inside <ToastProvider>');
      spy.mockRestore();
    });
  });
});
