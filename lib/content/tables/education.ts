import { defineTable, id, isoDate, link, requiredText, text, textList, type ItemOf } from './define';

export const education = defineTable({
  name: 'education',
  singular: 'education',
  fields: {
    id: id(),
    institution: requiredText('institution', { translates: true }),
    url: link('url'),
    area: text('area', { translates: true }),
    studyType: text('study_type', { translates: true }),
    startDate: isoDate('start_date'),
    endDate: isoDate('end_date'),
    score: text('score', { translates: true }),
    courses: textList('courses', { translates: { labels: 'course_labels' } }),
  },
  order: { column: 'id', ascending: true },
  record: { title: 'institution', links: ['url'], meta: ['studyType', 'area', { field: 'score', label: 'score' }], dates: ['startDate', 'endDate'], chips: { field: 'courses', label: 'courses' }, beforeProjects: true },
  resume: {
    section: 'education',
    fields: { institution: 'institution', url: 'url', area: 'area', studyType: 'studyType', startDate: 'startDate', endDate: 'endDate', score: 'score', courses: 'courses' },
    older: { gpa: 'score', website: 'url' },
  },
  mayBeMissing: true,
});

export type Education = ItemOf<typeof education>;
