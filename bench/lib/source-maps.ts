// Source Map revision 3 (https://tc39.es/ecma426/), plain and indexed (Turbopack writes sections):
// a profile's minified positions read back as the module and function they came from.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../scripts/postbuild/compile-hints';

type RawMap = { sources: string[]; sourcesContent?: (string | null)[]; names?: string[]; mappings: string; sourceRoot?: string };
type IndexMap = { sections: { offset: { line: number; column: number }; map: RawMap | IndexMap }[] };

/** A generated column and what it maps to; source is -1 for an unmapped segment. */
type Segment = { column: number; source: number; line: number; sourceColumn: number; name: number };

export type Original = { source: string; line: number; column: number; name: string | null; text: string | null };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeVlqs(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`"${char}" is not a base64 VLQ digit`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** One line's segments per generated line, sorted by column, with the fields' deltas resolved. */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  let sourceColumn = 0;
  let name = 0;
  return mappings.split(';').map((text) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const part of text.split(',')) {
      if (!part) continue;
      const fields = decodeVlqs(part);
      column += fields[0]!;
      if (fields.length < 4) {
        segments.push({ column, source: -1, line: 0, sourceColumn: 0, name: -1 });
        continue;
      }
      source += fields[1]!;
      line += fields[2]!;
      sourceColumn += fields[3]!;
      if (fields.length > 4) name += fields[4]!;
      segments.push({ column, source, line, sourceColumn, name: fields.length > 4 ? name : -1 });
    }
    return segments.sort((a, b) => a.column - b.column);
  });
}

class PlainMap {
  private readonly lines: Segment[][];
  private readonly sourceLines = new Map<number, string[]>();

  constructor(private readonly raw: RawMap) {
    this.lines = decodeMappings(raw.mappings);
  }

  /** The last segment at or before the position on its line; `after`, the first at or after it. */
  lookup(line: number, column: number, after = false): Original | null {
    const segments = this.lines[line];
    if (!segments?.length) return null;
    // The index of the last segment at or before the column, -1 if none.
    let low = -1;
    let high = segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments[middle]!.column <= column) low = middle;
      else high = middle - 1;
    }
    const index = after && segments[low]?.column !== column ? low + 1 : low;
    const found = segments[index];
    if (!found || found.source < 0) return null;
    return {
      source: this.raw.sources[found.source] ?? '?',
      line: found.line,
      column: found.sourceColumn,
      name: found.name >= 0 ? (this.raw.names?.[found.name] ?? null) : null,
      text: this.lineOf(found.source, found.line),
    };
  }

  private lineOf(source: number, line: number): string | null {
    const content = this.raw.sourcesContent?.[source];
    if (!content) return null;
    if (!this.sourceLines.has(source)) this.sourceLines.set(source, content.split('\n'));
    return this.sourceLines.get(source)![line] ?? null;
  }
}

class SectionedMap {
  private readonly sections: { line: number; column: number; map: PlainMap | SectionedMap }[];

  constructor(raw: IndexMap) {
    this.sections = raw.sections.map(({ offset, map }) => ({ ...offset, map: parseMap(map) }));
  }

  lookup(line: number, column: number, after = false): Original | null {
    const at = this.sections.findLast((section) => section.line < line || (section.line === line && section.column <= column));
    if (!at) return null;
    return at.map.lookup(line - at.line, line === at.line ? column - at.column : column, after);
  }
}

export function parseMap(raw: RawMap | IndexMap): PlainMap | SectionedMap {
  return 'sections' in raw ? new SectionedMap(raw) : new PlainMap(raw);
}

/** The maps of one export, each read on first use from the file its script names. */
export class SourceMaps {
  private readonly maps = new Map<string, { map: PlainMap | SectionedMap; lineOffset: number } | null>();

  constructor(
    private readonly dir: string,
    private readonly origin: string,
  ) {}

  /**
   * `line` and `column` are 0-based, as a CPU profile's call frames give them. `after`: the first
   * mapping at or after the position, for an anonymous function, whose start has none of its own.
   */
  original(url: string, line: number, column: number, after = false): Original | null {
    if (!this.maps.has(url)) this.maps.set(url, this.read(url));
    const found = this.maps.get(url);
    return found && line >= found.lineOffset ? found.map.lookup(line - found.lineOffset, column, after) : null;
  }

  private read(url: string) {
    if (!url.startsWith(`${this.origin}/`)) return null;
    const file = path.join(this.dir, decodeURIComponent(new URL(url).pathname));
    if (!existsSync(file) || !file.endsWith('.js')) return null;
    const code = readFileSync(file, 'utf8');
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = named ? path.join(path.dirname(file), named) : `${file}.map`;
    if (!existsSync(mapFile)) return null;
    // The post-build step puts its compile hint above the code the map describes.
    return { map: parseMap(JSON.parse(readFileSync(mapFile, 'utf8'))), lineOffset: code.startsWith(COMPILE_HINT) ? 1 : 0 };
  }
}
