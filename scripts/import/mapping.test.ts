import { CONTENT_TABLES, storedTables } from '@/lib/content/tables';
import { EMPTIED, SECTION_KEYS, SECTIONS, type Section } from './mapping';

/** The import writes what the declarations (and so the migrations) hold: no column they lack, none they have left unwritten. */
describe('the mapping against lib/content/tables', () => {
  it('reads each declared table from the JSON Resume section its declaration names, in the declared order', () => {
    expect(SECTIONS.map((section) => [section.section, section.table])).toEqual(CONTENT_TABLES.map((table) => [table.resume.section, table.name]));
    expect(SECTION_KEYS).toEqual([...new Set(CONTENT_TABLES.map((table) => table.resume.section))]);
  });

  it.each(CONTENT_TABLES.map((table) => [table.name, table] as const))('writes exactly the declared columns of %s', (name, table) => {
    const section: Section = SECTIONS.find((part) => part.table === name)!;
    const written = new Set([...Object.values(section.fields).map((field) => field.column), ...Object.keys(section.derived ?? {})]);
    const declared = Object.values(table.fields)
      .map((field) => field.column)
      .filter((column) => column !== 'id');
    expect([...written].sort()).toEqual(declared.sort());
  });

  it('empties every stored table, translations first', () => {
    expect([...EMPTIED].sort()).toEqual(storedTables().sort());
    expect(EMPTIED.findIndex((table) => !table.endsWith('_translations'))).toBe(EMPTIED.filter((table) => table.endsWith('_translations')).length);
  });
});
