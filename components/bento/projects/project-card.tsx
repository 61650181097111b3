import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import type { Project } from '@/lib/content/types';
import styles from './projects.module.css';

/** The link the card's own click follows: the website, else the GitHub repository. */
export function firstLink(project: Pick<Project, 'websiteLink' | 'githubLink'>): string | null {
  return project.websiteLink || project.githubLink || null;
}

type CardProject = Pick<Project, 'id' | 'title' | 'tags' | 'websiteLink' | 'githubLink'>;

/**
 * A project: tags, title, description, and its Website and GitHub links. The card's own click is
 * its first link's: that link's box is stretched over the card by CSS, under every other link, so
 * a click anywhere else on the card follows it in a new tab with no script at all (before
 * hydration too), and a click on another link is that link's alone. Rendered by the server, and
 * by the projects island for content a refresh brought.
 */
export function ProjectCard({ project, description }: { project: CardProject; description: ReactNode }) {
  const cardLink = (isFirst: boolean) => (isFirst ? `${styles.link} ${styles.cardLink}` : styles.link);
  return (
    <article className={styles.card} data-testid="project-card" data-clickable={firstLink(project) ? '' : undefined}>
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
              className={cardLink(true)}
              data-testid="project-website-link"
              aria-label={`Website of ${project.title} (opens in a new tab)`}
            >
              Website
            </NewTabLink>
          )}
          {project.githubLink && (
            <NewTabLink
              href={project.githubLink}
              className={cardLink(!project.websiteLink)}
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
