import { render, screen, within } from '@testing-library/react';
import en from '@/lib/i18n/en';
import type { MadeImage } from '@/lib/content/image-variants';
import { CaseStudy, type CaseStudyProject } from './case-study';

const BODY = `## The problem

Checkout forms lose buyers.

### What I built

- an address form
- a wallet button

\`\`\`ts
const total = 1;
\`\`\`

> Fast is a feature.

![The form](projects/checkout-playground.jpg)

![Elsewhere](https://images.example.com/a.png)

[Read more](/notes/)`;

const project: CaseStudyProject = {
  id: 1,
  title: 'Checkout Playground',
  tags: ['Next.js', 'Stripe'],
  body: BODY,
  websiteLink: 'https://checkout.example.com',
  githubLink: 'https://github.com/example/checkout',
};

function renderStudy(overrides: Partial<CaseStudyProject> = {}, bucketImage: (path: string) => MadeImage | null = () => null) {
  return render(<CaseStudy project={{ ...project, ...overrides }} messages={en} ownerName="Ada" home="/portfolio/" media="/portfolio/media/" bucketImage={bucketImage} />);
}

const MADE: MadeImage = { name: 'checkout-playground-body-0123456789', width: 1600, height: 900, widths: [360, 540, 840, 1080] };

describe('CaseStudy', () => {
  it("has the title as the page's one h1, and its body's headings below it without a skipped level", () => {
    renderStudy();
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H1', 'Checkout Playground'],
      ['H2', 'The problem'],
      ['H3', 'What I built'],
    ]);
  });

  it('lists the tags under their name', () => {
    renderStudy();
    expect(within(screen.getByRole('list', { name: en.projects.tags })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Next.js', 'Stripe']);
  });

  it('renders the body: a list, a code block, a quote, and relative links from the home page', () => {
    renderStudy();
    const body = screen.getByTestId('case-study-body');
    expect(within(body).getByText('an address form').tagName).toBe('LI');
    expect(body.querySelector('pre code')?.textContent).toContain('const total = 1;');
    expect(body.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(body.querySelector('blockquote')?.textContent).toContain('Fast is a feature.');
    expect(within(body).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/notes/');
  });

  it("drops a bucket image the build did not make and another site's image, and shows one it made, sized and lazy", () => {
    renderStudy();
    expect(screen.queryByAltText('The form')).toBeNull();
    expect(screen.queryByAltText('Elsewhere')).toBeNull();
    renderStudy({}, (path) => (path === 'projects/checkout-playground.jpg' ? MADE : null));
    const image = screen.getByAltText('The form');
    expect(image).toHaveAttribute('src', `/portfolio/media/${MADE.name}-540.webp`);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining(`/portfolio/media/${MADE.name}-1080.avif 1080w`));
    expect(screen.queryByAltText('Elsewhere')).toBeNull();
  });

  it('keeps script, event handlers and javascript: links in a body inert', () => {
    const { container } = renderStudy({
      body: '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="#" onclick="alert(3)">raw</a>\n\n[bad](javascript:alert(4)) [worse](JaVaScRiPt&#58;alert(5))\n\n![x](javascript:alert(6))',
    });
    expect(container.querySelector('script')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      expect([...element.attributes].filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    }
    for (const element of container.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).not.toMatch(/^\s*javascript/i);
    }
    expect(screen.getByTestId('case-study-body').textContent).toContain('<script>alert(1)</script>');
  });

  it("opens the project's links in a new tab with names that say so, and links back to the portfolio", () => {
    renderStudy();
    const website = screen.getByRole('link', { name: en.projects.websiteOf(project.title) });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: en.projects.githubOf(project.title) })).toHaveAttribute('href', project.githubLink);
    expect(screen.getByRole('link', { name: en.common.backTo('Ada') })).toHaveAttribute('href', '/portfolio/');
  });
});
