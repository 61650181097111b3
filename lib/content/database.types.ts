import type { CONTENT_TABLES } from './tables';
import type { AnyField, ListTranslation, StoredValue, TableDeclaration, TranslationTableOf } from './tables/define';

/** The shape `supabase gen types typescript` produces, from the declarations; tables/columns.test.ts holds them to the migrations. */
type Declared = (typeof CONTENT_TABLES)[number];
type FieldsOf<T extends TableDeclaration> = T['fields'];

type RowOf<T extends TableDeclaration> = { [K in keyof FieldsOf<T> as FieldsOf<T>[K]['column']]: StoredValue<FieldsOf<T>[K]> };
type RequiredColumn<T extends TableDeclaration> = { [K in keyof FieldsOf<T>]: FieldsOf<T>[K]['stored'] extends 'required' ? FieldsOf<T>[K]['column'] : never }[keyof FieldsOf<T>];
type Flat<T> = { [K in keyof T]: T[K] };

type TableTypes<Row, Insert, Relationships extends unknown[] = []> = { Row: Row; Insert: Insert; Update: Partial<Row>; Relationships: Relationships };

type BaseTable<T extends TableDeclaration> = TableTypes<RowOf<T>, Flat<Pick<RowOf<T>, RequiredColumn<T> & keyof RowOf<T>> & Partial<RowOf<T>>>>;

type TranslationColumns<F extends Record<string, AnyField>> = {
  [K in keyof F as F[K]['translates'] extends true ? F[K]['column'] : F[K]['translates'] extends ListTranslation<infer Labels> ? Labels : never]: F[K]['translates'] extends true
    ? string | null
    : (string | null)[] | null;
};

type TranslationRow<T extends TableDeclaration> = Flat<{ [K in `${T['singular']}_id`]: number } & { locale: string } & TranslationColumns<FieldsOf<T>>>;

type TranslationTable<T extends TableDeclaration> = TableTypes<
  TranslationRow<T>,
  Flat<Pick<TranslationRow<T>, `${T['singular']}_id` | 'locale'> & Partial<TranslationRow<T>>>,
  [
    {
      foreignKeyName: `${T['singular']}_translations_${T['singular']}_id_fkey`;
      columns: [`${T['singular']}_id`];
      isOneToOne: false;
      referencedRelation: T['name'];
      referencedColumns: ['id'];
    },
  ]
>;

type ContentVersionRow = { id: boolean; version: number; changed_at: string };

export type Database = {
  public: {
    Tables: { [T in Declared as T['name']]: BaseTable<T> } & { [T in Declared as TranslationTableOf<T>]: TranslationTable<T> } & {
      content_version: TableTypes<ContentVersionRow, Partial<ContentVersionRow>>;
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

export type TableName = keyof Database['public']['Tables'];
export type Tables<T extends TableName> = Database['public']['Tables'][T]['Row'];
