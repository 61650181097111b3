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
  table: 'projects' | 'roles';
  id: unknown;
  field: string;
  problem: string;
  dropped: 'row' | 'value';
};

export type Loaded<T> = { items: T[]; issues: ContentIssue[] };
