import { translatedFields, translationTable, type ItemOf, type TranslationTableOf } from './define';
import { awards } from './awards';
import { certificates } from './certificates';
import { education } from './education';
import { interests } from './interests';
import { projects } from './projects';
import { publications } from './publications';
import { roles } from './roles';
import { skills } from './skills';
import { spokenLanguages } from './spoken-languages';
import { volunteer } from './volunteer';

/** The page, the résumés and the SQL tests walk this list. */
export const CONTENT_TABLES = [projects, roles, education, skills, awards, certificates, publications, volunteer, spokenLanguages, interests] as const;

export type ContentTable = (typeof CONTENT_TABLES)[number];
export type TableName = ContentTable['name'];
export type TableNamed<N extends TableName> = Extract<ContentTable, { name: N }>;
export type TranslationTableName = { [T in ContentTable as T['name']]: TranslationTableOf<T> }[TableName];

export type ContentItems = { [N in TableName]: ItemOf<TableNamed<N>>[] };

export function tableNamed<N extends TableName>(name: N): TableNamed<N> {
  const table = CONTENT_TABLES.find((declared) => declared.name === name);
  if (!table) throw new Error(`No content table "${name}" is declared in lib/content/tables/index.ts.`);
  return table as TableNamed<N>;
}

/** Each table, and its translation table where a field translates. */
export function storedTables(): (TableName | TranslationTableName)[] {
  return CONTENT_TABLES.flatMap((table) => (translatedFields(table).length > 0 ? [table.name, translationTable(table)] : [table.name]));
}
