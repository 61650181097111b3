import { validate } from 'resume-schema';
import type { Project, Role } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import { profileIn } from '@/lib/languages/profile-in';
import { profile } from '@/lib/profile';
import { jsonResume } from './json-resume';
import { plainDescription, shares, yearsOf } from './resume-content';

const role = (id: number, timeframe: string, extra: Partial<Role> = {}): Role => ({
  id,
  company: `Company ${id}`,
  timeframe,
  title: `Title ${id}`,
  description: `What role ${id} was.`,
  isCurrentRole: false,
  responsibilities: [
    { label: 'Checkout', value: 3 },
    { label: 'Mentoring', value: 1 },
  ],
  ...extra,
});

const project: Project = {
  id: 7,
  title: 'Checkout Playground',
  shortDescription: 'A **sandbox** with [docs](https://example.com/docs?a=1&b=2), [a trap](javascript:alert(1)) and <b>raw</b> [notes](/notes).',
  websiteLink: '',
  githubLink: 'https://github.com/example/playground',
  tags: ['Next.js', 'Playwright'],
};

const resume = jsonResume({ roles: [role(1, '2021 - 2024'), role(2, '2024 – Present', { isCurrentRole: true }), role(3, 'Summer 2019')], projects: [project] }, new URL('https://owner.github.io/portfolio/'), { locale: 'en', words: en, profile: profileIn('en') });

describe('jsonResume', () => {
  it('is valid JSON Resume (resume-schema)', async () => {
    const result = await new Promise<{ valid: boolean }>((resolve, reject) => validate(resume, (error: unknown, answer: { valid: boolean }) => (error ? reject(new Error(JSON.stringify(error))) : resolve(answer))));
    expect(result.valid).toBe(true);
  });

  it("takes basics from the profile and the site's address", () => {
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.jobTitle, url: 'https://owner.github.io/portfolio/', location: { address: profile.location } });
    expect(resume.basics.profiles.map((entry) => entry.url)).toEqual(Object.values(profile.links));
    expect(resume.meta.canonical).toBe('https://owner.github.io/portfolio/resume.json');
  });

  it('has one work entry per role, dated only where the timeframe reads as years', () => {
    expect(resume.work).toEqual([
      { name: 'Company 1', position: 'Title 1', startDate: '2021', endDate: '2024', summary: 'What role 1 was.', highlights: ['Checkout', 'Mentoring'] },
      { name: 'Company 2', position: 'Title 2', startDate: '2024', summary: 'What role 2 was.', highlights: ['Checkout', 'Mentoring'] },
      { name: 'Company 3', position: 'Title 3', summary: 'What role 3 was.', highlights: ['Checkout', 'Mentoring'] },
    ]);
  });

  it("has each project with a plain-text description under the page's link rules, its first link and its tags", () => {
    expect(resume.projects).toEqual([
      {
        name: 'Checkout Playground',
        description: 'A sandbox with docs (https://example.com/docs?a=1&b=2), a trap and <b>raw</b> notes (/notes).',
        url: 'https://github.com/example/playground',
        keywords: ['Next.js', 'Playwright'],
      },
    ]);
  });
});

describe('the résumé content', () => {
  it.each([
    ['2021 - 2024', { startDate: '2021', endDate: '2024' }],
    ['2019–Present', { startDate: '2019' }],
    ['2019 — present', { startDate: '2019' }],
    ['2024', {}],
    ['Jan 2020 - Mar 2021', {}],
  ])('dates "%s" as %j', (timeframe, dates) => expect(yearsOf(timeframe)).toEqual(dates));

  it('gives each responsibility its share in whole percent', () => {
    expect(shares(role(1, '').responsibilities).map((item) => item.percent)).toEqual([75, 25]);
    expect(shares([{ label: 'None', value: 0 }]).map((item) => item.percent)).toEqual([0]);
  });

  it('leaves no URL the page would refuse in a description', () => {
    expect(plainDescription('[x](vbscript:msgbox) [y](data:text/html,hi) [z](mailto:me@example.com)')).toBe('x y z (mailto:me@example.com)');
  });
});
