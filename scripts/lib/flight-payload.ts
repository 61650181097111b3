// `self.__next_f.push([1, "<rows>"])` scripts whose strings, joined, are React Flight rows: `<hex id>:<JSON>\n`,
// or `<hex id>:T<hex byte length>,<text>` with no line end; a row with an empty id is a hint.
import { SERVER_HTML_PROPS, type ServerHtmlProp } from '../../components/server-html-props';
import { NEVER_HYDRATES, ShapeError } from './shape-error';

const BOOTSTRAP_SHAPE = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PUSH_SHAPE = '<script>self.__next_f.push([1,"…"])</script>';

const PAYLOAD_SCRIPT = /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\((\[[\s\S]*?\])\))<\/script>/g;

type PayloadScript = { tag: string; code: string; at: number; chunk?: string };

function payloadScripts(html: string): PayloadScript[] {
  return [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => ({ tag: match[0], code: match[1]!, at: match.index, chunk: match[2] }));
}

function bootstrapFound(html: string): string {
  const other = /\(self\.([\w$]+)=self\.\1\|\|\[\]\)\.push\(/.exec(html);
  return other ? `none (an inline script starts "${other[0]}…" instead)` : 'none';
}

/** One bootstrap, then the pushes of its chunks: any other shape is refused, as the loader would not run it. */
export function requirePayload(html: string): PayloadScript[] {
  const scripts = payloadScripts(html);
  const bootstraps = scripts.filter((script) => script.chunk === undefined);
  const where = 'in a page that loads the framework';
  if (bootstraps.length !== 1) {
    const found = bootstraps.length ? `${bootstraps.length}` : bootstrapFound(html);
    throw new ShapeError(`one RSC payload bootstrap ${BOOTSTRAP_SHAPE} ${where}`, found, NEVER_HYDRATES);
  }
  const start = bootstraps[0]!.at;
  const known = new Set(scripts.map((script) => script.at));
  const stray = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].find((match) => match[1]!.includes('__next_f') && !known.has(match.index));
  const odd = scripts.find((script) => script.at < start)?.tag ?? stray?.[0];
  if (odd) {
    const found = `a payload script of another shape, or before the bootstrap: ${odd.slice(0, 80)}…`;
    throw new ShapeError(`the RSC payload as ${BOOTSTRAP_SHAPE}, then ${PUSH_SHAPE} scripts, ${where}`, found, NEVER_HYDRATES);
  }
  if (scripts.length === 1) throw new ShapeError(`the RSC payload's pushes ${PUSH_SHAPE} after its bootstrap ${where}`, 'none', NEVER_HYDRATES);
  return scripts;
}

type Row = { id: string; source: string; body: string };

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

export function parseRows(text: string): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < text.length) {
    const colon = text.indexOf(':', at);
    if (colon < 0) throw new Error(`a payload row without a colon at ${at}`);
    const id = text.slice(at, colon);
    const textRow = /^T([0-9a-f]+),/.exec(text.slice(colon + 1, colon + 24));
    let end: number;
    if (textRow) {
      let bytes = parseInt(textRow[1]!, 16);
      end = colon + 1 + textRow[0].length;
      while (bytes > 0) {
        const codePoint = text.codePointAt(end)!;
        bytes -= utf8Length(codePoint);
        end += codePoint > 0xffff ? 2 : 1;
      }
    } else {
      end = text.indexOf('\n', colon);
      end = end < 0 ? text.length : end + 1;
    }
    rows.push({ id, source: text.slice(at, end), body: text.slice(colon + 1, end) });
    at = end;
  }
  return rows;
}

function references(body: string): string[] {
  return [...body.matchAll(/"\$[A-Za-z@]?([0-9a-f]+)(?::[^"]*)?"/g)].map((match) => match[1]!);
}

/** The rows reached from the root, not looking inside `leaves`. */
function reachable(rows: Map<string, Row>, leaves: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = ['0'];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || !rows.has(id)) continue;
    seen.add(id);
    if (!leaves.has(id)) stack.push(...references(rows.get(id)!.body));
  }
  return seen;
}

const scriptFor = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')})</script>`;

export const serverHtmlShape = (prop: ServerHtmlProp): string => `"${prop}":"$L<row id>"`;

export type TrimmedPayload = { html: string; before: number; after: number; trimmed: ServerHtmlProp[] };

/**
 * The rows the server-HTML props name (components/server-html-props.ts) are in the HTML, and the
 * browser never reads them (static-html.tsx): each is emptied, and every row only they reached goes.
 */
export function trimServerHtml(html: string): TrimmedPayload {
  const pushes = requirePayload(html).filter((script) => script.chunk !== undefined);
  const chunks = pushes.map((script) => JSON.parse(script.chunk!) as [number, string?]);
  const text = chunks.filter(([kind]) => kind === 1).map(([, rows]) => rows ?? '').join('');
  const consequence = 'Trimming one of them, or the wrong row, could leave the page without what it renders.';
  const named = new Map<string, ServerHtmlProp>();
  for (const prop of SERVER_HTML_PROPS) {
    const found = [...text.matchAll(new RegExp(`"${prop}":"\\$L([0-9a-f]+)"`, 'g'))];
    if (found.length > 1) throw new ShapeError(`at most one ${serverHtmlShape(prop)} in the payload`, `${found.length}`, consequence);
    if (found.length === 1) named.set(found[0]![1]!, prop);
  }
  if (named.size === 0) return { html, before: text.length, after: text.length, trimmed: [] };
  const rows = parseRows(text);
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));
  for (const [id, prop] of named) {
    if (!byId.has(id)) throw new ShapeError(`the row ${id} that ${serverHtmlShape(prop)} names, in the payload`, 'no such row', consequence);
  }
  const kept = reachable(byId, new Set(named.keys()));
  const dropped = new Set([...reachable(byId, new Set())].filter((id) => !kept.has(id)));
  const trimmed = rows
    .filter((row) => !dropped.has(row.id))
    .map((row) => (named.has(row.id) ? `${row.id}:null\n` : row.source))
    .join('');
  const firstRows = pushes.find((_, index) => chunks[index]![0] === 1)!;
  let rewritten = '';
  let last = 0;
  pushes.forEach((script, index) => {
    if (chunks[index]![0] !== 1) return;
    rewritten += html.slice(last, script.at) + (script === firstRows ? scriptFor(trimmed) : '');
    last = script.at + script.tag.length;
  });
  return { html: rewritten + html.slice(last), before: text.length, after: trimmed.length, trimmed: [...named.values()] };
}
