/** Story globals for the phone presets of .storybook/preview.tsx: the story test screenshots at that width. */
export const narrowViewport = { viewport: { value: 'mobile360', isRotated: false } } as const;
