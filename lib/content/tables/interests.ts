import { defineTable, id, requiredText, textList, type ItemOf } from './define';

export const interests = defineTable({
  name: 'interests',
  singular: 'interest',
  fields: {
    id: id(),
    name: requiredText('name', { translates: true }),
    keywords: textList('keywords', { translates: { labels: 'keyword_labels' } }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'name', chips: 'keywords', compact: true },
  resume: { section: 'interests', fields: { name: 'name', keywords: 'keywords' } },
  mayBeMissing: true,
});

export type Interest = ItemOf<typeof interests>;
