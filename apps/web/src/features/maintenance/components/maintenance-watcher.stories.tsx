import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureMaintenanceFiles, MAINTENANCE_NOW, maintenanceHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { setMaintenanceClock, setPageReloader } from '../lib/maintenance-clock.ts';
import { MaintenanceWatcher } from './maintenance-watcher.tsx';

/** The page reload, seen instead of done. */
const reload = fn();

/** A page of the app with the watcher the root layout loads after the first render. */
function AppWithWatcher() {
  return (
    <>
      <section className="p-gutter">
        <h1 className="text-lg font-bold">게임셸프 홈</h1>
        <p className="text-sm text-muted-foreground">점검 중이 아니면 평소 화면이 보입니다.</p>
      </section>
      <MaintenanceWatcher />
    </>
  );
}

/** Holds the clock at `at` (ms), or lets it run from there with `running`, and catches reloads. */
const clockAt =
  (at: number, running = false) =>
  () => {
    reload.mockClear();
    const startedAt = Date.now();
    const restoreClock = setMaintenanceClock(() => (running ? at + Date.now() - startedAt : at));
    const restoreReload = setPageReloader(reload);
    return () => {
      restoreClock();
      restoreReload();
    };
  };

const NOW = Date.parse(MAINTENANCE_NOW);
const END = Date.parse(fixtureMaintenanceFiles.on.endTime);

const meta = {
  title: 'Screens/Maintenance',
  component: AppWithWatcher,
  decorators: [withStoryProviders],
  beforeEach: clockAt(NOW),
  parameters: { layout: 'fullscreen', route: { path: '/' } },
} satisfies Meta<typeof AppWithWatcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (name: keyof typeof maintenanceHandlers) => ({ msw: { handlers: { maintenance: maintenanceHandlers[name] } } });
const notice = () => within(document.body).findByRole('dialog', { name: '시스템 점검 중' });
/** Lets the first read answer before checking that nothing showed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

export const During: Story = {
  name: 'During: full-screen notice with the time left',
  parameters: group('on'),
  play: async () => {
    const dialog = within(await notice());
    await expect(dialog.getByText('2026년 12월 1일 (화) 오전 2:00 ~ 오전 6:00')).toBeVisible();
    await expect(dialog.getByText(/데이터베이스 서버를 교체하고 있습니다\./)).toHaveClass('whitespace-pre-line');
    await expect(dialog.getByText('약 2시간 30분')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '점검 상태 확인' })).toBeEnabled();
    await expect(dialog.getByText('점검이 끝나면 자동으로 새로고침됩니다.')).toBeVisible();
    await expect(reload).not.toHaveBeenCalled();
  },
};

export const DuringDark: Story = { ...During, name: 'During (dark)', globals: { theme: 'dark' } };

export const BeforeStart: Story = {
  name: 'Before the start: not shown',
  parameters: group('scheduled'),
  play: async ({ canvasElement }) => {
    await settle();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: '게임셸프 홈' })).toBeVisible();
  },
};

export const NoFile: Story = {
  name: 'No file, a broken one or a failed read: not shown',
  parameters: group('none'),
  play: async () => {
    await settle();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const BrokenFile: Story = { ...NoFile, name: 'Broken file: not shown', parameters: group('broken') };
export const FailedRead: Story = { ...NoFile, name: 'Failed read: not shown', parameters: group('failing') };
export const Ended: Story = { ...NoFile, name: 'Ended window: not shown', parameters: group('ended') };

export const Countdown: Story = {
  name: 'Countdown: ticks each second',
  parameters: group('on'),
  beforeEach: clockAt(END - 61_500, true),
  play: async () => {
    const dialog = within(await notice());
    await expect(dialog.getByText('약 2분')).toBeVisible();
    await waitFor(() => expect(dialog.getByText('약 1분')).toBeVisible(), { timeout: 4000 });
    await expect(reload).not.toHaveBeenCalled();
  },
};

export const EndTime: Story = {
  name: 'End time: the page reloads',
  parameters: group('on'),
  beforeEach: clockAt(END - 1_500, true),
  play: async () => {
    await notice();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
  },
};

export const Checking: Story = {
  name: 'Refresh: checking',
  parameters: group('onThenChecking'),
  play: async () => {
    const dialog = within(await notice());
    await userEvent.click(dialog.getByRole('button', { name: '점검 상태 확인' }));
    await expect(await dialog.findByRole('button', { name: '확인 중...' })).toBeDisabled();
    await expect(reload).not.toHaveBeenCalled();
  },
};

export const RefreshFindsItOver: Story = {
  name: 'Refresh: maintenance over, the page reloads',
  parameters: group('onThenOff'),
  play: async () => {
    const dialog = within(await notice());
    await userEvent.click(dialog.getByRole('button', { name: '점검 상태 확인' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  },
};
