import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT } from '../../scripts/postbuild/compile-hints';
import { decodeMappings, parseMap, SourceMaps } from './source-maps';

// `function beginWork(a){return a}` minified to `function b(c){return c}`, one segment per token that moved.
const ORIGINAL = 'function beginWork(fiber) {\n  return fiber;\n}';
const RAW = { version: 3, sources: ['turbopack:///[project]/node_modules/react-dom/x.js'], sourcesContent: [ORIGINAL], names: ['beginWork', 'fiber'], mappings: 'AAAA,SAASA,EAAUC;EACjB,OAAOA' };

describe('source maps', () => {
  it('decodes VLQ segments with their deltas, line by line', () => {
    expect(decodeMappings('AAAA,SAASA;EACT')).toEqual([
      [
        { column: 0, source: 0, line: 0, sourceColumn: 0, name: -1 },
        { column: 9, source: 0, line: 0, sourceColumn: 9, name: 0 },
      ],
      [{ column: 2, source: 0, line: 1, sourceColumn: 0, name: -1 }],
    ]);
  });

  it('finds the last segment at or before a position, and the original line it came from', () => {
    const found = parseMap(RAW).lookup(0, 10);
    expect(found).toMatchObject({ line: 0, column: 9, name: 'beginWork' });
    expect(found?.text).toBe('function beginWork(fiber) {');
    expect(parseMap(RAW).lookup(0, 10, true)).toMatchObject({ column: 19, name: 'fiber' });
    expect(parseMap(RAW).lookup(0, 9, true)).toMatchObject({ column: 9, name: 'beginWork' });
    expect(parseMap(RAW).lookup(5, 0)).toBeNull();
  });

  it("reads an indexed map's sections from their offsets, as Turbopack writes them", () => {
    const indexed = parseMap({ sections: [{ offset: { line: 0, column: 0 }, map: { ...RAW, mappings: '' } }, { offset: { line: 3, column: 20 }, map: RAW }] });
    expect(indexed.lookup(3, 29)?.name).toBe('beginWork');
    expect(indexed.lookup(4, 2)?.line).toBe(1);
  });

  it("reads each script's map from the file its sourceMappingURL names, past the compile hint's line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
    try {
      writeFileSync(path.join(dir, 'a.js'), `${COMPILE_HINT}function b(c){return c}\n//# sourceMappingURL=m.js.map`);
      writeFileSync(path.join(dir, 'm.js.map'), JSON.stringify(RAW));
      const maps = new SourceMaps(dir, 'http://127.0.0.1:1');
      expect(maps.original('http://127.0.0.1:1/a.js', 1, 9)?.name).toBe('beginWork');
      expect(maps.original('http://127.0.0.1:1/a.js', 0, 9)).toBeNull();
      expect(maps.original('http://elsewhere/a.js', 1, 9)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
