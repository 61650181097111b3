import type { ReactNode } from 'react';
import type { MarkdownLinks } from '@/components/project-markdown';
import type { Project } from '@/lib/content/types';
import type { Renderer } from './lazy-markdown';
import type { CardProject } from './project-card';

export type GridProject = CardProject & { description: ReactNode };

/**
 * The cards of the grid, whoever renders them: the build with the markdown renderer, the browser with the lazy one
 * or plain text. No 'use client' here, so that the server calls it too.
 */
export function describedBy(projects: Project[], Description: Renderer, links: MarkdownLinks): GridProject[] {
  return projects.map(({ shortDescription, ...project }) => ({ ...project, description: <Description source={shortDescription} {...links} /> }));
}
