import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { isPreloadHandled } from '@/lib/lazy-import';
import { createContentClient } from '@/lib/supabase/client';
import { getProjects, getRoles, type ContentSource } from './queries';
import type { Loaded, Project, Role } from './types';

/**
 * The browser's re-reads of the content, loaded lazily with the database client behind them. A failure is
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

/** One table's re-read: its items, or null (logged) when it fails. */
async function refresh<T>(
  backend: HostedBackend,
  label: string,
  read: (source: ContentSource, options: { timeoutMs: number }) => Promise<Loaded<T>>,
): Promise<T[] | null> {
  try {
    const { items } = await read(await liveSource(backend), { timeoutMs: LIVE_REFRESH.timeoutMs });
    return items;
  } catch (error) {
    // The database client's chunk failed and a preload-error listener took it over (the page is
    // reloading): not a fetch failure worth a second report.
    if (!isPreloadHandled(error)) console.error(`${label} fetch failed; keeping the ${label.toLowerCase()} shown.`, error);
    return null;
  }
}

export const refreshProjects = (backend: HostedBackend): Promise<Project[] | null> => refresh(backend, 'Projects', getProjects);

export const refreshRoles = (backend: HostedBackend): Promise<Role[] | null> => refresh(backend, 'Roles', getRoles);
