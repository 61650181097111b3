import { defineTable, id, isoDate, link, requiredText, text, textList, type ItemOf } from './define';

export const volunteer = defineTable({
  name: 'volunteer',
  singular: 'volunteer',
  fields: {
    id: id(),
    organization: requiredText('organization', { translates: true }),
    position: text('position', { translates: true }),
    url: link('url'),
    startDate: isoDate('start_date'),
    endDate: isoDate('end_date'),
    summary: text('summary', { translates: true }),
    highlights: textList('highlights', { translates: { labels: 'highlight_labels' } }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'organization', links: ['url'], meta: ['position'], dates: ['startDate', 'endDate'], summary: 'summary', items: 'highlights' },
  resume: {
    section: 'volunteer',
    fields: { organization: 'organization', position: 'position', url: 'url', startDate: 'startDate', endDate: 'endDate', summary: 'summary', highlights: 'highlights' },
    older: { website: 'url' },
  },
  mayBeMissing: true,
});

export type Volunteer = ItemOf<typeof volunteer>;
