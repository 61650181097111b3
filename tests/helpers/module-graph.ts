import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What the app's modules import at run time, to prove what an island's bundle can reach. */
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

type Module = { client: boolean; imports: string[]; lazyImports: string[] };

/** What a module imports that is there at run time (type-only imports are erased), static and lazy apart. */
function runtimeImports(file: string): Module {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const client = source.statements.some((statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === 'use client');
  const specifiers: string[] = [];
  const lazy: string[] = [];
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
      lazy.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const resolved = (list: string[]) => list.map((specifier) => resolve(file, specifier)).filter((found): found is string => found !== null);
  return { client, imports: resolved(specifiers), lazyImports: resolved(lazy) };
}

const modules = new Map(ROOTS.flatMap(sourceFiles).map((file) => [file, runtimeImports(file)]));

export const islands = [...modules].filter(([, module]) => module.client).map(([file]) => file);

/** The first import chain from `start` to a module `reached` accepts, or null; `lazy`: through import() too. */
export function importChain(start: string, reached: (file: string) => boolean, { lazy }: { lazy: boolean }): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached(file)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    const found = modules.get(file);
    for (const next of [...(found?.imports ?? []), ...(lazy ? (found?.lazyImports ?? []) : [])]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}
