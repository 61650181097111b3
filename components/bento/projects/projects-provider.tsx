'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useLiveContent, type Built, type Loader } from '@/components/content/use-live-content';
import type { Project } from '@/lib/content/types';
import { renderDescriptions } from './lazy-markdown';

export type ShownProject = Project & { description: ReactNode };

export type ProjectsState = {
  /** null while the page shows the projects it was built with; then those a refresh brought. */
  projects: ShownProject[] | null;
  loading: boolean;
  refresh: () => Promise<void>;
};

const ProjectsContext = createContext<ProjectsState | null>(null);

const loadProjects: Loader<ShownProject> = async (refresh, backend) => {
  const projects = await refresh.refreshProjects(backend);
  return projects && renderDescriptions(projects);
};

/** Until a refresh, the grid shows the server's cards, which are not carried a second time as data. */
export function ProjectsProvider({ built, children }: { built: Built; children: ReactNode }) {
  const { items, loading, refresh } = useLiveContent<ShownProject, null>(null, loadProjects, built);
  return <ProjectsContext.Provider value={{ projects: items, loading, refresh }}>{children}</ProjectsContext.Provider>;
}

export function useProjects(): ProjectsState {
  const state = useContext(ProjectsContext);
  if (!state) throw new Error('useProjects must be used within a ProjectsProvider');
  return state;
}
