import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The dependency rules of docs/architecture.md, checked through the real eslint.config.js: each case
// lints a one-line file at a path inside the repo (the file need not exist) and reads which rules fire.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-properties']);

let eslint: ESLint;
beforeAll(() => {
  // Type information is not needed for import rules, and virtual files are in no tsconfig.
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId!);
}

describe('lint boundaries', () => {
  it('refuses an import from one web feature into another, and allows lib/', async () => {
    const file = 'apps/web/src/features/games/lib/probe.ts';
    expect(await boundaryErrors(file, "export { LoginScreen } from '../../auth/components/login-screen.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors(file, "export { useSession } from '../../../lib/session/use-session.ts';")).toEqual([]);
    expect(await boundaryErrors(file, "export { parseListState } from './list-params.ts';")).toEqual([]);
  });

  it('refuses shared web code importing features or the app', async () => {
    expect(
      await boundaryErrors('apps/web/src/lib/probe.ts', "export { LoginScreen } from '../features/auth/components/login-screen.tsx';"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await boundaryErrors('apps/web/src/features/home/probe.ts', "export { createRoutes } from '../../app/routes.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps entities under features and over lib/, and one domain apart from another but the base ones', async () => {
    const entity = 'apps/web/src/entities/reviews/probe.ts';
    expect(await boundaryErrors(entity, "export { LoginScreen } from '../../features/auth/components/login-screen.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors(entity, "export { ReviewCard } from '../../components/review-card.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors(entity, "export { call } from '../../lib/api-client.ts';")).toEqual([]);
    expect(await boundaryErrors(entity, "export { gameKeys } from '../catalog/game-keys.ts';")).toEqual([]);
    expect(await boundaryErrors(entity, "export { wishlistKeys } from '../wishlist/wishlist.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await boundaryErrors('apps/web/src/entities/catalog/probe.ts', "export { reviewKeys } from '../reviews/review-keys.ts';"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "export { gameKeys } from '../entities/catalog/game-keys.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/games/api/probe.ts',
        "export { gameKeys } from '../../../entities/catalog/game-keys.ts';",
      ),
    ).toEqual([]);
  });

  it('keeps the design system and the contract free of our other code', async () => {
    expect(await boundaryErrors('packages/ui/src/lib/probe.ts', "export { apiPaths } from '@gameshelf/contracts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors('packages/contracts/src/probe.ts', "export { Button } from '@gameshelf/ui';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps mocks and test fakes out of production code, but not out of stories and tests', async () => {
    expect(await boundaryErrors('apps/web/src/features/games/lib/probe.ts', "export { games } from '@gameshelf/mocks';")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await boundaryErrors('apps/web/src/features/games/components/probe.stories.tsx', "export { games } from '@gameshelf/mocks';"),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/api/src/modules/catalog/probe.ts', "export { startFakeIgdb } from '@gameshelf/test-fakes/igdb-server';"),
    ).toEqual(['no-restricted-imports']);
  });

  it('keeps the API apart from web code and its clients apart from its modules', async () => {
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "export { buildApp } from '../../../api/src/app.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await boundaryErrors(
        'apps/api/src/integrations/igdb/probe.ts',
        "export { createCatalogService } from '../../modules/catalog/service.ts';",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('reads process.env only in the config module', async () => {
    const code = 'export const port = process.env.PORT;';
    expect(await boundaryErrors('apps/api/src/modules/catalog/probe.ts', code)).toEqual(['no-restricted-properties']);
    expect(await boundaryErrors('apps/api/src/config.ts', code)).toEqual([]);
  });
});
