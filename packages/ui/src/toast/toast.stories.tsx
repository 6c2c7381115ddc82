import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastHost, ToastProvider, TOAST_MODES, useToast, type ToastMode, type ToastOptions, type ToastType } from './toast';
import { narrowViewport } from '../test/viewports';

type Preset = { type: ToastType; message: string; options?: ToastOptions };

type DemoArgs = {
  mode: ToastMode;
  withBottomNav: boolean;
  /** Overrides the mode's duration; the static stories keep their toasts for the screenshot. */
  duration?: number;
  /** Toasts shown when the story mounts. */
  initial: Preset[];
  onAction: () => void;
};

const KEEP = 10 * 60 * 1000;

function Buttons({ onAction }: { onAction: () => void }) {
  const toast = useToast();
  const count = useRef(0);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => toast.success(`위시리스트에 추가했어요 ${++count.current}`)}>
        성공
      </Button>
      <Button size="sm" variant="secondary" onClick={() => toast.error('저장하지 못했어요. 다시 시도해 주세요.')}>
        오류
      </Button>
      <Button size="sm" variant="outline" onClick={() => toast.info('준비 중인 기능이에요.')}>
        안내
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => toast.success('컬렉션에 추가했어요', { action: { label: '보러 가기', onClick: onAction } })}
      >
        작업 포함
      </Button>
    </div>
  );
}

function Initial({ presets }: { presets: Preset[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const { type, message, options } of presets) toast[type](message, options);
  }, [toast, presets]);
  return null;
}

function Demo({ mode, withBottomNav, duration, initial, onAction }: DemoArgs) {
  return (
    <ToastProvider mode={mode} duration={duration}>
      <Buttons onAction={onAction} />
      <Initial presets={initial} />
      <ToastHost withBottomNav={withBottomNav} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  subcomponents: { ToastProvider, ToastHost },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`ToastProvider` holds the queue, `ToastHost` shows it, `useToast()` returns `success`, `error`, `info` and `dismiss`. ' +
          "Mode 'single' (default): one toast for 3000 ms, a new one replaces it. Mode 'stacked': 3 visible, 4000 ms each.",
      },
    },
  },
  args: { mode: 'single', withBottomNav: false, duration: KEEP, initial: [], onAction: fn() },
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['single', 'stacked'],
      description:
        "ToastProvider mode: 'single' (default) shows one toast for 3000 ms, a new one replaces it; 'stacked' shows up to 3, 4000 ms each.",
    },
    withBottomNav: {
      control: 'boolean',
      description: 'ToastHost: lifts the toasts above the bottom navigation (65 px from the bottom instead of 25 px).',
    },
    duration: {
      control: 'number',
      description: "ToastProvider: overrides the mode's duration (ms) for every toast; long here so static stories keep theirs.",
    },
    initial: { control: 'object', description: 'Toasts shown when the story mounts (type, message, options).' },
    onAction: { description: "Called when the action button of the '작업 포함' toast is pressed." },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body).queryAllByText(/./, { selector: '[data-slot="toast-message"]' });

export const Success: Story = { args: { initial: [{ type: 'success', message: '위시리스트에 추가했어요' }] } };

export const ErrorToast: Story = {
  name: 'Error',
  args: { initial: [{ type: 'error', message: '로그인이 필요합니다.' }] },
  play: async () => {
    const alert = within(document.body).getByRole('alert');
    await expect(alert).toHaveTextContent('로그인이 필요합니다.');
  },
};

export const Info: Story = { args: { initial: [{ type: 'info', message: '준비 중인 기능이에요.' }] } };

export const WithDescriptionAndAction: Story = {
  args: {
    initial: [
      {
        type: 'success',
        message: 'GOG 연동이 성공적으로 완료되었습니다!',
        options: {
          description: '라이브러리를 동기화하고 있어요.',
          action: { label: '보러 가기', onClick: () => {} },
        },
      },
    ],
  },
};

/** With the bottom navigation the toast sits 65 px from the bottom, otherwise 25 px. */
export const WithBottomNav: Story = {
  args: { withBottomNav: true, initial: [{ type: 'info', message: '새 버전이 있어요.' }] },
  play: async () => {
    const host = document.querySelector<HTMLElement>('[data-slot="toast-host"]')!;
    await expect(getComputedStyle(host).bottom).toBe('65px');
  },
};

export const WithoutBottomNav: Story = {
  args: { withBottomNav: false, initial: [{ type: 'info', message: '새 버전이 있어요.' }] },
  play: async () => {
    const host = document.querySelector<HTMLElement>('[data-slot="toast-host"]')!;
    await expect(getComputedStyle(host).bottom).toBe('25px');
  },
};

/** Four toasts in stacked mode: the three newest stay, the oldest is dropped. */
export const Stacked: Story = {
  args: { mode: 'stacked' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '성공' });
    for (let i = 0; i < 4; i++) await userEvent.click(button);
    await waitFor(() => expect(toasts()).toHaveLength(TOAST_MODES.stacked.visible));
    await expect(toasts().map((node) => node.textContent)).toEqual([
      '위시리스트에 추가했어요 2',
      '위시리스트에 추가했어요 3',
      '위시리스트에 추가했어요 4',
    ]);
  },
};

/** In single mode a new toast replaces the current one. */
export const SingleReplaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '성공' }));
    await userEvent.click(canvas.getByRole('button', { name: '안내' }));
    await waitFor(() => expect(toasts().map((node) => node.textContent)).toEqual(['준비 중인 기능이에요.']));
  },
};

/** Real time: still shown at 2.5 s, gone soon after 3 s. */
export const DisappearsAfter3s: Story = {
  args: { duration: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '안내' }));
    const toast = await within(document.body).findByText('준비 중인 기능이에요.');
    const shownAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    if (performance.now() - shownAt < TOAST_MODES.single.durationMs - 100) await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

/** The action button calls back and closes the toast; '닫기' closes it too. */
export const ActionCallsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '작업 포함' }));
    await userEvent.click(await body.findByRole('button', { name: '보러 가기' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts()).toHaveLength(0));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '오류' }));
    await userEvent.click(await body.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    mode: 'stacked',
    initial: [
      { type: 'success', message: '위시리스트에 추가했어요' },
      { type: 'error', message: '저장하지 못했어요.' },
      { type: 'info', message: '준비 중인 기능이에요.', options: { description: 'Xbox 연동은 곧 열려요.' } },
    ],
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
