#!/usr/bin/env node
// `npm test`: every check the project has, in the order CI runs them.
// Lint (import boundaries included) and the format check, then type checks, then node tests
// (API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests (ui components and every Storybook story), then the production build,
// its first-visit JS budget per route, and the end-to-end test against it.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['format check', 'npm', ['run', 'format:check']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['node tests', 'npx', ['vitest', 'run', '--project', 'node']],
  ['browser tests', 'npx', ['vitest', 'run', '--project', 'ui', '--project', 'storybook']],
  ['production build', 'npm', ['run', 'build']],
  ['JS budget', 'node', ['--import', 'tsx', 'scripts/js-budget.ts']],
  ['end-to-end test', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}
