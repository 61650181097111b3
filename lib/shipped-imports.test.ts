import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the site builds from is the owner's code alone: no file of app/,
 * components/ or lib/ but a test imports from e2e/ or tests/, in any form, types included.
 */
const ROOTS = ['app', 'components', 'lib'];
const TEST_ONLY = ['e2e', 'tests'];

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(file);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** The text of a module specifier; of a template literal, the part before its first value. */
function specifierText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** Every specifier the file names: imports and exports, `import()`, `require()`, `import x = require()` and `import('…')` types. */
function specifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: (string | null)[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      found.push(specifierText(node.moduleSpecifier));
    } else if (ts.isExternalModuleReference(node)) {
      found.push(specifierText(node.expression));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push(specifierText(node.argument.literal));
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const loads = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      const resolves = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'require';
      if (loads || resolves) found.push(specifierText(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier): specifier is string => specifier !== null);
}

/** The project folder a specifier reaches, through the `@/` alias or a relative path; null for a package. */
function reachedFolder(file: string, specifier: string): string | null {
  const target = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : null;
  if (target === null) return null;
  const [first] = path.normalize(target).split(path.sep);
  return first ?? null;
}

function testOnlyImports(file: string, text: string): string[] {
  return specifiers(file, text).filter((specifier) => TEST_ONLY.includes(reachedFolder(file, specifier) ?? ''));
}

describe('shipped code', () => {
  it('is read for every form of import, with the alias and relative paths resolved', () => {
    const text = [
      "import { a } from '@/e2e/servers';",
      "import type { B } from '../../tests/helpers/png';",
      "export { c } from '@/tests/helpers/contrast';",
      "export * from '../../e2e/menus';",
      "const d = await import('@/e2e/fixtures/i18n/de');",
      'const e = await import(`@/e2e/fixtures/i18n/${code}.ts`);',
      "const f = require('../../tests/helpers/png');",
      "const g = require.resolve('@/e2e/axe');",
      "import h = require('@/tests/helpers/popover');",
      "type I = typeof import('@/e2e/page');",
      "let j: import('../../tests/helpers/png').Size;",
      // Not test code: the project's own folders, a package, a sibling named like a test folder.
      "import k from '@/lib/i18n/en';",
      "import l from '@playwright/test';",
      "import m from './tests/table';",
      "import n from '../e2e-notes';",
    ].join('\n');
    expect(testOnlyImports('lib/languages/sample.ts', text)).toEqual([
      '@/e2e/servers',
      '../../tests/helpers/png',
      '@/tests/helpers/contrast',
      '../../e2e/menus',
      '@/e2e/fixtures/i18n/de',
      '@/e2e/fixtures/i18n/',
      '../../tests/helpers/png',
      '@/e2e/axe',
      '@/tests/helpers/popover',
      '@/e2e/page',
      '../../tests/helpers/png',
    ]);
  });

  it('under app/, components/ and lib/ never imports from e2e/ or tests/', () => {
    const files = ROOTS.flatMap(shippedFiles);
    expect(files).toEqual(expect.arrayContaining([path.join('lib', 'languages', 'index.ts'), path.join('app', 'global-not-found.tsx')]));
    const reaching = files.flatMap((file) => testOnlyImports(file, readFileSync(file, 'utf8')).map((specifier) => `${file}: ${specifier}`));
    expect(reaching).toEqual([]);
  });
});
