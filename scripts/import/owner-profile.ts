import ts from 'typescript';
import { hostOf } from '../../lib/owner-links';
import type { Basics } from './read';

/**
 * `basics` into lib/profile.ts, edited in place: each value the import sets replaces that value's
 * text and nothing else, so the owner's comments, hand-written values and layout stay, and the diff
 * is the import's. A text given per language gets only the default language's.
 */

/** A value to set: its path in the profile, and whether it may be a per-language `{ en: … }`; `links` is set as a whole list. */
export type ProfileEdit = { field: string; value: string | readonly ImportedLink[]; perLanguage: boolean };
export type ProfilePlan = { edits: ProfileEdit[]; notes: string[]; leftOut: string[] };
type ImportedLink = { network: string; url: string; tag?: string };

/** "GitHub (personal)", as this site's resume.json names a tagged link: network GitHub, tag "Personal". */
function networkAndTag(name: string): { network: string; tag?: string } {
  const tagged = /^(.+?)\s*\(([^()]+)\)$/.exec(name.trim());
  if (!tagged) return { network: name.trim() };
  const tag = tagged[2]!.trim();
  return { network: tagged[1]!, tag: tag.charAt(0).toLocaleUpperCase() + tag.slice(1) };
}

/** The email, the website, then every profile in its order: the profile's list of links. */
function linkEdit(basics: Basics, plan: ProfilePlan): void {
  const links: ImportedLink[] = [];
  if (basics.email) links.push({ network: 'Email', url: `mailto:${basics.email}` });
  if (basics.url) links.push({ network: 'Website', url: basics.url });
  for (const { path, network, url } of basics.profiles) {
    if (!url) plan.leftOut.push(`${path}${network ? ` (${network})` : ''}: no url or username to link to`);
    else links.push({ ...networkAndTag(network || hostOf(url)), url });
  }
  // Exactly the résumé's links, none included: a placeholder left in would be published as the owner's.
  plan.edits.push({ field: 'links', value: links, perLanguage: false });
}

/** What the import sets in the profile, from `basics`. */
export function profilePlan(basics: Basics | null): ProfilePlan {
  const plan: ProfilePlan = { edits: [], notes: [], leftOut: [] };
  if (!basics) return plan;
  if (basics.name !== undefined) plan.edits.push({ field: 'name', value: basics.name, perLanguage: false });
  if (basics.label !== undefined) plan.edits.push({ field: 'jobTitle', value: basics.label, perLanguage: true });
  if (basics.location !== undefined) plan.edits.push({ field: 'location', value: basics.location, perLanguage: true });
  if (basics.summary !== undefined) plan.edits.push({ field: 'about.summary', value: basics.summary, perLanguage: true });
  linkEdit(basics, plan);
  return plan;
}

/** A TypeScript string literal in the file's style: single quotes, every control character escaped. */
function quote(text: string): string {
  const escaped = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** `{ … } as const satisfies OwnerProfile` → the object literal inside. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

function nameOf(property: ts.ObjectLiteralElementLike): string | null {
  const name = property.name;
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return name.text;
  return null;
}

function findProperty(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | null {
  const found = object.properties.find((property) => nameOf(property) === name);
  return found && ts.isPropertyAssignment(found) ? found : null;
}

type Splice = { start: number; end: number; text: string };

class ProfileSource {
  readonly errors: string[] = [];
  private readonly file: ts.SourceFile;
  private readonly root: ts.ObjectLiteralExpression | null = null;

  constructor(
    readonly source: string,
    readonly name: string,
  ) {
    this.file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    for (const statement of this.file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && unwrap(declaration.initializer);
        if (ts.isIdentifier(declaration.name) && declaration.name.text === 'profile' && value && ts.isObjectLiteralExpression(value)) this.root = value;
      }
    }
    if (!this.root) this.errors.push(`${name}: found no \`export const profile = { … }\` to set the résumé's basics in`);
  }

  /** The first of `locales`, the language whose texts the import sets. */
  defaultLocale(): string | null {
    const locales = this.root && findProperty(this.root, 'locales');
    const list = locales && unwrap(locales.initializer);
    const first = list && ts.isArrayLiteralExpression(list) ? list.elements[0] : undefined;
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) return first.text;
    this.errors.push(`${this.name}: found no \`locales: ['en', …]\` naming the default language`);
    return null;
  }

  /** The text that sets `key` to `value` in `object`: the value replaced, or a property added before the first. */
  private set(object: ts.ObjectLiteralExpression, key: string, value: string, field: string, perLanguage: boolean, locale: string, isList = false): Splice | null {
    const property = findProperty(object, key);
    if (!property) {
      const first = object.properties[0];
      const entry = `${propertyKey(key)}: ${value}`;
      if (!first) return { start: object.getStart() + 1, end: object.getEnd() - 1, text: ` ${entry} ` };
      const lineStart = this.source.lastIndexOf('\n', first.getStart()) + 1;
      const indent = this.source.slice(lineStart, first.getStart());
      const text = /^\s*$/.test(indent) ? `${entry},\n${indent}` : `${entry}, `;
      return { start: first.getStart(), end: first.getStart(), text };
    }
    const current = unwrap(property.initializer);
    if (isList) return { start: property.initializer.getStart(), end: property.initializer.getEnd(), text: value };
    if (ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current) || ts.isTemplateExpression(current)) {
      return { start: property.initializer.getStart(), end: property.initializer.getEnd(), text: value };
    }
    if (perLanguage && ts.isObjectLiteralExpression(current)) return this.set(current, locale, value, `${field}.${locale}`, false, locale);
    this.errors.push(`${this.name}: ${field} is \`${current.getText()}\`, not a text the import can replace: make it a text, or leave basics out of the résumé`);
    return null;
  }

  /** `[{ network: 'GitHub', url: '…' }, …]`, one link a line, indented as the object's properties are. */
  private list(links: readonly ImportedLink[], object: ts.ObjectLiteralExpression): string {
    const first = object.properties[0];
    const indent = first ? this.source.slice(this.source.lastIndexOf('\n', first.getStart()) + 1, first.getStart()) : '  ';
    if (links.length === 0) return '[]';
    const items = links.map(({ network, url, tag }) => `${indent}  { network: ${quote(network)}, url: ${quote(url)}${tag ? `, tag: ${quote(tag)}` : ''} },`);
    return `[\n${items.join('\n')}\n${indent}]`;
  }

  /** The file with every edit made; null when one could not be. */
  apply(edits: ProfileEdit[], locale: string): string | null {
    if (!this.root) return null;
    const splices: Splice[] = [];
    for (const { field, value, perLanguage } of edits) {
      const path = field.split('.');
      let object: ts.ObjectLiteralExpression | null = this.root;
      for (const part of path.slice(0, -1)) {
        const inner: ts.Expression | undefined = object ? findProperty(object, part)?.initializer : undefined;
        object = inner && ts.isObjectLiteralExpression(unwrap(inner)) ? (unwrap(inner) as ts.ObjectLiteralExpression) : null;
      }
      if (!object) {
        this.errors.push(`${this.name}: found no \`${path.slice(0, -1).join('.')}: { … }\` to set ${field} in`);
        continue;
      }
      const text = typeof value === 'string' ? quote(value) : this.list(value, object);
      const splice = this.set(object, path.at(-1)!, text, field, perLanguage, locale, typeof value !== 'string');
      if (splice) splices.push(splice);
    }
    if (this.errors.length > 0) return null;
    let text = this.source;
    for (const { start, end, text: insert } of splices.sort((a, b) => b.start - a.start)) text = text.slice(0, start) + insert + text.slice(end);
    return text;
  }
}

/** Reads lib/profile.ts's default language, and writes the edits into it; `errors` says what could not be. */
export function editProfile(source: string, name: string, edits: ProfileEdit[]): { text: string | null; locale: string | null; errors: string[] } {
  const profile = new ProfileSource(source, name);
  const locale = profile.defaultLocale();
  const text = locale === null ? null : profile.apply(edits, locale);
  return { text, locale, errors: profile.errors };
}
