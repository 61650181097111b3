'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useLiveContent, type LiveContent, type Loader } from '@/components/content/use-live-content';
import type { Project } from '@/lib/content/types';

export type ProjectsState = {
  projects: Project[];
  loading: boolean;
  refresh: () => Promise<void>;
};

const ProjectsContext = createContext<ProjectsState | null>(null);

const loadProjects: Loader<Project> = (refresh, backend) => refresh.refreshProjects(backend);

/** Holds the projects: pre-rendered at build time, re-read once the page is idle (see useLiveContent). */
export function ProjectsProvider({ initialProjects, children }: { initialProjects: Project[]; children: ReactNode }) {
  const { items, loading, refresh }: LiveContent<Project> = useLiveContent(initialProjects, loadProjects);
  return <ProjectsContext.Provider value={{ projects: items, loading, refresh }}>{children}</ProjectsContext.Provider>;
}

export function useProjects(): ProjectsState {
  const state = useContext(ProjectsContext);
  if (!state) throw new Error('useProjects must be used within a ProjectsProvider');
  return state;
}
