'use client';

import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { ProjectGrid } from './project-grid';
import { useProjects } from './projects-provider';

/**
 * The projects grid: the one the build rendered (`children`, `builtCount` cards), kept as static
 * HTML, until a refresh brings other projects, which this renders itself.
 */
export function ProjectsBlock({ intro, builtCount, children }: { intro: string; builtCount: number; children: ReactNode }) {
  const { projects, loading } = useProjects();
  if (loading && (projects ? projects.length : builtCount) === 0) return <p className="status">Loading projects...</p>;
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      {projects ? <ProjectGrid projects={projects} /> : <StaticHtml>{children}</StaticHtml>}
    </>
  );
}
