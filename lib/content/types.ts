/** The app's shapes of the content, each inferred from its table's declaration (tables/*.ts). */
export type { Project } from './tables/projects';
export type { Responsibility, Role } from './tables/roles';
export type { Education } from './tables/education';
export type { Skill } from './tables/skills';
