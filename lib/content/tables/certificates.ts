import { JSON_RESUME_EXTENSIONS as X } from '../../json-resume-extensions';
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
  resume: {
    section: 'certificates',
    fields: {
      name: 'name',
      date: 'date',
      [X.partialDate]: { field: 'date', how: 'a year or month, which our resume.json writes here as the schema allows only a full date' },
      issuer: 'issuer',
      url: 'url',
    },
    // resume-schema takes only a full date for a certificate: a year or a month goes in x-date.
    write: ({ date, [X.partialDate]: partial, ...entry }) =>
      typeof date === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(date) ? { ...entry, [X.partialDate]: partial } : { ...entry, ...(date !== undefined && { date }) },
  },
  mayBeMissing: true,
});

export type Certificate = ItemOf<typeof certificates>;
