import { defineTable, id, requiredText, text, textList, type ItemOf } from './define';

export const skills = defineTable({
  name: 'skills',
  singular: 'skill',
  fields: {
    id: id(),
    name: requiredText('name', { translates: true }),
    level: text('level', { translates: true }),
    keywords: textList('keywords', { translates: { labels: 'keyword_labels' } }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'name', meta: ['level'], chips: 'keywords', compact: true, beforeProjects: true },
  resume: { section: 'skills', fields: { name: 'name', level: 'level', keywords: 'keywords' } },
  mayBeMissing: true,
});

export type Skill = ItemOf<typeof skills>;
