import { defineTable, id, requiredText, text, type ItemOf } from './define';

/** JSON Resume's `languages`: named so it is not taken for the site's languages. */
export const spokenLanguages = defineTable({
  name: 'spoken_languages',
  singular: 'spoken_language',
  fields: {
    id: id(),
    language: requiredText('language', { translates: true }),
    fluency: text('fluency', { translates: true }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'language', meta: ['fluency'], compact: true },
  resume: { section: 'languages', fields: { language: 'language', fluency: 'fluency' } },
  mayBeMissing: true,
});

export type SpokenLanguage = ItemOf<typeof spokenLanguages>;
