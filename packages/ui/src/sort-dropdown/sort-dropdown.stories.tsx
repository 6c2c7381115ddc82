import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortDropdown, type SortDropdownProps } from './sort-dropdown';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const gameSorts = [
  { value: 'popularity', label: '인기순' },
  { value: 'name', label: '이름순' },
  { value: 'releaseDate', label: '출시일순' },
  { value: 'rating', label: '평점순' },
  { value: 'reviewCount', label: '리뷰 많은순' },
];

const StatefulSortDropdown = withValueState(SortDropdown);

function Stateful(args: SortDropdownProps) {
  return (
    <div className="flex justify-end">
      <StatefulSortDropdown {...args} />
    </div>
  );
}

const meta = {
  title: 'Filters/SortDropdown',
  component: SortDropdown,
  tags: ['autodocs'],
  args: { label: '정렬', options: gameSorts, value: 'popularity', onChange: fn() },
  argTypes: { value: { control: 'select', options: gameSorts.map((o) => o.value) } },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-[260px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /정렬/ }));
    await waitFor(() => expect(within(document.body).getByRole('menu', { name: /정렬/ })).toBeVisible());
  },
};

/** Enter opens the menu, arrows move, Enter picks; the trigger then shows the choice. */
export const KeyboardSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /정렬/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: /정렬/ });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: '인기순' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: '출시일순' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('releaseDate');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveTextContent('출시일순');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WishlistSorts: Story = {
  args: {
    value: 'recent',
    options: [
      { value: 'recent', label: '최근 추가순' },
      { value: 'name', label: '이름순' },
    ],
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
