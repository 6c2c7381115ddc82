/** The browser chrome colour (`<meta name="theme-color">`) for each theme; index.html's pre-paint script uses them too. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0f0f14' } as const;
