import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@/lib/content/types';
import { firstLink, ProjectCard } from './project-card';

const project: Project = {
  id: 1,
  title: 'Checkout Playground',
  shortDescription: 'A sandbox.',
  websiteLink: 'https://checkout.example.com',
  githubLink: 'https://github.com/example/checkout',
  tags: ['Next.js', 'TypeScript'],
};

function renderCard(overrides: Partial<Project> = {}) {
  return render(<ProjectCard project={{ ...project, ...overrides }} description={<p>A sandbox.</p>} />);
}

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});

describe('ProjectCard', () => {
  it('shows tag chips, the title and the description under their test ids', () => {
    renderCard();
    const card = screen.getByTestId('project-card');
    expect(within(card).getAllByTestId('project-tag').map((tag) => tag.textContent)).toEqual(['Next.js', 'TypeScript']);
    expect(within(card).getByTestId('project-title')).toHaveTextContent('Checkout Playground');
    expect(within(card).getByText('A sandbox.')).toBeInTheDocument();
  });

  it('shows no tag list when the project has no tags', () => {
    renderCard({ tags: [] });
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

  it("opens the first link (website, else GitHub) in a new tab on the card's own click", async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard();
    await user.click(screen.getByTestId('project-title'));
    expect(open).toHaveBeenCalledWith(project.websiteLink, '_blank', 'noopener,noreferrer');
    unmount();

    open.mockClear();
    renderCard({ websiteLink: '' });
    await user.click(screen.getByText('A sandbox.'));
    expect(open).toHaveBeenCalledWith(project.githubLink, '_blank', 'noopener,noreferrer');
  });

  it("does not trigger the card's click from its links", async () => {
    const user = userEvent.setup();
    renderCard();
    // jsdom does not navigate: the link's own default action is not what is under test.
    const links = [screen.getByTestId('project-website-link'), screen.getByTestId('project-github-link')];
    for (const link of links) link.addEventListener('click', (event) => event.preventDefault());
    for (const link of links) await user.click(link);
    expect(open).not.toHaveBeenCalled();
  });

  it('names its first link for a click before hydration (see gate-script.ts)', () => {
    const { unmount } = renderCard();
    expect(screen.getByTestId('project-card')).toHaveAttribute('data-card-link', project.websiteLink);
    unmount();
    renderCard({ websiteLink: '', githubLink: '' });
    expect(screen.getByTestId('project-card')).not.toHaveAttribute('data-card-link');
  });

  it('does nothing on click when there is no link at all', async () => {
    const user = userEvent.setup();
    renderCard({ websiteLink: '', githubLink: '' });
    await user.click(screen.getByTestId('project-title'));
    expect(open).not.toHaveBeenCalled();
    expect(firstLink({ websiteLink: '', githubLink: '' })).toBeNull();
  });
});
