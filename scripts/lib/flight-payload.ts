// `self.__next_f.push([1, "<rows>"])` scripts whose strings, joined, are React Flight rows: `<hex id>:<JSON>\n`,
// or `<hex id>:T<hex byte length>,<text>` with no line end; a row with an empty id is a hint.
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

