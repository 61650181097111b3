/** Until lib/content/tables/education.ts exports it: '' where a field is absent, ids ascending in the owner's order. */
export type Education = {
  id: number;
  institution: string;
  url: string;
  area: string;
  studyType: string;
  startDate: string;
  endDate: string;
  score: string;
  courses: string[];
};
