import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Award, Certificate, Education, Interest, Publication, Skill, SpokenLanguage, Volunteer } from '@/lib/content/types';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { RECORD_TABLES, type RecordTable } from '@/lib/content/record';
import { CONTENT_TABLES } from '@/lib/content/tables';
import { RecordList } from './record-section';

const table = (name: string): RecordTable => RECORD_TABLES.find((declared) => declared.name === name)!;

const show = async (element: ReactElement) => render(await renderAsyncServerComponents(element));

/** The page is English; a text that fell back shows the default's, marked as such. */
const english = { lang: 'en', dir: 'ltr' } as const;

const entry = (name: string | RegExp) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

const sectionNamed = (name: string) => {
  const section = screen.getByRole('region', { name });
  expect(within(section).getByRole('heading', { level: 2, name })).toBeVisible();
  return section;
};

describe('Awards', () => {
  const awards: Award[] = [
    { id: 1, title: 'Accessibility Champion', date: '2023-11', awarder: 'Brightline Telecom', summary: 'For making checkout usable with a screen reader.' },
    { id: 2, title: 'Hackathon winner', date: '', awarder: '', summary: '', fallbacks: { title: english } },
  ];

  it('shows each award with its awarder, its month as the language writes it and its summary', async () => {
    await show(<RecordList table={table('awards')} rows={awards} />);
    const section = sectionNamed('Awards');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Accessibility Champion', 'Hackathon winner']);
    const first = entry('Accessibility Champion');
    expect(within(first).getByText('Brightline Telecom')).toBeInTheDocument();
    expect(within(first).getByText('Nov 2023')).toHaveAttribute('datetime', '2023-11');
    expect(within(first).getByText('For making checkout usable with a screen reader.')).toBeInTheDocument();
    expect(entry('Hackathon winner').textContent).toBe('Hackathon winner');
  });

  it('marks a title that fell back to another language, and nothing else', async () => {
    await show(<RecordList table={table('awards')} rows={awards} />);
    // In a span of its own within the heading: an inline fallback is isolated, the heading keeps the page's direction.
    expect(screen.getByText('Hackathon winner')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hackathon winner')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'Hackathon winner' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Accessibility Champion')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows: no section and no heading', async () => {
    const { container } = await show(<RecordList table={table('awards')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Certificates', () => {
  const certificates: Certificate[] = [
    { id: 1, name: 'CPACC', date: '2022-05', issuer: 'IAAP', url: 'https://example.org/cpacc', fallbacks: { issuer: english } },
    { id: 2, name: 'First aid', date: '2019', issuer: '', url: '' },
  ];

  it('links a certificate with an address, saying it opens a new tab, and dates it', async () => {
    await show(<RecordList table={table('certificates')} rows={certificates} />);
    sectionNamed('Certificates');
    const link = screen.getByRole('link', { name: 'CPACC (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/cpacc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(entry(/CPACC/)).toHaveTextContent('IAAP');
    expect(within(entry(/CPACC/)).getByText('May 2022')).toHaveAttribute('datetime', '2022-05');
    expect(within(entry('First aid')).getByText('2019')).toHaveAttribute('datetime', '2019');
  });

  it('marks an issuer that fell back to another language', async () => {
    await show(<RecordList table={table('certificates')} rows={certificates} />);
    expect(screen.getByText('IAAP')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('CPACC')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows', async () => {
    const { container } = await show(<RecordList table={table('certificates')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Publications', () => {
  const publications: Publication[] = [
    { id: 1, name: 'Testing checkout flows', publisher: 'Frontend Weekly', releaseDate: '2024-03-12', url: 'https://example.com/post', summary: 'What the tests taught.', fallbacks: { name: english, summary: english } },
    { id: 2, name: 'A zine', publisher: '', releaseDate: '', url: '', summary: '' },
  ];

  it('shows each publication with its publisher, its month and its summary, linked where it has an address', async () => {
    await show(<RecordList table={table('publications')} rows={publications} />);
    sectionNamed('Publications');
    expect(screen.getByRole('link', { name: 'Testing checkout flows (opens in a new tab)' })).toHaveAttribute('href', 'https://example.com/post');
    const first = entry(/Testing checkout flows/);
    expect(within(first).getByText('Frontend Weekly')).toBeInTheDocument();
    expect(within(first).getByText('Mar 2024')).toHaveAttribute('datetime', '2024-03-12');
    expect(entry('A zine').textContent).toBe('A zine');
  });

  it('marks the name and summary that fell back, not the note that the link opens a new tab', async () => {
    await show(<RecordList table={table('publications')} rows={publications} />);
    expect(screen.getByText('Testing checkout flows')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('What the tests taught.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Frontend Weekly')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows', async () => {
    const { container } = await show(<RecordList table={table('publications')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Volunteer', () => {
  const volunteer: Volunteer[] = [
    {
      id: 1,
      organization: 'Code Club',
      position: 'Mentor',
      url: 'https://codeclub.example.org',
      startDate: '2019-10',
      endDate: '',
      summary: 'Teaching children to build web pages.',
      highlights: ['Ran a weekly club', 'Wrote the lesson plans'],
      fallbacks: { 'highlights.1': english },
    },
    { id: 2, organization: 'Food bank', position: '', url: '', startDate: '2015', endDate: '2016-02', summary: '', highlights: [] },
  ];

  it('shows each role with its position, its period, its summary and its highlights', async () => {
    await show(<RecordList table={table('volunteer')} rows={volunteer} />);
    sectionNamed('Volunteering');
    const first = entry(/Code Club/);
    expect(within(first).getByRole('link', { name: 'Code Club (opens in a new tab)' })).toHaveAttribute('href', 'https://codeclub.example.org');
    expect(within(first).getByText('Mentor')).toBeInTheDocument();
    expect(first).toHaveTextContent('Oct 2019 – Present');
    expect(within(first).getByText('Teaching children to build web pages.')).toBeInTheDocument();
    expect(within(within(first).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ran a weekly club', 'Wrote the lesson plans']);
    expect(entry('Food bank')).toHaveTextContent(/^Food bank2015 – Feb 2016$/);
    expect(within(entry('Food bank')).queryByRole('list')).toBeNull();
  });

  it('marks the one highlight that fell back, in a span of its own: the list item, its bullet on the page’s side, stays the page’s', async () => {
    await show(<RecordList table={table('volunteer')} rows={volunteer} />);
    const fellBack = screen.getByText('Wrote the lesson plans');
    expect(fellBack).toHaveAttribute('lang', 'en');
    expect(fellBack).toHaveAttribute('dir', 'ltr');
    expect(fellBack.tagName).toBe('SPAN');
    expect(fellBack.closest('li')).not.toHaveAttribute('lang');
    expect(fellBack.closest('li')).not.toHaveAttribute('dir');
    expect(screen.getByText('Ran a weekly club')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows', async () => {
    const { container } = await show(<RecordList table={table('volunteer')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Spoken languages', () => {
  const languages: SpokenLanguage[] = [
    { id: 1, language: 'English', fluency: 'Native speaker' },
    { id: 2, language: 'German', fluency: '', fallbacks: { language: english } },
  ];

  it('gives a line to each language, with its fluency where known', async () => {
    await show(<RecordList table={table('spoken_languages')} rows={languages} />);
    const section = sectionNamed('Languages');
    expect(within(within(section).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['EnglishNative speaker', 'German']);
    expect(screen.getByText('German')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('English')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows', async () => {
    const { container } = await show(<RecordList table={table('spoken_languages')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Interests', () => {
  const interests: Interest[] = [
    { id: 1, name: 'Open source', keywords: ['Accessibility tooling', 'Testing'], fallbacks: { 'keywords.0': english } },
    { id: 2, name: 'Cycling', keywords: [] },
  ];

  it('shows each interest with its keywords as a list, and none where it has none', async () => {
    await show(<RecordList table={table('interests')} rows={interests} />);
    const section = sectionNamed('Interests');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Open source', 'Cycling']);
    expect(within(within(entry('Open source')).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Accessibility tooling', 'Testing']);
    expect(entry('Cycling').textContent).toBe('Cycling');
  });

  it('marks the keyword that fell back', async () => {
    await show(<RecordList table={table('interests')} rows={interests} />);
    expect(screen.getByText('Accessibility tooling')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Testing')).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows', async () => {
    const { container } = await show(<RecordList table={table('interests')} rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Education', () => {
  const education: Education[] = [
    {
      id: 1,
      institution: 'Northfield University',
      url: 'https://northfield.example.edu',
      area: 'Computer Science',
      studyType: 'Bachelor',
      startDate: '2012-09',
      endDate: '2016-06-30',
      score: '3.8/4.0',
      courses: ['Distributed Systems', 'Compilers'],
      fallbacks: { area: english, 'courses.1': english },
    },
    { id: 2, institution: 'City Evening School', url: '', area: '', studyType: '', startDate: '2016', endDate: '', score: '', courses: [] },
  ];

  it('shows study type, area and grade in its meta line, its courses as a labelled list, and its period', async () => {
    await show(<RecordList table={table('education')} rows={education} />);
    sectionNamed('Education');
    const first = within(entry(/^Northfield University/));
    expect(first.getByText('Grade')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'Courses' }).textContent).toBe('Distributed SystemsCompilers');
    expect(entry(/^Northfield University/)).toHaveTextContent('Bachelor · Computer Science · Grade 3.8/4.0 · Sep 2012 – Jun 2016');
    expect(first.getByRole('link', { name: /Northfield University/ })).toHaveAttribute('href', 'https://northfield.example.edu');
    expect(entry('City Evening School')).toHaveTextContent(/^City Evening School2016 – Present$/);
    expect(within(entry('City Evening School')).queryByRole('list')).toBeNull();
  });

  it('marks each text that fell back, in a span of its own', async () => {
    await show(<RecordList table={table('education')} rows={education} />);
    for (const text of ['Computer Science', 'Compilers']) expect(screen.getByText(text)).toHaveAttribute('lang', 'en');
    for (const text of ['Bachelor', 'Distributed Systems', 'Northfield University']) expect(screen.getByText(text)).not.toHaveAttribute('lang');
  });
});

describe('Skills', () => {
  const skills: Skill[] = [
    { id: 1, name: 'Front end', level: 'Advanced', keywords: ['React', 'CSS'] },
    { id: 2, name: 'Cooking', level: '', keywords: [] },
  ];

  it('shows each skill with its level and its keywords as chips, and nothing empty', async () => {
    await show(<RecordList table={table('skills')} rows={skills} />);
    sectionNamed('Skills');
    expect(entry('Front end')).toHaveTextContent(/^Front endAdvancedReactCSS$/);
    expect(within(entry('Front end')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['React', 'CSS']);
    expect(entry('Cooking').textContent).toBe('Cooking');
  });
});

describe('every table that reads as a record', () => {
  it('has its one section on the page, headed by its dictionary heading, but work and projects, which have sections of their own', () => {
    const sectioned = RECORD_TABLES.filter(({ record }) => !record.ownSection).map(({ name }) => name);
    // The shipped tables in their declared order; a table an owner adds joins them.
    expect(sectioned.slice(0, 8)).toEqual(['education', 'skills', 'awards', 'certificates', 'publications', 'volunteer', 'spoken_languages', 'interests']);
    expect(CONTENT_TABLES.filter(({ name }) => !sectioned.includes(name)).map(({ name }) => name)).toEqual(['projects', 'roles']);
  });
});
