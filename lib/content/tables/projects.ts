import { JSON_RESUME_EXTENSIONS as X } from '../../json-resume-extensions';
import { defineTable, id, isoDate, link, mediaPath, requiredText, text, textList, type ItemOf } from './define';

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
    /** A path in the public Storage bucket `media`, or an https:// address. */
    image: mediaPath('image'),
    imageAlt: text('image_alt', { translates: true }),
    /** Markdown: the case study, on a page of its own. */
    body: text('body', { translates: true }),
    slug: text('slug'),
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
  resume: {
    section: 'projects',
    fields: {
      name: 'title',
      description: { field: 'shortDescription', how: `as plain text; ${X.markdown} wins` },
      [X.markdown]: { field: 'shortDescription', how: 'markdown, as the card renders it' },
      url: { field: 'websiteLink', how: 'a github.com address goes to github_link' },
      [X.github]: 'githubLink',
      keywords: 'tags',
      highlights: 'highlights',
      startDate: 'startDate',
      endDate: 'endDate',
      [X.image]: { field: 'image', how: 'a path in the bucket media, or an https:// address' },
      [X.imageAlt]: 'imageAlt',
      [X.body]: { field: 'body', how: 'markdown, the case study' },
      [X.slug]: 'slug',
    },
    leftOut: {
      roles: 'your roles in the project: projects have no column for them',
      entity: 'the organisation behind the project: projects have no column for it',
      type: "the project's kind: projects have no column for it",
      [X.caseStudy]: "the case study's address: the build makes it from the slug",
    },
    required: ['name'],
    // JSON Resume has one url and plain text: the first link there, the markdown kept where plain text loses it.
    write: (entry, project, { plain }) => {
      const { [X.markdown]: markdown, ...rest } = entry;
      const description = typeof markdown === 'string' ? plain(markdown) : '';
      const url = project.websiteLink || project.githubLink;
      // keywords always, as the card's tags are: [] says a project has none.
      return { ...rest, description, ...(description !== markdown && markdown !== undefined && { [X.markdown]: markdown }), ...(url ? { url } : {}), keywords: project.tags };
    },
    // The export repeats a GitHub-only project's link in url and x-github: one link, not two.
    read: (row) => {
      const [website, github] = [row.website_link as string | null, row.github_link as string | null];
      const onGitHub = (address: string) => ['github.com', 'www.github.com'].includes(new URL(address).hostname.toLowerCase());
      if (website && (website === github || (onGitHub(website) && !github))) {
        row.github_link = website;
        row.website_link = null;
      }
    },
  },
});

export type Project = ItemOf<typeof projects>;
