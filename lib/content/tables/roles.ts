import { defineTable, flag, id, itemAmount, itemText, objectList, requiredText, text, type ItemOf } from './define';

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
  },
  order: { column: 'id', ascending: true },
  resume: 'work',
});

export type Role = ItemOf<typeof roles>;
export type Responsibility = Role['responsibilities'][number];
