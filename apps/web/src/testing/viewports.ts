/** Story globals for the phone presets of .storybook/preview.tsx: the story test screenshots at that width. */
export const narrowViewport = { viewport: { value: 'mobile360', isRotated: false } } as const;

/** The narrowest supported column (320 px). */
export const narrowestViewport = { viewport: { value: 'mobile320', isRotated: false } } as const;
