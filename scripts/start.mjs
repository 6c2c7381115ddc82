#!/usr/bin/env node
// `npm start`: builds the web app and the API when their output is missing or older than any
// source they are built from, precompresses the web build, then runs the bundled server (NODE_ENV defaults to production).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.vite']);

/** Newest modification time of the given files and of any file under the given folders. */
function newestMtime(folders) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const source of folders) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) walk(full);
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(sources);
}

function run(title, args) {
  console.log(`▶ ${title}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const targets = [
  {
    title: 'web build',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web', 'packages/ui', 'packages/contracts', 'tailwind.config.ts', 'package.json'],
    args: ['run', 'build', '-w', '@gameshelf/web'],
  },
  {
    title: 'api build',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contracts', 'package.json'],
    args: ['run', 'build', '-w', '@gameshelf/api'],
  },
];
for (const target of targets) if (isStale(target.output, target.sources)) run(target.title, target.args);
// Brotli and gzip copies beside the web build's text files (only those missing or older than their file).
run('precompress', ['run', '--silent', 'precompress']);

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
