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

/** The platform's picker opens natively (not captured in screenshots); a choice updates the trigger. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '정렬' });
    await userEvent.selectOptions(select, '출시일순');
    await expect(args.onChange).toHaveBeenCalledWith('releaseDate');
    await waitFor(() => expect(select).toHaveValue('releaseDate'));
    await expect(within(canvasElement).getByText('출시일순', { selector: '[aria-hidden]' })).toBeVisible();
  },
};

/** The URL can ask for a sort the menu does not offer: it shows while current, hidden otherwise. */
export const HiddenCurrent: Story = {
  args: { value: 'recent', options: [...gameSorts, { value: 'recent', label: '최신순', hidden: true }] },
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

export const Dark: Story = { ...Choose, globals: { theme: 'dark' } };

/** The Dark story's content on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
