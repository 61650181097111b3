import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { createContentClient } from '@/lib/supabase/client';
import { getProjects, getRoles, type ContentSource } from './queries';
import type { Project, Role } from './types';

/**
 * The browser's re-reads of the content, loaded lazily with supabase-js behind them. A failure is
 * logged and answers null: the caller keeps what the page shows (an empty list only if the page
 * showed nothing).
 */
let source: Promise<ContentSource> | undefined;

function liveSource(backend: HostedBackend): Promise<ContentSource> {
  source ??= createContentClient({ url: backend.url, anonKey: backend.anonKey }).then((client) => ({
    client,
    url: backend.url,
  }));
  source.catch(() => (source = undefined));
  return source;
}

export async function refreshProjects(backend: HostedBackend): Promise<Project[] | null> {
  try {
    const { items } = await getProjects(await liveSource(backend), { timeoutMs: LIVE_REFRESH.timeoutMs });
    return items;
  } catch (error) {
    console.error('Projects fetch failed; keeping the projects shown.', error);
    return null;
  }
}

export async function refreshRoles(backend: HostedBackend): Promise<Role[] | null> {
  try {
    const { items } = await getRoles(await liveSource(backend), { timeoutMs: LIVE_REFRESH.timeoutMs });
    return items;
  } catch (error) {
    console.error('Roles fetch failed; keeping the roles shown.', error);
    return null;
  }
}
