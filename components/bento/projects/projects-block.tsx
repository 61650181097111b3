'use client';

import { Children, type ReactNode } from 'react';
import { ProjectCard } from './project-card';
import { useProjects } from './projects-provider';
import styles from './projects.module.css';

/**
 * The projects grid: the cards the build rendered (`children`, each in its <li>), until a refresh
 * brings other projects, which this renders itself.
 */
export function ProjectsBlock({ intro, children }: { intro: string; children: ReactNode }) {
  const { projects, loading } = useProjects();
  const shown = projects ? projects.length : Children.count(children);
  if (loading && shown === 0) return <p className="status">Loading projects...</p>;
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      <ul className={styles.grid}>
        {projects
          ? projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} description={project.description} />
              </li>
            ))
          : children}
      </ul>
    </>
  );
}
