/**
 * `react` for component tests and stories only: Preact's compat plus `act`, which React 19 exports from
 * `react` and preact/compat does not. vitest-browser-react's render() reads `React.act` to run each render
 * and flush its effects before resolving; without it, effects (an embla carousel's set-up, a dialog's
 * focus trap) would still be pending when a test's first step runs. The app's bundles never include it
 * (apps/web/build/preact-aliases.ts).
 *
 * JavaScript, not TypeScript: preact/compat's types are `export =`, which `export *` cannot re-export; the
 * tests see React's types for `react` anyway.
 */
import compat from 'preact/compat';
import { act } from 'preact/test-utils';

export * from 'preact/compat';
export { act };
export default { ...compat, act };
