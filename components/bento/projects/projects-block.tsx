'use client';

import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { ProjectGrid } from './project-grid';
import { useProjects } from './projects-provider';

/**
 * The projects grid: the one the build rendered (`builtGrid`, `builtCount` cards), kept as static
 * HTML, until a refresh brings other projects, which this renders itself. The prop's name marks its
 * row of the payload for scripts/trim-payload.mjs, which empties it: the browser never reads it.
 */
export function ProjectsBlock({ intro, builtCount, builtGrid }: { intro: string; builtCount: number; builtGrid: ReactNode }) {
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
