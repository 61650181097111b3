import { defineTable, id, isoDate, link, requiredText, text, type ItemOf } from './define';

export const publications = defineTable({
  name: 'publications',
  singular: 'publication',
  fields: {
    id: id(),
    name: requiredText('name', { translates: true }),
    publisher: text('publisher', { translates: true }),
    releaseDate: isoDate('release_date'),
    url: link('url'),
    summary: text('summary', { translates: true }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'name', links: ['url'], meta: ['publisher'], dates: ['releaseDate'], summary: 'summary' },
  resume: { section: 'publications', fields: { name: 'name', publisher: 'publisher', releaseDate: 'releaseDate', url: 'url', summary: 'summary' }, older: { website: 'url' } },
  mayBeMissing: true,
});

export type Publication = ItemOf<typeof publications>;
