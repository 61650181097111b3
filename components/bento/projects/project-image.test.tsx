import { render, screen, within } from '@testing-library/react';
import { IMAGE_SIZES, imageKey, type MadeImages } from '@/lib/content/image-variants';
import type { Project } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import { MadeImagesProvider } from './made-images';
import { ProjectCard } from './project-card';
import { projectsBlockLabels } from './projects';

const project: Project = {
  id: 3,
  title: 'Plan Picker',
  shortDescription: 'Plans.',
  websiteLink: '',
  githubLink: '',
  highlights: [], startDate: '', endDate: '', image: 'projects/plan-picker.png', imageAlt: 'Three plans side by side', body: '', slug: '', tags: ['React'],
};

const images: MadeImages = {
  [imageKey(3, 'projects/plan-picker.png')]: { name: 'plan-picker-0123456789', width: 1600, height: 1000, widths: [360, 540, 840, 1080] },
};

function renderCard(overrides: Partial<Project> = {}, made: MadeImages = images) {
  return render(
    <MadeImagesProvider images={made} base="/portfolio/media/">
      <ProjectCard project={{ ...project, ...overrides }} description={<p>Plans.</p>} labels={projectsBlockLabels(en)} />
    </MadeImagesProvider>,
  );
}

describe('the card image', () => {
  it('is a picture of AVIF then WebP sources above the title, its box sized by the source', () => {
    renderCard();
    const card = screen.getByTestId('project-card');
    const picture = within(card).getByTestId('project-image');
    const [avif, webp] = Array.from(picture.querySelectorAll('source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', '/portfolio/media/plan-picker-0123456789-360.avif 360w, /portfolio/media/plan-picker-0123456789-540.avif 540w, /portfolio/media/plan-picker-0123456789-840.avif 840w, /portfolio/media/plan-picker-0123456789-1080.avif 1080w');
    expect(avif).toHaveAttribute('sizes', IMAGE_SIZES);
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp!.getAttribute('srcset')).toContain('plan-picker-0123456789-1080.webp 1080w');
    const img = within(picture).getByRole('img', { name: 'Three plans side by side' });
    expect(img).toHaveAttribute('src', '/portfolio/media/plan-picker-0123456789-540.webp');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('style');
    expect(picture.compareDocumentPosition(within(card).getByTestId('project-title')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown for a source the build did not make: a refresh that brings a new one shows none', () => {
    renderCard({ image: 'projects/new-one.png' });
    expect(screen.queryByTestId('project-image')).not.toBeInTheDocument();
    expect(screen.getByTestId('project-title')).toHaveTextContent('Plan Picker');
  });

  it('is not shown for another project with the same source, nor without alt text, nor outside a provider', () => {
    const { unmount } = renderCard({ id: 4 });
    expect(screen.queryByTestId('project-image')).not.toBeInTheDocument();
    unmount();
    const withoutAlt = renderCard({ imageAlt: ' ' });
    expect(screen.queryByTestId('project-image')).not.toBeInTheDocument();
    withoutAlt.unmount();
    render(<ProjectCard project={project} description={<p>Plans.</p>} labels={projectsBlockLabels(en)} />);
    expect(screen.queryByTestId('project-image')).not.toBeInTheDocument();
  });
});
