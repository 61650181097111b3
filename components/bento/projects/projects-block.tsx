'use client';

import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { useProjects } from '@/lib/content/projects-provider';
import { BUILT_GRID_PROP } from './built-grid';
import { RefreshedDescription } from './lazy-markdown';
import { ProjectGrid } from './project-grid';

type ProjectsBlockProps = { intro: string; builtCount: number } & Record<typeof BUILT_GRID_PROP, ReactNode>;

/**
 * The grid the build rendered, kept as static HTML, until a refresh brings other projects; the refresh
 * is a transition, so what is shown stays until their descriptions' renderer has come. The post-build
 * empties the payload's row of the prop BUILT_GRID_PROP names: the browser never reads it.
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
