import { BUILT_GRID_PROP, parseRows, trimBuiltGrid } from './flight-payload';

/** A page as Next exports it: the payload's rows split over inline push scripts, between other markup. */
function page(rows: string, cuts: number[]): string {
  const pieces = [0, ...cuts, rows.length].slice(1).map((end, index, ends) => rows.slice(index ? ends[index - 1] : 0, end));
  const push = (chunk: unknown) => `<script>self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c')})</script>`;
  return `<html><head>${push([0])}</head><body><main>cards</main>${pieces.map((piece) => push([1, piece])).join('<p>between</p>')}</body></html>`;
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

describe('trimBuiltGrid', () => {
  const html = page(ROWS, [57, 190, 333]);

  it('empties the built grid\'s row and drops the rows only it reached; keeps the rest, and the markup, as they were', () => {
    const { html: trimmed, before, after } = trimBuiltGrid(html);
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
    const { html: trimmed } = trimBuiltGrid(page(withText, [100]));
    expect(trimmed).not.toContain('</script><script>alert(1)');
    expect(payloadOf(trimmed)).toContain('"note":"</script><script>alert(1)</script>"');
  });

  it('leaves a page without a built grid as it is', () => {
    const other = page('0:["$","p",null,{"children":"Not found"}]\n', []);
    expect(trimBuiltGrid(other).html).toBe(other);
  });

  it('refuses a payload with two built grids, or a grid whose row is missing', () => {
    expect(() => trimBuiltGrid(page(ROWS.replace('"intro"', `"${BUILT_GRID_PROP}":"$L6","intro"`), []))).toThrow('2 built grids');
    expect(() => trimBuiltGrid(page(ROWS.replace('"$L5"}', '"$L9"}'), []))).toThrow("row 9 is not in the payload");
  });
});
