/**
 * Story globals for the viewport presets defined in .storybook/preview.tsx.
 * The story tests (@storybook/addon-vitest) resize the browser to the preset, so a story
 * using these is screenshotted at that width.
 */
export const narrowViewport = { viewport: { value: 'mobile360', isRotated: false } } as const;
export const columnViewport = { viewport: { value: 'column600', isRotated: false } } as const;
