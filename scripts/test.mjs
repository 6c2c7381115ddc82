#!/usr/bin/env node
// `npm test`: every check the project has, in the order CI runs them.
// Lint (import boundaries included), the format check and the type checks first, side by side (they
// only read files; on two cores this saves about a minute and a half), then node tests (API on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests (ui components and
// every Storybook story), then the production build, its first-visit JS budget per route, and the
// end-to-end test against it.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['format check', 'npm', ['run', 'format:check']],
    ['type check', 'npm', ['run', 'typecheck']],
  ],
  // Three workers on two cores: the API suites spend a third of their time waiting on the database
  // (measured: 435 s with two, 344 s with three, 336 s with four).
  [['node tests', 'npx', ['vitest', 'run', '--project', 'node', '--maxWorkers=3']]],
  // Four pages at once: the browser suites mostly wait on rendering and screenshots (measured: 701 s
  // with the default two, 558 s with four, no failures). Story files share a page per worker
  // (vitest.config.ts): 352 s in all.
  [['browser tests', 'npx', ['vitest', 'run', '--project', 'ui', '--project', 'storybook', '--maxWorkers=4']]],
  [['production build', 'npm', ['run', 'build']]],
  [['JS budget', 'node', ['--import', 'tsx', 'scripts/js-budget.ts']]],
  // Two files at once: each mostly waits on its own server and browser (every server starts from one
  // migrated, seeded database copied by tests/e2e/global-setup.ts).
  [['end-to-end test', 'npx', ['vitest', 'run', '--project', 'e2e', '--maxWorkers=2']]],
];

/** Runs one step; side-by-side steps buffer their output and print it whole when they end. */
function run([title, command, args], alone) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) console.log(`\n── ${title} ──\n${output}`);
      if (code === 0) console.log(`✓ ${title} (${seconds}s)`);
      else console.error(`✗ ${title} failed after ${seconds}s`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
