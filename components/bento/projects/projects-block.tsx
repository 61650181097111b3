'use client';

import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { useProjects } from '@/lib/content/projects-provider';
import { BUILT_GRID_PROP } from '@/components/server-html-props';
import { RefreshedDescription } from './lazy-markdown';
import { ProjectGrid } from './project-grid';

type ProjectsBlockProps = { intro: string; builtCount: number } & Record<typeof BUILT_GRID_PROP, ReactNode>;

/**
 * The built grid stays static HTML (its payload row emptied by the post-build) until a refresh brings
 * other projects; the refresh is a transition, so it shows once their descriptions' renderer has come.
 */
export function ProjectsBlock({ intro, builtCount, [BUILT_GRID_PROP]: builtGrid }: ProjectsBlockProps) {
  const { projects, loading } = useProjects();
  if (loading && (projects ? projects.length : builtCount) === 0) return <p className="status">Loading projects...</p>;
  return (
    <>
      <h2 className="visually-hidden">Projects Section</h2>
      <p className="lede">{intro}</p>
      {projects ? (
        <ProjectGrid projects={projects.map((project) => ({ ...project, description: <RefreshedDescription source={project.shortDescription} /> }))} />
      ) : (
        <StaticHtml>{builtGrid}</StaticHtml>
      )}
    </>
  );
}
