import { BUILT_GRID_PROP, PRINTED_RESUME_PROP } from '@/components/server-html-props';
import { exportedPage } from '@/tests/helpers/exported-page';
import { parseRows, requirePayload, trimServerHtml } from './flight-payload';

/** A page as Next exports it: the payload's rows split at `cuts` over inline push scripts, between other markup. */
function page(rows: string, cuts: number[]): string {
  const ends = [...cuts, rows.length];
  return exportedPage({ body: '<main>cards</main>', rows: ends.map((end, index) => rows.slice(index ? ends[index - 1] : 0, end)) });
}

function payloadOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join('');
}

const text = 'Café </script> ✓ 🚀'; // bytes, not characters, give a text row its length
const ROWS = [
  ':HL["/_next/static/media/font.woff2","font"]\n',
  '1:I[100,["/_next/static/chunks/a.js"],"ProjectsBlock"]\n',
  '2:I[200,["/_next/static/chunks/a.js"],"ProjectCard"]\n',
  '3:"$Sreact.fragment"\n',
  `4:T${Buffer.byteLength(text).toString(16)},${text}`,
  `0:["$","$3",null,{"children":["$","$L1",null,{"intro":"Side projects.","${BUILT_GRID_PROP}":"$L5"}]}]\n`,
  '5:["$","div",null,{"role":"list","children":["$L6",["$","$L2",null,{"title":"$4"}]]}]\n',
  '6:["$","$L2",null,{"title":"Second","shared":"$3"}]\n',
  '7:"unreferenced, left as it was"\n',
].join('');

describe('parseRows', () => {
  it('splits JSON rows at their line end and a text row at its length in bytes', () => {
    const rows = parseRows(ROWS);
    expect(rows.map((row) => row.id)).toEqual(['', '1', '2', '3', '4', '0', '5', '6', '7']);
    expect(rows.find((row) => row.id === '4')!.source).toBe(`4:T${Buffer.byteLength(text).toString(16)},${text}`);
    expect(rows.map((row) => row.source).join('')).toBe(ROWS);
  });
});

describe('requirePayload', () => {
  const html = page(ROWS, [57, 190]);
  const neverHydrates = /A Next\.js upgrade may have changed its export: passed on as it is, the page would never hydrate\.$/;

  it("gives the payload's bootstrap and pushes, in page order", () => {
    expect(requirePayload(html).map((script) => script.chunk === undefined)).toEqual([true, false, false, false]);
  });

  it('refuses a page whose bootstrap is renamed, naming the shape it expected and what it found instead', () => {
    const renamed = () => requirePayload(html.replaceAll('self.__next_f', 'self.__next_r'));
    expect(renamed).toThrow(
      'expected one RSC payload bootstrap <script>(self.__next_f=self.__next_f||[]).push([0])</script> in a page that loads the framework; ' +
        'found none (an inline script starts "(self.__next_r=self.__next_r||[]).push(…" instead).',
    );
    expect(renamed).toThrow(neverHydrates);
  });

  it('refuses a bootstrap without pushes, pushes of another shape, and a push before the bootstrap', () => {
    const pushes = /<script>self\.__next_f\.push\(\[1,[\s\S]*?<\/script>/g;
    expect(() => requirePayload(html.replace(pushes, ''))).toThrow(/expected the RSC payload's pushes <script>self\.__next_f\.push\(\[1,"…"\]\)<\/script> after its bootstrap .*; found none\./);
    expect(() => requirePayload(html.replace(pushes, (tag) => tag.replace('self.__next_f.push(', 'self.__next_f.push(0,')))).toThrow(/found a payload script of another shape, or before the bootstrap: <script>self\.__next_f\.push\(0,\[1,/);
    const first = html.match(pushes)![0];
    expect(() => requirePayload(html.replace(first, '').replace('<script>(self', `${first}<script>(self`))).toThrow(/before the bootstrap/);
    expect(() => requirePayload(html.replace('</body>', '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>'))).toThrow(/bootstrap .*; found 2\./);
  });
});

describe('trimServerHtml', () => {
  const html = page(ROWS, [57, 190, 333]);

  it('empties the built grid\'s row and drops the rows only it reached; keeps the rest, and the markup, as they were', () => {
    const { html: trimmed, before, after, trimmed: props } = trimServerHtml(html);
    expect(props).toEqual([BUILT_GRID_PROP]);
    expect(before).toBe(ROWS.length);
    const rows = parseRows(payloadOf(trimmed));
    expect(rows.map((row) => row.id)).toEqual(['', '1', '3', '0', '5', '7']);
    expect(rows.find((row) => row.id === '5')!.source).toBe('5:null\n');
    expect(after).toBe(payloadOf(trimmed).length);
    // The fragment row is kept: the page's root still refers to it.
    expect(rows.find((row) => row.id === '3')!.source).toBe('3:"$Sreact.fragment"\n');
    expect(trimmed.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(trimmed).toContain('<main>cards</main>');
    expect(trimmed.match(/<p>between<\/p>/g)).toHaveLength(3);
    expect(trimmed.indexOf('push([0])')).toBeLessThan(trimmed.indexOf('push([1,'));
  });

  it('writes the rows back so that no text in them can end the script', () => {
    const withText = ROWS.replace('"$L5"}', '"$L5","note":"</script><script>alert(1)</script>"}');
    const { html: trimmed } = trimServerHtml(page(withText, [100]));
    expect(trimmed).not.toContain('</script><script>alert(1)');
    expect(payloadOf(trimmed)).toContain('"note":"</script><script>alert(1)</script>"');
  });

  it("empties each server-HTML prop's row: the built grid's and the printed résumé's, keeping what both reach and the page too", () => {
    const both = ROWS.replace('"intro"', `"${PRINTED_RESUME_PROP}":"$L7","intro"`).replace('7:"unreferenced, left as it was"', '7:["$","noscript",null,{"children":"$L8"}]\n8:["$","p",null,{"children":"Role","shared":"$3"}]');
    const { html: trimmed, trimmed: props } = trimServerHtml(page(both, [90]));
    expect(props).toEqual([BUILT_GRID_PROP, PRINTED_RESUME_PROP]);
    const rows = parseRows(payloadOf(trimmed));
    expect(rows.map((row) => row.id)).toEqual(['', '1', '3', '0', '5', '7']);
    expect(rows.filter((row) => row.source.endsWith(':null\n')).map((row) => row.id)).toEqual(['5', '7']);
  });

  it('leaves a page without a built grid as it is', () => {
    const other = page('0:["$","p",null,{"children":"Not found"}]\n', []);
    expect(trimServerHtml(other)).toEqual({ html: other, before: 42, after: 42, trimmed: [] });
  });

  it('refuses a payload with two built grids, or a grid whose row is missing', () => {
    expect(() => trimServerHtml(page(ROWS.replace('"intro"', `"${BUILT_GRID_PROP}":"$L6","intro"`), []))).toThrow(
      `expected at most one "${BUILT_GRID_PROP}":"$L<row id>" in the payload; found 2.`,
    );
    expect(() => trimServerHtml(page(ROWS.replace('"$L5"}', '"$L9"}'), []))).toThrow(`expected the row 9 that "${BUILT_GRID_PROP}":"$L<row id>" names, in the payload; found no such row.`);
  });
});
