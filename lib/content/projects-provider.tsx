'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Project } from './tables/projects';
import type { PageTranslation } from './translations';
import { useLiveContent } from './use-live-content';

export type ProjectsState = {
  /** null while the page shows the cards it was built with, which are not carried again as data; then those a refresh brought. */
  projects: Project[] | null;
  loading: boolean;
  refresh: () => Promise<void>;
};

const ProjectsContext = createContext<ProjectsState | null>(null);

type ProjectsProviderProps = {
  version: number | null;
  count: number;
  translation: PageTranslation | null;
  children: ReactNode;
};

export function ProjectsProvider({ version, count, translation, children }: ProjectsProviderProps) {
  const { items, loading, refresh } = useLiveContent('projects', null, { version, count }, translation);
  return <ProjectsContext.Provider value={{ projects: items, loading, refresh }}>{children}</ProjectsContext.Provider>;
}

export function useProjects(): ProjectsState {
  const state = useContext(ProjectsContext);
  if (!state) throw new Error('useProjects must be used within a ProjectsProvider');
  return state;
}
