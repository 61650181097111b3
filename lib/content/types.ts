/** The app's shapes of the content, each inferred from its table's declaration (tables/*.ts). */
export type { Project } from './tables/projects';
export type { Responsibility, Role } from './tables/roles';
export type { Education } from './tables/education';
export type { Skill } from './tables/skills';
export type { Award } from './tables/awards';
export type { Certificate } from './tables/certificates';
export type { Publication } from './tables/publications';
export type { Volunteer } from './tables/volunteer';
export type { SpokenLanguage } from './tables/spoken-languages';
export type { Interest } from './tables/interests';
