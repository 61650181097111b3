import { defineTable, id, isoDate, link, requiredText, text, type ItemOf } from './define';

export const certificates = defineTable({
  name: 'certificates',
  singular: 'certificate',
  fields: {
    id: id(),
    name: requiredText('name', { translates: true }),
    date: isoDate('date'),
    issuer: text('issuer', { translates: true }),
    url: link('url'),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'name', links: ['url'], meta: ['issuer'], dates: ['date'] },
  resume: 'certificates',
  resumeFields: { name: 'name', date: 'date', issuer: 'issuer', url: 'url' },
  mayBeMissing: true,
});

export type Certificate = ItemOf<typeof certificates>;
