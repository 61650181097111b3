'use client';

import { useMemo } from 'react';
import type { MarkdownLinks } from '@/components/project-markdown';
import { PrintedHeading } from '@/components/resume/printed-heading';
import type { LanguageMark } from '@/lib/content/fallback';
import { useProjects } from '@/lib/content/projects-provider';
import type { Messages } from '@/lib/languages/messages';
import { describedBy, type GridProject } from './grid-project';
import { LazyDescription } from './lazy-markdown';
import type { LaterProjects } from './later-projects';
import type { CardLabels } from './project-card';
import { ProjectGrid } from './project-grid';
import styles from './projects.module.css';

/** The words the block and its cards say, from the server's dictionary; `printed`, the résumé's heading of the projects. */
export type ProjectsBlockLabels = CardLabels & Pick<Messages['projects'], 'heading' | 'loading'> & { printed: string };

type ProjectsBlockProps = {
  intro: string;
  /** The intro's language, where it is not the page's. */
  introLanguage?: LanguageMark;
  labels: ProjectsBlockLabels;
  /** What the descriptions the browser renders need, as the build's had it. */
  links: MarkdownLinks;
  /** The cards the HTML holds, their descriptions rendered by the build. */
  built: GridProject[];
  /** The projects after them, as data: the browser renders them as the list's end nears. */
  later: LaterProjects;
  /**
   * Where a visitor without JavaScript finds the later projects: the page of every project. Their
   * copy in this page's HTML would be most of its bytes, parsed by every visitor with JavaScript too.
   */
  everyProject?: { href: string; text: string };
};

/** The build's cards, then the later runs, until a refresh (a transition) brings other projects. */
export function ProjectsBlock({ intro, introLanguage, labels, links, built, later, everyProject }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  const refreshed = useMemo(() => projects && describedBy(projects, LazyDescription, links), [projects, links]);
  const count = projects ? projects.length : built.length + later.count;
  if (loading && count === 0) return <p className="status">{labels.loading}</p>;
  return (
    <>
      <h2 className="visually-hidden">{labels.heading}</h2>
      {/* The printed résumé's last section: its heading here, in the section's flow, stays with the intro and the first project. */}
      {count > 0 && <PrintedHeading>{labels.printed}</PrintedHeading>}
      <p className={`lede ${styles.intro}`} {...introLanguage}>
        {intro}
      </p>
      <ProjectGrid
        cards={refreshed ?? built}
        later={refreshed ? undefined : later}
        labels={labels}
        links={links}
      />
      {everyProject && later.count > 0 ? (
        <noscript>
          <p className={styles.everyProject}>
            <a href={everyProject.href} className={styles.link} data-testid="every-project-link">
              {everyProject.text}
            </a>
          </p>
        </noscript>
      ) : null}
    </>
  );
}
