'use client';

// A client component though it has no state: then the page's payload carries each built card as
// its props, not as its markup (the markup is in the HTML already).
import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import type { Project } from '@/lib/content/types';
import { CARD_LINK_ATTRIBUTE } from '@/lib/page-lifecycle';
import styles from './projects.module.css';

/** The card's own click opens its first link (website, else GitHub); links and buttons inside keep theirs. */
export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

/** What a card shows besides its description: no description text, which comes rendered. */
export type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink'>;

/**
 * A project: tags, title, description, and its Website and GitHub links. The card's own click is
 * followed by the gate script's one listener (see gate-script.ts), which reads its first link
 * from the data attribute: the same for a card the build rendered, which no island hydrates, and
 * for one a refresh brought.
 */
export function ProjectCard({ project, description }: { project: CardProject; description: ReactNode }) {
  const url = firstLink(project);
  return (
    <article className={styles.card} data-testid="project-card" data-clickable={url ? '' : undefined} {...{ [CARD_LINK_ATTRIBUTE]: url ?? undefined }}>
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
