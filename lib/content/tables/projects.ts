import { defineTable, id, isoDate, link, requiredText, text, textList, type ItemOf } from './define';

export const projects = defineTable({
  name: 'projects',
  singular: 'project',
  fields: {
    id: id(),
    title: requiredText('title', { translates: true }),
    /** Markdown. */
    shortDescription: text('short_description', { notNull: true, translates: true }),
    websiteLink: link('website_link'),
    githubLink: link('github_link'),
    tags: textList('tags'),
    highlights: textList('highlights', { translates: { labels: 'highlight_labels' } }),
    startDate: isoDate('start_date'),
    endDate: isoDate('end_date'),
  },
  order: { column: 'id', ascending: true },
  record: {
    title: 'title',
    links: ['websiteLink', 'githubLink'],
    dates: ['startDate', 'endDate'],
    summary: { field: 'shortDescription', markdown: true },
    items: 'highlights',
    chips: 'tags',
    ownSection: true,
  },
  resume: 'projects',
});

export type Project = ItemOf<typeof projects>;
