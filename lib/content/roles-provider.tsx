'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/languages/locales';
import type { Role } from './types';
import { useLiveContent, type Loader } from './use-live-content';

export type RolesState = {
  /** The roles the page was built with, then those a refresh brought. */
  roles: Role[];
  loading: boolean;
  refresh: () => Promise<void>;
};

const RolesContext = createContext<RolesState | null>(null);

// The default language's read is the call it was before the site had languages, with no locale.
const loadRoles: Loader<Role> = (refresh, backend, locale) => (locale === undefined ? refresh.refreshRoles(backend) : refresh.refreshRoles(backend, locale));

/** `roles` in the page's language, `locale` when not the default's, which a refresh re-reads. */
export function RolesProvider({ roles, version, locale, children }: { roles: Role[]; version: number | null; locale?: Locale; children: ReactNode }) {
  const { items, loading, refresh } = useLiveContent<Role, Role[]>(roles, loadRoles, { version, count: roles.length }, locale);
  return <RolesContext.Provider value={{ roles: items, loading, refresh }}>{children}</RolesContext.Provider>;
}

export function useRoles(): RolesState {
  const state = useContext(RolesContext);
  if (!state) throw new Error('useRoles must be used within a RolesProvider');
  return state;
}
