import { render, screen, within } from '@testing-library/react';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { EducationSection as Education } from './education';
import type { Education as EducationItem } from '@/lib/content/types';

const row = (fields: Partial<EducationItem> & Pick<EducationItem, 'id' | 'institution'>): EducationItem => ({
  url: '',
  area: '',
  studyType: '',
  startDate: '',
  endDate: '',
  score: '',
  courses: [],
  ...fields,
});

const university = row({
  id: 1,
  institution: 'Northfield University',
  url: 'https://northfield.example.edu',
  area: 'Computer Science',
  studyType: 'Bachelor',
  startDate: '2012-09',
  endDate: '2016-06-30',
  score: '3.8/4.0',
  courses: ['Distributed Systems', 'Compilers'],
});
const evening = row({ id: 2, institution: 'City Evening School', studyType: 'Certificate', area: 'Product Design', startDate: '2016' });

const renderEducation = async (items: EducationItem[]) => render(await renderAsyncServerComponents(<Education items={items} />));

/** The entry whose heading names the institution. */
const entry = (institution: string) => screen.getByRole('heading', { level: 3, name: new RegExp(institution) }).closest('li') as HTMLElement;

describe('Education', () => {
  it('shows each row in a section named by its visible heading, in the order given', async () => {
    await renderEducation([university, evening]);
    const section = screen.getByRole('region', { name: 'Education' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('Northfield University'),
      'City Evening School',
    ]);
    const first = within(entry('Northfield University'));
    expect(first.getByText('Bachelor')).toBeInTheDocument();
    expect(first.getByText('Computer Science')).toBeInTheDocument();
    expect(first.getByText('Grade')).toBeInTheDocument();
    expect(first.getByText(/3\.8\/4\.0/)).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'Courses' })).toBeInTheDocument();
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Distributed Systems', 'Compilers']);
    expect(within(entry('City Evening School')).queryByRole('list')).toBeNull();
    expect(within(entry('City Evening School')).queryByText('Grade')).toBeNull();
  });

  it('renders nothing at all with no rows: no section and no heading', async () => {
    const { container } = await renderEducation([]);
    expect(container).toBeEmptyDOMElement();
  });

  it("links an institution with an address, saying it opens a new tab, and leaves one without as text", async () => {
    await renderEducation([university, evening]);
    const link = screen.getByRole('link', { name: 'Northfield University (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://northfield.example.edu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('marks each text that fell back to another language, and only those', async () => {
    const english = { lang: 'en', dir: 'ltr' } as const;
    await renderEducation([{ ...university, fallbacks: { institution: english, area: english, score: english, 'courses.1': english } }, { ...evening, fallbacks: { studyType: english } }]);
    for (const text of ['Northfield University', 'Computer Science', '3.8/4.0', 'Compilers', 'Certificate']) expect(screen.getByText(text)).toHaveAttribute('lang', 'en');
    for (const text of ['Bachelor', 'Distributed Systems', 'City Evening School', 'Product Design']) expect(screen.getByText(text)).not.toHaveAttribute('lang');
    expect(screen.getByRole('link')).not.toHaveAttribute('lang');
  });

  it('dates a period by its years, and one with no end as running to the present', async () => {
    await renderEducation([
      university,
      evening,
      row({ id: 3, institution: 'Summer Lab', startDate: '2019-06', endDate: '2019-08' }),
      row({ id: 4, institution: 'Open Academy', endDate: '2011' }),
    ]);
    expect(entry('Northfield University')).toHaveTextContent('2012 – 2016');
    expect(entry('City Evening School')).toHaveTextContent('2016 – Present');
    expect(entry('Summer Lab')).toHaveTextContent(/^Summer Lab2019$/);
    expect(entry('Open Academy')).toHaveTextContent(/^Open Academy2011$/);
    const times = within(entry('Northfield University')).getAllByText(/^\d{4}$/);
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(['2012-09', '2016-06-30']);
  });
});
