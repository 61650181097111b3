import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No dictionary ships to the browser: nothing a 'use client' module imports, statically or lazily,
 * reaches lib/i18n's dictionaries or their loader. The islands get their words as props from their server parent.
 */
/** The loader, which the bundler gives every file of lib/i18n/, and the default dictionary. */
const DICTIONARIES = ['lib/languages/index.ts', 'lib/i18n/en.ts'];
const ROOTS = ['components', 'app', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** What a module imports that is there at run time: type-only imports are erased. */
function runtimeImports(file: string): { client: boolean; imports: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const client = source.statements.some((statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === 'use client');
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { client, imports: specifiers.map((specifier) => resolve(file, specifier)).filter((found): found is string => found !== null) };
}

const modules = new Map(ROOTS.flatMap(sourceFiles).map((file) => [file, runtimeImports(file)]));

/** The first import path from `start` to a dictionary, or null. */
function pathToDictionary(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (DICTIONARIES.includes(file)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of modules.get(file)?.imports ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

describe("the islands' imports", () => {
  const islands = [...modules].filter(([, module]) => module.client).map(([file]) => file);

  it('are followed: a server component that reads the dictionary is found reaching it', () => {
    expect(islands).toEqual(expect.arrayContaining([path.join('components', 'bento', 'work', 'work-carousel.tsx')]));
    expect(pathToDictionary(path.join('components', 'bento', 'work', 'work.tsx'))).toEqual([
      path.join('components', 'bento', 'work', 'work.tsx'),
      'lib/languages/page-language.ts',
      'lib/languages/index.ts',
    ]);
  });

  it('never reach a dictionary', () => {
    expect(islands.map(pathToDictionary).filter((chain) => chain !== null)).toEqual([]);
  });
});
