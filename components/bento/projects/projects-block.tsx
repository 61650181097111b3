'use client';

import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { BUILT_GRID_PROP } from './built-grid';
import { ProjectGrid } from './project-grid';
import { useProjects } from './projects-provider';

type ProjectsBlockProps = { intro: string; builtCount: number } & Record<typeof BUILT_GRID_PROP, ReactNode>;

/**
 * The projects grid: the one the build rendered (`builtCount` cards, in the prop BUILT_GRID_PROP
 * names), kept as static HTML, until a refresh brings other projects, which this renders itself. The prop's name
 * marks its row of the payload for the post-build, which empties it: the browser never reads it.
 */
export function ProjectsBlock({ intro, builtCount, [BUILT_GRID_PROP]: builtGrid }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  if (loading && (projects ? projects.length : builtCount) === 0) return <p className="status">Loading projects...</p>;
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      {projects ? <ProjectGrid projects={projects} /> : <StaticHtml>{builtGrid}</StaticHtml>}
    </>
  );
}
