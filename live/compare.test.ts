import type { Project, Role } from '@/lib/content/types';
import { carouselStructureProblems, projectProblems, roleProblems } from './compare';
import type { ShownProject } from './visit';

const project = (id: number, title: string, extra: Partial<Project> = {}): Project => ({
  id,
  title,
  shortDescription: '',
  websiteLink: `https://${id}.example.com`,
  githubLink: '',
  tags: ['a', 'b'],
  highlights: [],
  startDate: '',
  endDate: '',
  image: '',
  imageAlt: '',
  body: '',
  slug: '',
  ...extra,
});
const card = ({ title, tags, websiteLink, githubLink }: Project): ShownProject => ({ title, tags, websiteLink, githubLink });
const role = (id: number, company: string): Role => ({ id, company, timeframe: '', title: '', description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false, responsibilities: [] });

describe('projectProblems', () => {
  const projects = [project(1, 'One'), project(2, 'Two', { githubLink: 'https://github.com/x/two' }), project(3, 'Three')];

  it('finds nothing when the page shows every project as Supabase has it', () => {
    expect(projectProblems(projects, projects.map(card))).toEqual([]);
  });

  it('names a project missing from the page, and one the page shows that Supabase lacks', () => {
    const shown = [card(projects[0]!), card(projects[2]!), card(project(9, 'Stale'))];
    expect(projectProblems(projects, shown)).toEqual(['project 2 of 3, "Two" (id 2): not on the page', 'card 3 of 3, "Stale": not in Supabase']);
  });

  it('names the order, the tags and each link that differ', () => {
    const shown = [card(projects[1]!), { ...card(projects[0]!), tags: ['a'] }, { ...card(projects[2]!), websiteLink: '', githubLink: 'https://github.com/x/3' }];
    expect(projectProblems(projects, shown)).toEqual([
      'order: the page shows "Two", "One", "Three"; Supabase\'s order is "One", "Two", "Three"',
      '"One" (id 1): tags "a"; expected "a", "b"',
      '"Three" (id 3): Website link none; expected https://3.example.com',
      '"Three" (id 3): GitHub link https://github.com/x/3; expected none',
    ]);
  });

  it('counts two projects of one title as two', () => {
    const twins = [project(1, 'Same'), project(2, 'Same')];
    expect(projectProblems(twins, [card(twins[0]!)])).toEqual(['project 2 of 2, "Same" (id 2): not on the page']);
  });
});

describe('roleProblems', () => {
  const roles = [role(4, 'Dee'), role(1, 'Ay'), role(2, 'Ay')];
  const walk = (companies: string[], wrapped: boolean | null = true) => ({ labels: companies.map((_, index) => `${((1 + index) % 3) + 1} of 3`), companies, wrapped });

  it('finds nothing when the walk starts at id 1 and shows every role in turn, then wraps', () => {
    expect(roleProblems(roles, walk(['Ay', 'Ay', 'Dee']))).toEqual([]);
  });

  it('names a wrong first role, with the rule', () => {
    expect(roleProblems(roles, walk(['Dee', 'Ay', 'Ay']))).toEqual([
      'slide 1: shows "Dee"; expected "Ay" (id 1: the role with id 1, else the first)',
      'slide 3: shows "Ay"; expected "Dee" (id 4)',
    ]);
  });

  it('starts at the first role when none has id 1', () => {
    const others = [role(7, 'Gee'), role(8, 'Aitch')];
    expect(roleProblems(others, { labels: ['1 of 2', '2 of 2'], companies: ['Gee', 'Aitch'], wrapped: true })).toEqual([]);
  });

  it('names the roles a stuck carousel never reached, a wrong count and a missing wrap', () => {
    expect(roleProblems(roles, { labels: ['2 of 2'], companies: ['Ay'], wrapped: false })).toEqual([
      'the carousel has 2 roles; Supabase has 3',
      'slide 2: never reached (the walk stopped at slide 1); expected "Ay" (id 2)',
      'slide 3: never reached (the walk stopped at slide 1); expected "Dee" (id 4)',
      '"Next role" on the last role did not wrap to the first',
    ]);
  });
});

describe('carouselStructureProblems', () => {
  it('accepts every slide once, from wherever the carousel starts', () => {
    expect(carouselStructureProblems({ labels: ['2 of 3', '3 of 3', '1 of 3'], companies: ['B', 'C', 'A'], wrapped: true })).toEqual([]);
  });

  it('names a slide left out, a slide with no company and a missing wrap', () => {
    expect(carouselStructureProblems({ labels: ['1 of 3', '3 of 3'], companies: ['A', ''], wrapped: false })).toEqual([
      'slides "1 of 3", "3 of 3"; expected "1 of 3", "2 of 3", "3 of 3"',
      'slide 3 of 3 names no company',
      '"Next role" on the last role did not wrap to the first',
    ]);
  });
});
