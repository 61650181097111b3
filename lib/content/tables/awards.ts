import { defineTable, id, isoDate, requiredText, text, type ItemOf } from './define';

export const awards = defineTable({
  name: 'awards',
  singular: 'award',
  fields: {
    id: id(),
    title: requiredText('title', { translates: true }),
    date: isoDate('date'),
    awarder: text('awarder', { translates: true }),
    summary: text('summary', { translates: true }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'title', meta: ['awarder'], dates: ['date'], summary: 'summary' },
  resume: { section: 'awards', fields: { title: 'title', date: 'date', awarder: 'awarder', summary: 'summary' } },
  mayBeMissing: true,
});

export type Award = ItemOf<typeof awards>;
