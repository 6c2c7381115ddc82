import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../button/button';
import { PrivateContentNotice } from './private-content-notice';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/PrivateContentNotice',
  component: PrivateContentNotice,
  tags: ['autodocs'],
  args: { description: '작성자가 이 컬렉션을 비공개로 설정했어요.' },
} satisfies Meta<typeof PrivateContentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('비공개 콘텐츠입니다')).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

/** A private Steam profile: a custom title and a way forward. */
export const WithAction: Story = {
  args: {
    title: 'Steam 프로필이 비공개입니다',
    description: '프로필과 게임 세부 정보를 공개로 바꾼 뒤 다시 연결해 주세요.',
    action: (
      <a href="/steam/profile-private" className={buttonVariants()}>
        공개 설정 방법 보기
      </a>
    ),
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
