'use client';

// A client component though stateless: the payload then carries props, not markup the HTML already has.
import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import type { Project } from '@/lib/content/types';
import styles from './projects.module.css';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const CARD_LINK_ATTRIBUTE = 'data-card-link';

export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

export type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink'>;

/** The gate script follows the card's own click (gate-script.ts): no island hydrates built cards. */
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
