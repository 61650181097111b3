import type { Project } from '@/lib/content/types';
import { laterProjects, parseLater } from './later-projects';

const project = (id: number, extra: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  shortDescription: `About **${id}**`,
  websiteLink: id % 2 ? '' : `https://example.com/${id}`,
  githubLink: '',
  tags: ['React'],
  highlights: [],
  startDate: '',
  endDate: '',
  ...extra,
});

describe('laterProjects', () => {
  const projects = [project(1), project(2, { fallbacks: { title: { lang: 'en', dir: 'ltr' } } }), project(3)];

  it('comes back as the same projects, a fallback only where one was', () => {
    const later = laterProjects(projects);
    expect(later.count).toBe(3);
    expect(parseLater(later)).toEqual(projects);
    expect(parseLater(later)[0]).not.toHaveProperty('fallbacks');
  });

  it('names each key once, however many projects', () => {
    const { json } = laterProjects(Array.from({ length: 50 }, (_, index) => project(index + 1)));
    expect(json.match(/"shortDescription"/g)).toHaveLength(1);
  });

  it('holds no project as nothing', () => {
    expect(parseLater(laterProjects([]))).toEqual([]);
  });
});
