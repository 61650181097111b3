import { render, screen, within } from '@testing-library/react';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { SkillsSection as Skills } from './skills';
import type { Skill } from '@/lib/content/types';

const frontend: Skill = { id: 1, name: 'Frontend', level: 'Advanced', keywords: ['React', 'Next.js', 'CSS'] };
const release: Skill = { id: 2, name: 'Release engineering', level: '', keywords: [] };

const renderSkills = async (items: Skill[]) => render(await renderAsyncServerComponents(<Skills items={items} />));

const skill = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('Skills', () => {
  it('shows each skill in a section named by its visible heading, in the order given', async () => {
    await renderSkills([frontend, release]);
    const section = screen.getByRole('region', { name: 'Skills' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Frontend', 'Release engineering']);
  });

  it("shows a skill's level and its keywords as a list, and neither where it has none", async () => {
    await renderSkills([frontend, release]);
    const first = within(skill('Frontend'));
    expect(first.getByText('Advanced')).toBeInTheDocument();
    expect(within(first.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['React', 'Next.js', 'CSS']);
    expect(within(skill('Release engineering')).queryByRole('list')).toBeNull();
    expect(skill('Release engineering').textContent).toBe('Release engineering');
  });

  it('marks each text that fell back to another language, and only those', async () => {
    const english = { lang: 'en', dir: 'ltr' } as const;
    await renderSkills([{ ...frontend, fallbacks: { level: english, 'keywords.2': english } }, { ...release, fallbacks: { name: english } }]);
    for (const text of ['Advanced', 'CSS', 'Release engineering']) expect(screen.getByText(text)).toHaveAttribute('lang', 'en');
    for (const text of ['Frontend', 'React', 'Next.js']) expect(screen.getByText(text)).not.toHaveAttribute('lang');
  });

  it('renders nothing at all with no rows: no section and no heading', async () => {
    const { container } = await renderSkills([]);
    expect(container).toBeEmptyDOMElement();
  });
});
