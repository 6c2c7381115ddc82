import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { fontsWithoutSwap } from './fonts-without-swap.ts';

const generate = fontsWithoutSwap.generateBundle as unknown as (options: object, bundle: Rollup.OutputBundle) => void;

describe('fontsWithoutSwap', () => {
  it('makes every font in the built stylesheets optional, whatever its spacing, and leaves scripts alone', () => {
    const css = '@font-face{font-family:P;font-display:swap;src:url(a.woff2)}@font-face{font-display: swap}';
    const bundle = {
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: css },
      'assets/bytes.css': { type: 'asset', fileName: 'assets/bytes.css', source: new TextEncoder().encode('a{font-display:swap}') },
      'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', code: "const s='font-display:swap'" },
    } as unknown as Rollup.OutputBundle;
    generate({}, bundle);
    expect((bundle['assets/index.css'] as { source: string }).source).toBe(
      '@font-face{font-family:P;font-display:optional;src:url(a.woff2)}@font-face{font-display:optional}',
    );
    expect((bundle['assets/bytes.css'] as { source: string }).source).toBe('a{font-display:optional}');
    expect((bundle['assets/index.js'] as { code: string }).code).toBe("const s='font-display:swap'");
  });
});
