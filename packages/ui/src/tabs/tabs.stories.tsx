import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'info' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="게임 정보">
        <TabsTrigger value="info">정보</TabsTrigger>
        <TabsTrigger value="reviews">리뷰 12</TabsTrigger>
      </TabsList>
      <TabsContent value="info" className="py-4 text-sm leading-relaxed">
        하이랄 왕국의 하늘과 땅을 모험하는 오픈 월드 액션 어드벤처 게임입니다.
      </TabsContent>
      <TabsContent value="reviews" className="py-4 text-sm">
        아직 리뷰가 없습니다.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Reviews: Story = { args: { defaultValue: 'reviews' } };

/** Arrow keys move between tabs and show their panels. */
export const KeyboardSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '정보' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '리뷰 12' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('아직 리뷰가 없습니다.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
