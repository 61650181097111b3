import type { Project } from '@/lib/content/types';

/**
 * The projects after the built runs, as one JSON string: the payload's decoder revives every value it
 * holds, and a string is one value where the same projects as objects are thousands. JSON.parse then
 * reads them when a later run or a print needs them (https://v8.dev/blog/cost-of-javascript-2019#json).
 */
export type LaterProjects = { count: number; json: string };

export const laterProjects = (projects: Project[]): LaterProjects => ({ count: projects.length, json: JSON.stringify(projects) });

export const parseLater = ({ json }: LaterProjects): Project[] => JSON.parse(json) as Project[];
