import '../packages/ui/src/styles.css';
import '../packages/ui/src/fonts.css';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { notificationHandlers, priceHandlers } from '@gameshelf/mocks';
import { AppFrame } from '../apps/web/src/app/layout/app-frame.tsx';
import { StoryFrameProvider } from '../apps/web/src/testing/story-frame.tsx';

// Stories show Pretendard, as a returning visitor sees the app (packages/ui/src/styles.css, font stacks).
document.documentElement.dataset.fonts = '';

// Any request a story does not mock is an error, in Storybook and in the story tests.
initialize({ onUnhandledRequest: 'error', quiet: true });

/** Screenshots and layout must not depend on whether Pretendard has arrived yet. */
const fontsLoader: Loader = async () => {
  await document.fonts.ready;
  return {};
};

/** Stories render in the app's 320-600 px column unless they ask for the full screen. */
const withColumn: Decorator = (Story, { parameters }) =>
  parameters.layout === 'fullscreen' ? (
    <Story />
  ) : (
    <div data-slot="story-column" className="mx-auto w-full max-w-column min-w-column bg-background p-4 text-foreground">
      <Story />
    </div>
  );

/**
 * The web app's screen stories (withStoryProviders) render inside the app's own frame. It is composed
 * in apps/web's app/, which the web app's src/testing may not import, so it is handed over here.
 */
const withAppFrame: Decorator = (Story) => (
  <StoryFrameProvider value={AppFrame}>
    <Story />
  </StoryFrameProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader, fontsLoader],
  decorators: [
    withColumn,
    withAppFrame,
    // Story-level dark: `globals: { theme: 'dark' }`.
    withThemeByClassName({
      themes: { light: '', dark: 'dark' },
      defaultTheme: 'light',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    // The app shell asks for the signed-in user's unread notifications on every screen: none, unless a story says otherwise.
    // Game pages ask for their store prices: the fixture's (none for games no PC store sells).
    msw: { handlers: { notifications: notificationHandlers.empty, prices: priceHandlers.loaded } },
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        // The default: a common Android phone; story tests screenshot at this size.
        phone412: { name: '휴대폰 412', styles: { width: '412px', height: '915px' }, type: 'mobile' },
        mobile360: { name: '모바일 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        // The narrowest supported column: nothing may truncate into ambiguity here.
        mobile320: { name: '모바일 320', styles: { width: '320px', height: '700px' }, type: 'mobile' },
        column600: { name: '컬럼 600', styles: { width: '600px', height: '900px' }, type: 'tablet' },
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    viewport: { value: 'phone412', isRotated: false },
  },
};

export default preview;
