'use client';

import type { MouseEvent, ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { textLanguage } from '@/lib/content/fallback';
import type { Project } from '@/lib/content/types';
import type { Messages } from '@/lib/languages/messages';
import { fill, type Template } from '@/lib/languages/template';
import { useMadeImage } from './made-images';
import { ProjectImage } from './project-image';
import styles from './projects.module.css';

export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

export type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink' | 'fallbacks'> & Partial<Pick<Project, 'image' | 'imageAlt'>>;

/** The words a card says, from the server's dictionary; the links' names as templates the card fills with its title. */
export type CardLabels = Pick<Messages['projects'], 'tags' | 'website' | 'github'> & {
  websiteOf: Template<[title: string]>;
  githubOf: Template<[title: string]>;
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
  const image = useMadeImage(project);
  return (
    <article className={styles.card} data-testid="project-card" data-clickable={url ? '' : undefined} onClick={url ? openFirstLink(url) : undefined}>
      {image && <ProjectImage id={project.id} image={image} alt={project.imageAlt!} base={image.base} language={textLanguage(project, 'imageAlt')} />}
      {project.tags.length > 0 && (
        <ul className={styles.tags} aria-label={labels.tags}>
          {project.tags.map((tag, index) => (
            <li key={tag} className={styles.tag} data-testid="project-tag" {...textLanguage(project, `tags.${index}`)}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <Title className={styles.title} data-testid="project-title" {...textLanguage(project, 'title')}>
        {project.title}
      </Title>
      <div className={styles.description} {...textLanguage(project, 'shortDescription')}>
        {description}
      </div>
      {(project.websiteLink || project.githubLink) && (
        <div className={styles.links}>
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
