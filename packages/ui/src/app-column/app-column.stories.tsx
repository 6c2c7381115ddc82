import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppColumn } from './app-column';
import { columnViewport, narrowViewport } from '../test/viewports';

const meta = {
  title: 'App shell/AppColumn',
  component: AppColumn,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="bg-muted">
      {/* A short column for the story: the inline height wins over the column's own full-screen minimum. */}
      <AppColumn {...args} className="p-4" style={{ minHeight: '300px' }}>
        <h1 className="text-lg font-bold">한 줄 컬럼</h1>
        <p className="text-sm text-muted-foreground">최소 320px, 최대 600px 너비로 가운데에 놓입니다.</p>
      </AppColumn>
    </div>
  ),
} satisfies Meta<typeof AppColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

/** At 600 px and wider the column stops growing. */
export const Wide: Story = { globals: columnViewport };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
