/** Until lib/content/tables/skills.ts exports it: '' where a field is absent, ids ascending in the owner's order. */
export type Skill = { id: number; name: string; level: string; keywords: string[] };
