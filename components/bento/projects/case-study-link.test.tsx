import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import { CaseStudyLinksProvider } from './case-study-links';
import { ProjectCard } from './project-card';
import { projectsBlockLabels } from './projects';

const project: Project = {
  id: 1,
  title: 'Checkout Playground',
  shortDescription: 'A sandbox.',
  websiteLink: 'https://checkout.example.com',
  githubLink: 'https://github.com/example/checkout',
  highlights: [],
  startDate: '',
  endDate: '',
  image: '',
  imageAlt: '',
  body: '## The problem',
  slug: 'checkout-playground',
  tags: ['Next.js'],
};

const HREF = '/portfolio/projects/checkout-playground/';

function renderCard(links: Record<number, string> = { 1: HREF }) {
  render(
    <CaseStudyLinksProvider links={links}>
      <ProjectCard project={project} description={<p>A sandbox.</p>} labels={projectsBlockLabels(en)} />
    </CaseStudyLinksProvider>,
  );
}

/** Records where each followed link leads, instead of letting jsdom navigate. */
function followedLinks(): string[] {
  const followed: string[] = [];
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    event.preventDefault();
    followed.push(`${link.getAttribute('href')} ${link.target || '_self'}`);
  });
  return followed;
}

describe("a card's case study", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a visible link in this tab, named with the title', () => {
    renderCard();
    const link = screen.getByRole('link', { name: en.projects.caseStudyOf(project.title) });
    expect(link).toHaveTextContent(en.projects.caseStudy);
    expect(link).toHaveAttribute('href', HREF);
    expect(link).not.toHaveAttribute('target');
  });

  it("is where the card's own click goes, in this tab, and no new tab opens", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const followed = followedLinks();
    renderCard();
    await userEvent.click(screen.getByText('A sandbox.'));
    expect(followed).toEqual([`${HREF} _self`]);
    expect(open).not.toHaveBeenCalled();
  });

  it("leaves the card's website and GitHub links their own click", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const followed = followedLinks();
    renderCard();
    await userEvent.click(screen.getByTestId('project-github-link'));
    expect(followed).toEqual([`${project.githubLink} _blank`]);
    expect(open).not.toHaveBeenCalled();
  });

  it('is absent for a project without one, whose click opens its first link in a new tab as before', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard({});
    expect(screen.queryByTestId('project-case-study-link')).toBeNull();
    await userEvent.click(screen.getByText('A sandbox.'));
    expect(open).toHaveBeenCalledWith(project.websiteLink, '_blank', 'noopener,noreferrer');
  });
});
