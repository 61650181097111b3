import type { Project } from '@/lib/content/types';

/**
 * One JSON string: one value for the payload's decoder, where objects are thousands
 * (https://v8.dev/blog/cost-of-javascript-2019#json). Each project is a row of values under one
 * list of keys, so that the keys are not repeated a thousand times in the page.
 */
export type LaterProjects = { count: number; json: string };

type Rows = { keys: string[]; rows: unknown[][] };

export function laterProjects(projects: Project[]): LaterProjects {
  const keys = [...new Set(projects.flatMap((project) => Object.keys(project)))];
  // No field of a project is null: null stands for a key this project does not have (its fallbacks).
  const rows = projects.map((project) => keys.map((key) => (project as Record<string, unknown>)[key] ?? null));
  return { count: projects.length, json: JSON.stringify({ keys, rows } satisfies Rows) };
}

export function parseLater({ json }: LaterProjects): Project[] {
  const { keys, rows } = JSON.parse(json) as Rows;
  return rows.map((row) => Object.fromEntries(keys.flatMap((key, index) => (row[index] === null ? [] : [[key, row[index]]]))) as Project);
}
