import type { Config } from 'tailwindcss';

/**
 * Design tokens. Colours point at CSS variables defined in packages/ui/src/styles.css
 * (`:root` = light, `.dark` = dark) so one class works in both themes.
 * Tailwind 4 reads this file only through `@config` in styles.css.
 */
const color = (name: string) => `var(--${name})`;

export default {
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        background: color('background'),
        foreground: color('foreground'),
        card: { DEFAULT: color('card'), foreground: color('card-foreground') },
        muted: { DEFAULT: color('muted'), foreground: color('muted-foreground') },
        border: color('border'),
        ring: color('ring'),
        primary: { DEFAULT: color('primary'), foreground: color('primary-foreground') },
        accent: { DEFAULT: color('accent'), foreground: color('accent-foreground') },
        danger: { DEFAULT: color('danger'), foreground: color('danger-foreground') },
        success: color('success'),
        warning: color('warning'),
        star: color('star'),
        overlay: color('overlay'),
      },
      borderRadius: {
        sm: '0.375rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
        pill: '9999px',
      },
      spacing: {
        header: '3.5rem',
        'bottom-nav': '4rem',
        gutter: '1rem',
      },
      maxWidth: { column: '600px' },
      minWidth: { column: '320px' },
      fontFamily: {
        // The stacks are variables (packages/ui/src/styles.css): Pretendard leads them only where the
        // page says so (`data-fonts` on <html>), so a first visit paints in the system's Korean font.
        sans: ['var(--font-sans-stack)'],
        mono: ['var(--font-mono-stack)'],
      },
      zIndex: { header: '40', nav: '40', fab: '45', overlay: '50' },
    },
  },
} satisfies Config;
