import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The product's name in Korean copy is 게임셸프 (docs/decisions.md): a string or JSX text with Hangul in
// it never says 'GameShelf'. The Latin word-mark (logo, copyright line) has no Hangul around it.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = [
  'apps/web/src',
  'apps/web/index.html',
  'packages/contracts/src',
  'packages/ui/src',
  'apps/api/src',
  'apps/api/drizzle',
  'mocks/fixtures',
];
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const LATIN_NAME = /GameShelf/;

function filesUnder(path: string): string[] {
  const full = join(repoRoot, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /\.(tsx?|sql|html)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
}

/** The text of every string, template and JSX text in a TypeScript source. */
function textsOf(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

/** Korean copy that names the product in Latin letters, as `file: text`. */
function latinNameInKoreanCopy(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const texts = /\.tsx?$/.test(file) ? textsOf(file, source) : source.split('\n');
    return texts.filter((text) => HANGUL.test(text) && LATIN_NAME.test(text)).map((text) => `${relative(repoRoot, file)}: ${text.trim()}`);
  });
}

describe('Korean copy', () => {
  const files = SOURCE_ROOTS.flatMap(filesUnder);

  it('reads sources from every root', () => {
    expect(files.some((file) => file.endsWith('login-screen.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('messages.ts'))).toBe(true);
  });

  it('names the product 게임셸프, never GameShelf, in a Korean sentence', () => {
    expect(latinNameInKoreanCopy(files)).toEqual([]);
  });

  it('finds the Latin name in Korean strings and JSX text, not in the bare word-mark', () => {
    const probe = join(repoRoot, 'scripts/probe.tsx');
    expect(textsOf(probe, "const a = <p>로그인하면 GameShelf의 약관</p>; const b = 'GameShelf'; const c = `${x} GameShelf 소개`;")).toEqual(
      ['로그인하면 GameShelf의 약관', 'GameShelf', '… GameShelf 소개'],
    );
  });
});
