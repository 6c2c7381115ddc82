// Bundles the API server into dist/server.js. npm dependencies stay external (installed beside it);
// workspace packages (@gameshelf/*) export TypeScript source, so they are bundled.
// Migrations (drizzle/) and the seed file are read at run time from paths relative to the repo.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    // Test fakes never ship: a production import of them fails the build.
    b.onResolve({ filter: /^@gameshelf\/test-fakes(\/|$)/ }, (args) => ({
      errors: [{ text: `${args.path} is for tests only (imported by ${args.importer})` }],
    }));
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@gameshelf/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
console.log('built apps/api/dist/server.js');
