'use client';

import type { ReactNode } from 'react';
import { useProjects } from '@/lib/content/projects-provider';
import { RefreshedDescription } from './lazy-markdown';
import { useLaterProjects, type LaterProjects } from './later-projects';
import { ProjectGrid, type GridProject } from './project-grid';

type ProjectsBlockProps = {
  intro: string;
  /** The cards the HTML holds, their descriptions rendered by the build. */
  built: GridProject[];
  later: LaterProjects;
  /** Every later card, for visitors without JavaScript. */
  laterNoscript?: ReactNode;
};

/**
 * The build's cards, then the later runs from the build's JSON, until a refresh brings other projects;
 * the refresh is a transition, so it shows once their descriptions' renderer has come.
 */
export function ProjectsBlock({ intro, built, later, laterNoscript }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  const laterCards = useLaterProjects(later);
  if (loading && (projects ? projects.length : built.length + later.count) === 0) return <p className="status">Loading projects...</p>;
  const cards = projects
    ? projects.map(({ shortDescription, ...project }) => ({ ...project, description: <RefreshedDescription source={shortDescription} /> }))
    : [...built, ...(laterCards ?? [])];
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      <ProjectGrid cards={cards} noscript={laterNoscript} />
    </>
  );
}
