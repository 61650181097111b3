import type { Project } from '@/lib/content/types';

/** One JSON string: one value for the payload's decoder, where objects are thousands (https://v8.dev/blog/cost-of-javascript-2019#json). */
export type LaterProjects = { count: number; json: string };

export const laterProjects = (projects: Project[]): LaterProjects => ({ count: projects.length, json: JSON.stringify(projects) });

export const parseLater = ({ json }: LaterProjects): Project[] => JSON.parse(json) as Project[];
