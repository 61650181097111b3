import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every word the page says comes from lib/i18n: no component under components/ or app/ writes one
 * in its JSX, as text or in an attribute a person hears or reads. Parsed with TypeScript, so types,
 * imports, class names and test ids are never taken for words.
 */
const ROOTS = ['components', 'app'];

/** Attributes whose value is said to a person. */
const SAID = new Set(['aria-label', 'aria-roledescription', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label']);

/** `file: text` of a literal that may stay. Empty: brand names too are in the dictionary, as a language may write them otherwise. */
const ALLOWED = new Set<string>([]);

const LETTER = /\p{L}/u;

/** The literal parts of an expression: what it says whatever its values. */
function literalParts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literalParts(node.left), ...literalParts(node.right)];
  return [];
}

/** The words a TSX source writes in its JSX. */
function jsxWords(source: string, fileName = 'source.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (texts: string[]) => found.push(...texts.map((text) => text.trim()).filter((text) => LETTER.test(text)));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note([node.text]);
    else if (ts.isJsxAttribute(node) && SAID.has(node.name.getText(file)) && node.initializer) {
      note(ts.isJsxExpression(node.initializer) ? (node.initializer.expression ? literalParts(node.initializer.expression) : []) : literalParts(node.initializer));
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      note(literalParts(node.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

describe('jsxWords', () => {
  it('finds words in JSX text, in said attributes and in literals placed as children', () => {
    const source = `
      export const A = () => (
        <section aria-label="Roles" title={\`Of \${n}\`} aria-roledescription={x ? 'slide' : label}>
          Loading roles...
          <p>{'Next role'}</p>
          <img alt="A chart" />
        </section>
      );`;
    expect(jsxWords(source)).toEqual(['Roles', 'Of', 'slide', 'Loading roles...', 'Next role', 'A chart']);
  });

  it('passes over types, imports, class names, test ids, roles and values', () => {
    const source = `
      import type { Role } from './types';
      type Props = { label: 'Previous' | 'Next' };
      const LOADING = 'kept out of JSX';
      export const A = ({ label }: Props) => (
        <div className="slide" data-testid="role-card" role="group" aria-hidden="true" aria-label={label} style={{ fontFamily: 'Inter' }}>
          {label} · {42}% — 3 / 4
        </div>
      );`;
    expect(jsxWords(source)).toEqual([]);
  });
});

describe('components under components/ and app/', () => {
  const files = ROOTS.flatMap((root) => componentFiles(root));

  it('are found', () => {
    expect(files).toEqual(expect.arrayContaining([path.join('components', 'bento', 'work', 'work-carousel.tsx'), path.join('app', 'global-not-found.tsx')]));
  });

  it('write no word of their own: every word comes from lib/i18n', () => {
    const words = files.flatMap((file) => jsxWords(readFileSync(file, 'utf8'), file).map((text) => `${file}: ${text}`));
    expect(words.filter((word) => !ALLOWED.has(word))).toEqual([]);
  });
});
