/** Keys our resume.json adds inside items, where JSON Resume allows them, so the site's own export imports back to the same rows. */
export const JSON_RESUME_EXTENSIONS = {
  responsibilities: 'x-responsibilities', // on a work item: [{ "label": text, "value": number }], roles.responsibilities
  github: 'x-github', // on a project: its GitHub address, the card's second link (JSON Resume has one url)
  markdown: 'x-markdown', // on a project: its description's markdown; `description` carries it as plain text
  partialDate: 'x-date', // on a certificate: a year or month, where the schema allows only a full date
  image: 'x-image', // on a project: its image, a path in the Storage bucket media or an https:// address
  imageAlt: 'x-image-alt', // on a project: the image's alternative text
  body: 'x-body', // on a project: its case study's markdown
  slug: 'x-slug', // on a project: its case study's address under /projects/
  caseStudy: 'x-case-study', // on a project: its case study's whole address, which the build makes (the import leaves it)
  table: 'x-table', // on an item of a section several tables feed: its table, where not the section's first
} as const;
