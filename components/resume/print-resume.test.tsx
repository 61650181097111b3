import { render, screen } from '@testing-library/react';
import { RolesProvider } from '@/lib/content/roles-provider';
import { PrintResumeSheet } from './print-resume';
import type { Education, Skill } from '@/lib/content/types';

jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));

const education: Education[] = [
  { id: 1, institution: 'University of Somewhere', url: 'https://uni.example.edu/', area: 'Computer Science', studyType: 'Bachelor', startDate: '2012-09', endDate: '2016', score: '3.8', courses: ['Algorithms', 'Compilers'] },
  { id: 2, institution: 'Night School', url: '', area: '', studyType: '', startDate: '2020', endDate: '', score: '', courses: [] },
];
const skills: Skill[] = [
  { id: 1, name: 'Front end', level: 'Advanced', keywords: ['React', 'CSS'] },
  { id: 2, name: 'Cooking', level: '', keywords: [] },
];

async function renderResume(tables: { education: Education[]; skills: Skill[] }) {
  return render(<RolesProvider roles={[]} version={null} translation={null}>{await PrintResumeSheet(tables)}</RolesProvider>);
}

describe('PrintResumeSheet', () => {
  it('gives work, education, skills and projects in that order, each education and skill as the PDF has it', async () => {
    await renderResume({ education, skills });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experience', 'Education', 'Skills', 'Projects']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['University of Somewhere', 'Night School']);
    for (const text of ['Bachelor, Computer Science', 'Sep 2012 – 2016', 'Grade: 3.8', 'Courses: Algorithms · Compilers', 'https://uni.example.edu/', '2020 – Present']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').slice(-2).map((item) => item.textContent)).toEqual(['Front end · Advanced: React\u00A0· CSS', 'Cooking']);
  });

  it('shows neither block, nor its heading, without rows', async () => {
    await renderResume({ education: [], skills: [] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experience', 'Projects']);
  });
});
