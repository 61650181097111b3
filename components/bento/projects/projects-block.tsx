'use client';

import type { ReactNode } from 'react';
import { LazyMarkdown } from './lazy-markdown';
import { ProjectCard } from './project-card';
import { useProjects } from './projects-provider';
import styles from './projects.module.css';

/** Descriptions the build rendered, with the text each was rendered from. */
export type RenderedDescriptions = Record<number, { source: string; rendered: ReactNode }>;

export function ProjectsBlock({ intro, descriptions }: { intro: string; descriptions: RenderedDescriptions }) {
  const { projects, loading } = useProjects();

  if (loading && projects.length === 0) return <p className="status">Loading projects...</p>;

  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      <ul className={styles.grid}>
        {projects.map((project) => {
          const built = descriptions[project.id];
          const description =
            built && built.source === project.shortDescription ? (
              built.rendered
            ) : (
              <LazyMarkdown source={project.shortDescription} />
            );
          return (
            <li key={project.id}>
              <ProjectCard project={project} description={description} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
