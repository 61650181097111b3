'use client';

import { useRef, type MouseEvent, type ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { textLanguage } from '@/lib/content/fallback';
import type { Project } from '@/lib/content/types';
import type { Messages } from '@/lib/languages/messages';
import { fill, type Template } from '@/lib/languages/template';
import { useCaseStudyLink } from './case-study-links';
import { useMadeImage } from './made-images';
import { ProjectImage } from './project-image';
import { ProjectTags } from './project-tags';
import styles from './projects.module.css';

export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

export type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink' | 'fallbacks'> & Partial<Pick<Project, 'image' | 'imageAlt'>>;

/** The words a card says, from the server's dictionary; the links' names as templates the card fills with its title. */
export type CardLabels = Pick<Messages['projects'], 'tags' | 'website' | 'github' | 'caseStudy'> & {
  websiteOf: Template<[title: string]>;
  githubOf: Template<[title: string]>;
  caseStudyOf: Template<[title: string]>;
};

/** The card's own click opens its first link in a new tab, as its links do; a click on a link or button inside is theirs. */
function openFirstLink(url: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  };
}

/** A card's title is a heading one level below the section's: h3 under the home page's h2, h2 under the page of every project's h1. */
export type TitleLevel = 'h2' | 'h3';

/** One card for the projects the build rendered and those a refresh or a later run brings. */
export function ProjectCard({ project, description, labels, titleLevel: Title = 'h3' }: { project: CardProject; description: ReactNode; labels: CardLabels; titleLevel?: TitleLevel }) {
  const url = firstLink(project);
  const caseStudy = useCaseStudyLink(project.id);
  const caseStudyLink = useRef<HTMLAnchorElement>(null);
  // With a case study, the card's own click follows its "Case study" link, in this tab, as the browser would.
  const followCaseStudy = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element && event.target.closest('a, button'))) caseStudyLink.current?.click();
  };
  const onClick = caseStudy ? followCaseStudy : url ? openFirstLink(url) : undefined;
  const image = useMadeImage(project);
  return (
    <article className={styles.card} data-testid="project-card" data-clickable={caseStudy || url ? '' : undefined} onClick={onClick}>
      {image && <ProjectImage id={project.id} image={image} alt={project.imageAlt!} base={image.base} language={textLanguage(project, 'imageAlt')} />}
      <ProjectTags project={project} label={labels.tags} styles={styles} testId="project-tag" />
      <Title className={styles.title} data-testid="project-title" {...textLanguage(project, 'title')}>
        {project.title}
      </Title>
      <div className={styles.description} {...textLanguage(project, 'shortDescription')}>
        {description}
      </div>
      {(caseStudy || project.websiteLink || project.githubLink) && (
        <div className={styles.links}>
          {caseStudy && (
            <a ref={caseStudyLink} href={caseStudy} className={styles.link} data-testid="project-case-study-link" aria-label={fill(labels.caseStudyOf, project.title)}>
              {labels.caseStudy}
            </a>
          )}
          {project.websiteLink && (
            <NewTabLink
              href={project.websiteLink}
              className={styles.link}
              data-testid="project-website-link"
              aria-label={fill(labels.websiteOf, project.title)}
            >
              {labels.website}
            </NewTabLink>
          )}
          {project.githubLink && (
            <NewTabLink
              href={project.githubLink}
              className={styles.link}
              data-testid="project-github-link"
              aria-label={fill(labels.githubOf, project.title)}
            >
              {labels.github}
            </NewTabLink>
          )}
        </div>
      )}
    </article>
  );
}
