'use client';

import type { MouseEvent, ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import type { Project } from '@/lib/content/types';
import { CARD_LINK_ATTRIBUTE } from '@/lib/page-lifecycle';
import styles from './projects.module.css';

/** The card's own click opens its first link (website, else GitHub); links and buttons inside keep theirs. */
export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

function openFirstLink(event: MouseEvent<HTMLElement>, url: string | null): void {
  if (!url || (event.target as Element).closest('a, button')) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** What a card shows besides its description: no description text, which comes rendered. */
export type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink'>;

/**
 * A project: tags, title, description, and its Website and GitHub links. The card's first link is
 * also its data attribute, so that the gate script can follow a click on the card made before this
 * island has hydrated (see gate-script.ts).
 */
export function ProjectCard({ project, description }: { project: CardProject; description: ReactNode }) {
  const url = firstLink(project);
  return (
    <article
      className={styles.card}
      data-testid="project-card"
      data-clickable={url ? '' : undefined}
      {...{ [CARD_LINK_ATTRIBUTE]: url ?? undefined }}
      onClick={(event) => openFirstLink(event, url)}
    >
      {project.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} className={styles.tag} data-testid="project-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.title} data-testid="project-title">
        {project.title}
      </h3>
      <div className={styles.description}>{description}</div>
      {(project.websiteLink || project.githubLink) && (
        <div className={styles.links}>
          {project.websiteLink && (
            <NewTabLink
              href={project.websiteLink}
              className={styles.link}
              data-testid="project-website-link"
              aria-label={`Website of ${project.title} (opens in a new tab)`}
            >
              Website
            </NewTabLink>
          )}
          {project.githubLink && (
            <NewTabLink
              href={project.githubLink}
              className={styles.link}
              data-testid="project-github-link"
              aria-label={`GitHub repository of ${project.title} (opens in a new tab)`}
            >
              GitHub
            </NewTabLink>
          )}
        </div>
      )}
    </article>
  );
}
