'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from './tables/roles';
import type { PageTranslation } from './translations';
import { useLiveContent } from './use-live-content';

export type RolesState = {
  /** The roles the page was built with, then those a refresh brought. */
  roles: Role[];
  loading: boolean;
  refresh: () => Promise<void>;
};

const RolesContext = createContext<RolesState | null>(null);

type RolesProviderProps = {
  roles: Role[];
  version: number | null;
  translation: PageTranslation | null;
  children: ReactNode;
};

export function RolesProvider({ roles, version, translation, children }: RolesProviderProps) {
  const { items, loading, refresh } = useLiveContent('roles', roles, { version, count: roles.length }, translation);
  return <RolesContext.Provider value={{ roles: items, loading, refresh }}>{children}</RolesContext.Provider>;
}

export function useRoles(): RolesState {
  const state = useContext(RolesContext);
  if (!state) throw new Error('useRoles must be used within a RolesProvider');
  return state;
}
