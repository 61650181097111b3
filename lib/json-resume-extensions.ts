/**
 * Keys our résumé.json adds inside an item, where JSON Resume allows more keys: what the tables hold
 * beyond the schema, so the site's own export imports back to the same rows. One place for the
 * export (components/resume/json-resume.ts) and the import (scripts/import/) to name them.
 */
export const JSON_RESUME_EXTENSIONS = {
  /** On a work item: the role's responsibilities, `[{ "label": text, "value": number }]`, as roles.responsibilities. */
  responsibilities: 'x-responsibilities',
  /** On a project: its GitHub address, the card's second link (JSON Resume has one `url`). */
  github: 'x-github',
  /** On a project: its description's markdown; `description` carries it as plain text. */
  markdown: 'x-markdown',
} as const;
