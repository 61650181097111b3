import { JSON_RESUME_EXTENSIONS as X } from '../../json-resume-extensions';
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
  resume: {
    section: 'work',
    fields: {
      name: 'company',
      position: 'title',
      summary: 'description',
      url: 'url',
      location: 'location',
      startDate: 'startDate',
      endDate: 'endDate',
      highlights: 'highlights',
      [X.responsibilities]: 'responsibilities',
    },
    older: { company: 'name', website: 'url' },
    leftOut: { description: 'what the company does: roles have no column for it' },
    derived: {
      timeframe: 'from startDate and endDate, in the default language ("2016 – 2018", "2016 – Present")',
      is_current_role: 'true when there is no endDate',
    },
    required: ['name', 'position', 'startDate'],
    // A role without dates of its own is dated by the years its timeframe reads as; its
    // responsibilities' labels stand in for highlights it lacks.
    write: (entry, role) => {
      const years = /^\s*(\d{4})\s*[-–—]\s*(\d{4}|present)\s*$/i.exec(String(role.timeframe));
      const dated = entry.startDate || !years ? {} : { startDate: years[1], ...(/^\d{4}$/.test(years[2]!) && { endDate: years[2] }) };
      const labels = (role.responsibilities as { label: string }[]).map((item) => item.label);
      return { ...entry, ...dated, summary: role.description, highlights: entry.highlights ?? labels };
    },
    read: (row, { present }) => {
      const [start, end] = [row.start_date as string | null, row.end_date as string | null];
      const year = (date: string | null) => (date ? date.slice(0, 4) : '');
      row.timeframe = !start ? year(end) : !end ? `${year(start)} – ${present}` : year(start) === year(end) ? year(start) : `${year(start)} – ${year(end)}`;
      row.is_current_role = end === null;
      // The export writes the responsibilities' labels as highlights when a role has none of its own.
      const labels = (row.responsibilities as { jsonb: { label: string }[] }).jsonb.map((item) => item.label);
      const highlights = row.highlights as string[];
      if (labels.length > 0 && highlights.length === labels.length && highlights.every((text, index) => text === labels[index])) row.highlights = [];
    },
  },
});

export type Role = ItemOf<typeof roles>;
export type Responsibility = Role['responsibilities'][number];
