import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { GameCard, type GameCardProps } from './game-card';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/GameCard',
  component: GameCard,
  tags: ['autodocs'],
  args: {
    variant: 'grid',
    href: '/game/1',
    title: '젤다의 전설 티어스 오브 더 킹덤',
    originalTitle: 'The Legend of Zelda: Tears of the Kingdom',
    coverUrl: covers.zelda,
    platforms: ['Switch'],
    genres: ['어드벤처', 'RPG'],
    rating: 4.5,
    score: 96,
    releaseDate: '2023-05-12',
    inWishlist: false,
    inCollection: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['grid', 'list'] },
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    score: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  decorators: [
    // A single grid card is as wide as one of the three /games columns.
    (Story, { args, parameters }) =>
      parameters.gridLayout ? (
        <Story />
      ) : (
        <div className={args.variant === 'list' ? 'w-full' : 'w-[120px]'}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { variant: 'list' } };

export const NoCover: Story = {
  args: { coverUrl: null, title: '포탈 2', originalTitle: 'Portal 2', platforms: ['PC'], genres: ['퍼즐'] },
};

/** The cover URL fails to load: the card falls back to the placeholder. */
export const BrokenCover: Story = {
  args: { coverUrl: BROKEN_IMAGE, title: '하데스', originalTitle: 'Hades' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="game-card-cover-fallback"]')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Five platforms and four genres: the card shows three and two. */
export const ManyPlatforms: Story = {
  args: {
    title: '스타듀 밸리',
    originalTitle: 'Stardew Valley',
    coverUrl: covers.stardew,
    platforms: ['Switch', 'PS5', 'PC', 'XBOX', 'PS4'],
    genres: ['시뮬레이션', 'RPG', '인디', '캐주얼'],
  },
  play: async ({ canvasElement }) => {
    const platforms = within(canvasElement).getByRole('list', { name: '플랫폼' });
    await expect(within(platforms).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByText('시뮬레이션 · RPG')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: '엘든 링 황금 나무의 그림자 디럭스 에디션 한정판 컬렉터즈 세트 특별 구성',
    originalTitle: 'ELDEN RING Shadow of the Erdtree Deluxe Edition Limited Collector Set',
    coverUrl: covers.elden,
    platforms: ['PS5', 'XBOX', 'PC'],
  },
};

export const LongTitleList: Story = { args: { ...LongTitle.args, variant: 'list' } };

export const InWishlistAndCollection: Story = { args: { inWishlist: true, inCollection: true } };

export const NoRating: Story = { args: { variant: 'list', rating: null, score: null, releaseDate: null } };

/** The /games grid: three columns in the mobile column. */
export const GridLayout: Story = {
  parameters: { gridLayout: true },
  render: (args) => (
    <div className="grid grid-cols-3 gap-x-2 gap-y-4">
      <GameCard {...args} />
      <GameCard
        {...args}
        href="/game/2"
        title="슈퍼 마리오 원더"
        originalTitle="Super Mario Bros. Wonder"
        coverUrl={covers.mario}
        score={92}
        rating={4}
      />
      <GameCard
        {...args}
        href="/game/3"
        title="포탈 2"
        originalTitle="Portal 2"
        coverUrl={covers.portal}
        platforms={['PC', 'PS3', 'XBOX']}
        genres={['퍼즐']}
      />
      <GameCard {...args} href="/game/4" title="하데스" originalTitle="Hades" coverUrl={null} rating={3.5} score={null} />
      <GameCard {...args} href="/game/5" title="엘든 링" originalTitle="ELDEN RING" coverUrl={covers.elden} inWishlist />
      <GameCard {...args} href="/game/6" title="스타듀 밸리" originalTitle="Stardew Valley" coverUrl={covers.stardew} inCollection />
    </div>
  ),
};

export const Dark: Story = { ...GridLayout, globals: { theme: 'dark' } };

export const ListDark: Story = { args: { variant: 'list', inWishlist: true }, globals: { theme: 'dark' } };

/** Only the wishlist mark. */
export const InWishlist: Story = { args: { inWishlist: true } };

/** Only the collection mark. */
export const InCollection: Story = { args: { inCollection: true } };

const unavailableArgs: Partial<GameCardProps> = {
  unavailable: true,
  href: undefined,
  title: 'Hollow Knight',
  originalTitle: null,
  coverUrl: covers.hades,
  platforms: [],
  genres: [],
  rating: null,
  score: null,
  releaseDate: null,
};

/** An unmatched store game: dimmed, '게임 정보 준비 중', not a link and not focusable. */
export const Unavailable: Story = {
  args: unavailableArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('게임 정보 준비 중')).toBeVisible();
    await expect(canvas.getByText('Hollow Knight')).toBeVisible();
    const card = canvasElement.querySelector('[data-slot="game-card"]');
    await expect(card?.tagName).toBe('DIV');
    await expect(card).not.toHaveAttribute('tabindex');
  },
};

export const UnavailableList: Story = { args: { ...unavailableArgs, variant: 'list' } };

/** A store library: matched games are links, unmatched ones are dimmed. */
export const UnavailableInGrid: Story = {
  parameters: { gridLayout: true },
  render: (args) => (
    <div className="grid grid-cols-3 gap-x-2 gap-y-4">
      <GameCard {...args} />
      <GameCard
        {...args}
        unavailable
        href={undefined}
        title="Hollow Knight"
        originalTitle={null}
        coverUrl={covers.hades}
        platforms={[]}
        genres={[]}
        rating={null}
        score={null}
      />
      <GameCard
        {...args}
        unavailable
        href={undefined}
        title="Celeste"
        originalTitle={null}
        coverUrl={null}
        platforms={[]}
        genres={[]}
        rating={null}
        score={null}
      />
    </div>
  ),
};

export const UnavailableDark: Story = {
  args: { ...unavailableArgs, variant: 'list' },
  globals: { theme: 'dark' },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };

export const ListNarrow: Story = { ...ListDark, globals: narrowViewport };

const official = { label: '한국어 지원', tone: 'official' } as const;
const community = { label: '유저 한글패치', tone: 'community' } as const;

/** Official language support: a filled badge under the title, read as part of the link. */
export const LanguageBadgeOfficial: Story = {
  args: { languageBadge: official },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('한국어 지원')).toBeVisible();
    // The link's name still starts with the title; the badge follows it.
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/^젤다의 전설 티어스 오브 더 킹덤 .*한국어 지원/);
    await expect(canvasElement.querySelector('[data-slot="game-card-language-badge"]')).toHaveAttribute('data-tone', 'official');
  },
};

/** A community patch: an outlined badge. */
export const LanguageBadgeCommunity: Story = {
  args: {
    title: '언더테일',
    originalTitle: 'Undertale',
    coverUrl: covers.hades,
    platforms: ['PC', 'Switch'],
    genres: ['RPG', '인디'],
    languageBadge: community,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('유저 한글패치')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="game-card-language-badge"]')).toHaveAttribute('data-tone', 'community');
  },
};

/** Both tones and a card without a badge, in the three-column grid. */
export const LanguageBadgeGrid: Story = {
  parameters: { gridLayout: true },
  render: (args) => (
    <div className="grid grid-cols-3 gap-x-2 gap-y-4">
      <GameCard
        {...args}
        href="/game/2"
        title="엘든 링"
        originalTitle="ELDEN RING"
        coverUrl={covers.elden}
        platforms={['PS5', 'XBOX', 'PC']}
        genres={['RPG', '어드벤처']}
        languageBadge={official}
      />
      <GameCard
        {...args}
        href="/game/3"
        title="언더테일"
        originalTitle="Undertale"
        coverUrl={null}
        platforms={['PC', 'Switch']}
        genres={['RPG', '인디']}
        score={null}
        languageBadge={community}
      />
      <GameCard {...args} languageBadge={null} />
      <GameCard
        {...args}
        href="/game/4"
        title="스타듀 밸리"
        originalTitle="Stardew Valley"
        coverUrl={covers.stardew}
        inWishlist
        languageBadge={official}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('한국어 지원')).toHaveLength(2);
    await expect(canvas.getAllByText('유저 한글패치')).toHaveLength(1);
  },
};

/** Both tones in the list variant. */
export const LanguageBadgeList: Story = {
  args: { variant: 'list' },
  parameters: { gridLayout: true },
  render: (args) => (
    <div className="flex flex-col">
      <GameCard
        {...args}
        href="/game/2"
        title="엘든 링"
        originalTitle="ELDEN RING"
        coverUrl={covers.elden}
        platforms={['PS5', 'XBOX', 'PC']}
        languageBadge={official}
      />
      <GameCard
        {...args}
        href="/game/3"
        title="언더테일"
        originalTitle="Undertale"
        coverUrl={null}
        platforms={['PC', 'Switch']}
        genres={['RPG', '인디']}
        languageBadge={community}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('한국어 지원')).toBeVisible();
    await expect(canvas.getByText('유저 한글패치')).toBeVisible();
  },
};

export const LanguageBadgeDark: Story = { ...LanguageBadgeGrid, globals: { theme: 'dark' } };

export const LanguageBadgeListDark: Story = { ...LanguageBadgeList, globals: { theme: 'dark' } };

/** The badges on a 360 px phone: the grid cards are about 100 px wide. */
export const LanguageBadgeNarrow: Story = { ...LanguageBadgeGrid, globals: narrowViewport };

export const LanguageBadgeListNarrow: Story = { ...LanguageBadgeList, globals: narrowViewport };
