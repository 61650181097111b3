'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Project } from './types';
import { useLiveContent, type Loader } from './use-live-content';

export type ProjectsState = {
  /** null while the page shows the cards it was built with, which are not carried again as data; then those a refresh brought. */
  projects: Project[] | null;
  loading: boolean;
  refresh: () => Promise<void>;
};

const ProjectsContext = createContext<ProjectsState | null>(null);

const loadProjects: Loader<Project> = (refresh, backend) => refresh.refreshProjects(backend);

/** `count`: how many cards the build rendered. */
export function ProjectsProvider({ version, count, children }: { version: number | null; count: number; children: ReactNode }) {
  const { items, loading, refresh } = useLiveContent<Project, null>(null, loadProjects, { version, count });
  return <ProjectsContext.Provider value={{ projects: items, loading, refresh }}>{children}</ProjectsContext.Provider>;
}

export function useProjects(): ProjectsState {
  const state = useContext(ProjectsContext);
  if (!state) throw new Error('useProjects must be used within a ProjectsProvider');
  return state;
}
