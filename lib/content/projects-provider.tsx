'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/languages/locales';
import type { Project } from './types';
import { useLiveContent, type Loader } from './use-live-content';

export type ProjectsState = {
  /** null while the page shows the cards it was built with, which are not carried again as data; then those a refresh brought. */
  projects: Project[] | null;
  loading: boolean;
  refresh: () => Promise<void>;
};

const ProjectsContext = createContext<ProjectsState | null>(null);

// The default language's read is the call it was before the site had languages, with no locale.
const loadProjects: Loader<Project> = (refresh, backend, locale) => (locale === undefined ? refresh.refreshProjects(backend) : refresh.refreshProjects(backend, locale));

/** `count`: how many cards the build rendered; `locale`: the page's language when not the default's, which a refresh re-reads. */
export function ProjectsProvider({ version, count, locale, children }: { version: number | null; count: number; locale?: Locale; children: ReactNode }) {
  const { items, loading, refresh } = useLiveContent<Project, null>(null, loadProjects, { version, count }, locale);
  return <ProjectsContext.Provider value={{ projects: items, loading, refresh }}>{children}</ProjectsContext.Provider>;
}

export function useProjects(): ProjectsState {
  const state = useContext(ProjectsContext);
  if (!state) throw new Error('useProjects must be used within a ProjectsProvider');
  return state;
}
