'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from './types';
import { useLiveContent, type Loader } from './use-live-content';

export type RolesState = {
  /** The roles the page was built with, then those a refresh brought. */
  roles: Role[];
  loading: boolean;
  refresh: () => Promise<void>;
};

const RolesContext = createContext<RolesState | null>(null);

const loadRoles: Loader<Role> = (refresh, backend) => refresh.refreshRoles(backend);

export function RolesProvider({ roles, version, children }: { roles: Role[]; version: number | null; children: ReactNode }) {
  const { items, loading, refresh } = useLiveContent<Role, Role[]>(roles, loadRoles, { version, count: roles.length });
  return <RolesContext.Provider value={{ roles: items, loading, refresh }}>{children}</RolesContext.Provider>;
}

export function useRoles(): RolesState {
  const state = useContext(RolesContext);
  if (!state) throw new Error('useRoles must be used within a RolesProvider');
  return state;
}
