import { defineTable, flag, id, isoDate, itemAmount, itemText, link, objectList, requiredText, text, textList, type ItemOf } from './define';

export const roles = defineTable({
  name: 'roles',
  singular: 'role',
  fields: {
    id: id(),
    company: requiredText('company', { translates: true }),
    timeframe: requiredText('timeframe', { translates: true }),
    title: requiredText('title', { translates: true }),
    description: text('description', { notNull: true, translates: true }),
    isCurrentRole: flag('is_current_role'),
    /** A value is its pie slice's size; a label translates by its position in the list. */
    responsibilities: objectList('responsibilities', { label: itemText, value: itemAmount }, { translates: { labels: 'responsibility_labels', key: 'label' } }),
    /** JSON Resume's fields, for the résumé; the card shows `timeframe`. */
    url: link('url'),
    location: text('location', { translates: true }),
    startDate: isoDate('start_date'),
    endDate: isoDate('end_date'),
    highlights: textList('highlights', { translates: { labels: 'highlight_labels' } }),
  },
  order: { column: 'id', ascending: true },
  resume: 'work',
});

export type Role = ItemOf<typeof roles>;
export type Responsibility = Role['responsibilities'][number];
