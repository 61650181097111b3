/** The app's shapes of the content: camelCase, defaults applied, nothing nullable. */

export type Project = {
  id: number;
  title: string;
  shortDescription: string;
  /** '' when the project has no website. */
  websiteLink: string;
  /** '' when the project has no repository. */
  githubLink: string;
  tags: string[];
};

export type Responsibility = {
  label: string;
  /** The size of its pie slice; a finite number ≥ 0. */
  value: number;
};

export type Role = {
  id: number;
  company: string;
  timeframe: string;
  title: string;
  description: string;
  isCurrentRole: boolean;
  responsibilities: Responsibility[];
};

export type ContentIssue = {
  table: 'projects' | 'roles' | 'project_translations' | 'role_translations';
  /** The row's id; a translation's project_id or role_id. */
  id: unknown;
  /** A translation row's language, as the row has it. */
  locale?: unknown;
  field: string;
  problem: string;
  dropped: 'row' | 'value';
};

export type Loaded<T> = { items: T[]; issues: ContentIssue[] };
