import { reshapeRows } from '../reshape';
import type { Fallbacks } from '../fallback';
import { defineTable, id, link, requiredText } from './define';
import type { Education } from './education';
import type { Project } from './projects';
import type { Responsibility, Role } from './roles';
import type { Skill } from './skills';

// The app's types as the components were written against them: the declarations must infer exactly these.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inferred: [
  Same<
    Project,
    {
      id: number;
      title: string;
      shortDescription: string;
      websiteLink: string;
      githubLink: string;
      tags: string[];
      highlights: string[];
      startDate: string;
      endDate: string;
      image: string;
      imageAlt: string;
      body: string;
      slug: string;
      fallbacks?: Fallbacks;
    }
  >,
  Same<Responsibility, { label: string; value: number }>,
  Same<
    Role,
    { id: number; company: string; timeframe: string; title: string; description: string; isCurrentRole: boolean; responsibilities: Responsibility[]; url: string; location: string; startDate: string; endDate: string; highlights: string[]; fallbacks?: Fallbacks }
  >,
  Same<
    Education,
    { id: number; institution: string; url: string; area: string; studyType: string; startDate: string; endDate: string; score: string; courses: string[]; fallbacks?: Fallbacks }
  >,
  Same<Skill, { id: number; name: string; level: string; keywords: string[]; fallbacks?: Fallbacks }>,
] = [true, true, true, true, true];

describe('the field vocabulary', () => {
  it("infers the app's types from the declarations", () => {
    expect(inferred).toEqual([true, true, true, true, true]);
  });

  it('keeps only the issue that skipped a row, not the values it would have dropped, and orders as declared', () => {
    const linkFirst = defineTable({
      name: 'links',
      singular: 'link',
      fields: { id: id(), url: link('url'), label: requiredText('label') },
      order: { column: 'id', ascending: false },
      resume: { section: 'projects', fields: { name: 'label', url: 'url' } },
    });
    const { items, issues } = reshapeRows(linkFirst, [
      { id: 1, url: 'javascript:alert(1)', label: null },
      { id: 2, url: 'ftp://example.com', label: 'Two' },
      { id: 3, url: 'https://example.com', label: 'Three' },
    ]);
    expect(items).toEqual([
      { id: 3, url: 'https://example.com', label: 'Three' },
      { id: 2, url: '', label: 'Two' },
    ]);
    expect(issues.map(({ id: row, field, dropped }) => `${String(row)} ${field} ${dropped}`)).toEqual(['1 label row', '2 url value']);
  });
});
