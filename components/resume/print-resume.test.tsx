import { render, screen } from '@testing-library/react';
import { RolesProvider } from '@/lib/content/roles-provider';
import { PrintResumeSheet } from './print-resume';
import type { Award, Certificate, Education, Interest, Publication, Skill, SpokenLanguage, Volunteer } from '@/lib/content/types';

jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));

const english = { lang: 'en', dir: 'ltr' } as const;

const education: Education[] = [
  { id: 1, institution: 'University of Somewhere', url: 'https://uni.example.edu/', area: 'Computer Science', studyType: 'Bachelor', startDate: '2012-09', endDate: '2016', score: '3.8', courses: ['Algorithms', 'Compilers'] },
  { id: 2, institution: 'Night School', url: '', area: '', studyType: '', startDate: '2020', endDate: '', score: '', courses: [] },
];
const skills: Skill[] = [
  { id: 1, name: 'Front end', level: 'Advanced', keywords: ['React', 'CSS'] },
  { id: 2, name: 'Cooking', level: '', keywords: [] },
];
const volunteer: Volunteer[] = [
  { id: 1, organization: 'Code Club', position: 'Mentor', url: 'https://codeclub.example.org', startDate: '2019-10', endDate: '', summary: 'Teaching children.', highlights: ['Ran a weekly club'] },
];
const awards: Award[] = [{ id: 1, title: 'Accessibility Champion', date: '2023-11', awarder: 'Brightline Telecom', summary: 'For a usable checkout.' }];
const certificates: Certificate[] = [{ id: 1, name: 'CPACC', date: '2022-05', issuer: 'IAAP', url: '' }];
const publications: Publication[] = [{ id: 1, name: 'Testing checkout flows', publisher: 'Frontend Weekly', releaseDate: '2024-03-12', url: 'https://example.com/post', summary: '' }];
const spokenLanguages: SpokenLanguage[] = [
  { id: 1, language: 'English', fluency: 'Native speaker' },
  { id: 2, language: 'German', fluency: '' },
];
const interests: Interest[] = [{ id: 1, name: 'Open source', keywords: ['Accessibility tooling', 'Testing'] }];

const all = { education, skills, volunteer, awards, certificates, publications, spoken_languages: spokenLanguages, interests };

async function renderResume(tables: Parameters<typeof PrintResumeSheet>[0]) {
  return render(<RolesProvider roles={[]} version={null} translation={null}>{await PrintResumeSheet(tables)}</RolesProvider>);
}

const paragraphs = () => [...document.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('PrintResumeSheet', () => {
  it('gives work, then every record table in its declared order, and leaves the projects to their section', async () => {
    await renderResume(all);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Awards',
      'Certificates',
      'Publications',
      'Volunteering',
      'Languages',
      'Interests',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'University of Somewhere',
      'Night School',
      'Accessibility Champion',
      'CPACC',
      'Testing checkout flows',
      'Code Club',
    ]);
  });

  it('writes each education and skill as the PDF has it', async () => {
    await renderResume({ education, skills });
    expect(paragraphs()).toEqual(expect.arrayContaining(['Bachelor · Computer Science · Grade: 3.8 · Sep 2012 – 2016', 'Courses: Algorithms\u00A0· Compilers', 'https://uni.example.edu/', '2020 – Present']));
    expect(items().slice(-2)).toEqual(['Front end · Advanced: React\u00A0· CSS', 'Cooking']);
  });

  it('writes each later entry with its dates as the language writes them, its summary, highlights and address', async () => {
    await renderResume(all);
    expect(paragraphs()).toEqual(
      expect.arrayContaining([
        'Mentor · Oct 2019 – Present',
        'Teaching children.',
        'https://codeclub.example.org',
        'Brightline Telecom · Nov 2023',
        'For a usable checkout.',
        'IAAP · May 2022',
        'Frontend Weekly · Mar 2024',
        'https://example.com/post',
      ]),
    );
    expect(items()).toEqual(expect.arrayContaining(['Ran a weekly club', 'English · Native speaker', 'German', 'Open source: Accessibility tooling\u00A0· Testing']));
  });

  it('marks each text that fell back with its language, and no other', async () => {
    await renderResume({
      education: [{ ...education[0]!, fallbacks: { area: english, 'courses.1': english } }],
      skills: [{ ...skills[0]!, fallbacks: { level: english } }],
      volunteer: [{ ...volunteer[0]!, fallbacks: { position: english, 'highlights.0': english } }],
      awards: [{ ...awards[0]!, fallbacks: { awarder: english } }],
      spoken_languages: [{ ...spokenLanguages[0]!, fallbacks: { fluency: english } }],
      interests: [{ ...interests[0]!, fallbacks: { 'keywords.1': english } }],
    });
    for (const text of ['Computer Science', 'Compilers', 'Advanced', 'Mentor', 'Ran a weekly club', 'Brightline Telecom', 'Native speaker', 'Testing']) {
      expect(screen.getByText(text)).toHaveAttribute('lang', 'en');
    }
    for (const text of ['Bachelor', 'Algorithms', 'Front end', 'Code Club', 'English', 'Accessibility tooling']) {
      expect(screen.getByText(text)).not.toHaveAttribute('lang');
    }
  });

  it('shows no block, nor its heading, without rows', async () => {
    await renderResume({ education: [], skills: [], volunteer: [], awards: [], certificates: [], publications: [], spoken_languages: [], interests: [] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experience']);
  });
});
