import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { covers } from '../test/fixtures';
import { CollectionCard } from './collection-card';
import { narrowViewport } from '../test/viewports';

const all = [covers.zelda, covers.mario, covers.portal, covers.elden, covers.hades, covers.stardew];

const meta = {
  title: 'Collections/CollectionCard',
  component: CollectionCard,
  tags: ['autodocs'],
  args: {
    variant: 'grid',
    href: '/collection/1',
    name: '인생 게임',
    gameCount: 12,
    covers: all,
    isPublic: true,
    showVisibility: true,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['grid', 'list'] },
    gameCount: { control: { type: 'range', min: 0, max: 40, step: 1 } },
  },
  decorators: [
    (Story, { args, parameters }) =>
      parameters.fullRow ? (
        <Story />
      ) : (
        <div className={args.variant === 'list' ? 'w-full' : 'w-[120px]'}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof CollectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /인생 게임/ });
    await expect(link).toHaveAttribute('href', '/collection/1');
    await expect(link).toHaveTextContent('12개 게임');
    await expect(link).toHaveTextContent('공개');
  },
};

export const Private: Story = { args: { isPublic: false, name: '나만 아는 명작', gameCount: 3, covers: all.slice(0, 3) } };

export const Empty: Story = { args: { name: '새 컬렉션', gameCount: 0, covers: [] } };

/** Seen by a visitor: no visibility badge. */
export const WithoutBadge: Story = { args: { showVisibility: false } };

export const List: Story = { args: { variant: 'list' } };

/** Three columns, as on /collection. */
export const GridOfCards: Story = {
  parameters: { fullRow: true },
  render: (args) => (
    <div className="grid grid-cols-3 gap-3">
      <CollectionCard {...args} />
      <CollectionCard {...args} href="/collection/2" name="RPG 모음" gameCount={2} covers={all.slice(2, 4)} isPublic={false} />
      <CollectionCard {...args} href="/collection/3" name="빈 컬렉션" gameCount={0} covers={[]} />
    </div>
  ),
};

export const Dark: Story = { args: { isPublic: false }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
