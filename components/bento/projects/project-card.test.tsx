import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@/lib/content/types';
import { firstLink, ProjectCard } from './project-card';
import en from '@/lib/i18n/en';
import { projectsBlockLabels } from './projects';

const project: Project = {
  id: 1,
  title: 'Checkout Playground',
  shortDescription: 'A sandbox.',
  websiteLink: 'https://checkout.example.com',
  githubLink: 'https://github.com/example/checkout',
  highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: ['Next.js', 'TypeScript'],
};

function renderCard(overrides: Partial<Project> = {}) {
  return render(<ProjectCard project={{ ...project, ...overrides }} description={<p>A sandbox.</p>} labels={projectsBlockLabels(en)} />);
}

describe('ProjectCard', () => {
  it('shows tag chips, the title and the description under their test ids', () => {
    renderCard();
    const card = screen.getByTestId('project-card');
    expect(within(card).getAllByTestId('project-tag').map((tag) => tag.textContent)).toEqual(['Next.js', 'TypeScript']);
    expect(within(card).getByTestId('project-title')).toHaveTextContent('Checkout Playground');
    expect(within(card).getByText('A sandbox.')).toBeInTheDocument();
  });

  it('titles itself with a heading one level below its section: h3 by default, h2 on the page of every project', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Checkout Playground' })).toBeInTheDocument();
    unmount();
    render(<ProjectCard project={project} description={<p>A sandbox.</p>} labels={projectsBlockLabels(en)} titleLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Checkout Playground' })).toBeInTheDocument();
  });

  it('shows no tag list when the project has no tags', () => {
    renderCard({ highlights: [], startDate: '', endDate: '', tags: [] });
    expect(screen.queryByTestId('project-tag')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows Website and GitHub links that open in a new tab and say so', () => {
    renderCard();
    const website = screen.getByTestId('project-website-link');
    const github = screen.getByTestId('project-github-link');
    expect(website).toHaveAttribute('href', project.websiteLink);
    expect(github).toHaveAttribute('href', project.githubLink);
    for (const link of [website, github]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    }
    expect(website).toHaveAccessibleName('Website of Checkout Playground (opens in a new tab)');
    expect(github).toHaveAccessibleName('GitHub repository of Checkout Playground (opens in a new tab)');
  });

  it.each([
    ['no website', { websiteLink: '' }, ['project-github-link']],
    ['no GitHub link', { githubLink: '' }, ['project-website-link']],
    ['neither', { websiteLink: '', githubLink: '' }, []],
  ])('shows only the links that are present: %s', (_name, overrides, expected) => {
    renderCard(overrides);
    const present = ['project-website-link', 'project-github-link'].filter((id) => screen.queryByTestId(id));
    expect(present).toEqual(expected);
  });

  it.each([
    ['its website', {}, project.websiteLink],
    ['its GitHub link when it has no website', { websiteLink: '' }, project.githubLink],
  ])('opens %s in a new tab when the card itself is clicked', async (_name, overrides, expected) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard(overrides);
    await userEvent.click(screen.getByTestId('project-title'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(expected, '_blank', 'noopener,noreferrer');
  });

  it('leaves a click on one of its links to the link', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard();
    const github = screen.getByTestId('project-github-link');
    github.addEventListener('click', (event) => event.preventDefault()); // jsdom would try to navigate
    await userEvent.click(github);
    expect(open).not.toHaveBeenCalled();
  });

  it('names no link and is not clickable when there is no link at all', () => {
    renderCard({ websiteLink: '', githubLink: '' });
    expect(screen.getByTestId('project-card')).not.toHaveAttribute('data-clickable');
    expect(firstLink({ websiteLink: '', githubLink: '' })).toBeNull();
  });
});

describe('ProjectCard on a page in another language', () => {
  it('marks a title or description that fell back with its language, and only those', () => {
    renderCard({ fallbacks: { shortDescription: { lang: 'en' } } });
    expect(screen.getByTestId('project-title')).not.toHaveAttribute('lang');
    const description = screen.getByText('A sandbox.').parentElement;
    expect(description).toHaveAttribute('lang', 'en');
    expect(description).not.toHaveAttribute('dir');
  });

  it('marks each tag shown in the default language with it', () => {
    renderCard({ tags: ['Next.js', 'Playwright'], fallbacks: { 'tags.0': { lang: 'en', dir: 'ltr' }, 'tags.1': { lang: 'en', dir: 'ltr' } } });
    for (const tag of screen.getAllByTestId('project-tag')) {
      expect(tag).toHaveAttribute('lang', 'en');
      expect(tag).toHaveAttribute('dir', 'ltr');
    }
  });

  it('gives the direction too where it differs from the page', () => {
    renderCard({ fallbacks: { title: { lang: 'en', dir: 'ltr' } } });
    expect(screen.getByTestId('project-title')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('project-title')).toHaveAttribute('dir', 'ltr');
  });
});
