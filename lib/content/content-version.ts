import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { reportFailure } from '@/lib/lazy-chunks';
import { withoutTrailingSlash } from '@/lib/url';
import { ContentFetchError, failureReason, type PostgrestFailure } from './fetch-error';

/** The one row the database bumps on any change; the build reads it through supabase-js, with the same check. */
export function versionOf(rows: unknown, backendUrl: string): number {
  const version = Array.isArray(rows) ? (rows[0] as { version?: unknown } | undefined)?.version : undefined;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) {
    throw new ContentFetchError('content_version', backendUrl, `expected one row with a whole-number version, got ${JSON.stringify(rows)}`);
  }
  return version;
}

/**
 * A plain GET, as supabase-js would send it (its key as `apikey` and as the bearer): an unchanged visit
 * loads neither supabase-js nor the worker, whose start-up on a phone's cores ran beside hydration.
 */
export async function fetchContentVersion(backend: HostedBackend, { timeoutMs = LIVE_REFRESH.timeoutMs as number, fetch: send = fetch } = {}): Promise<number> {
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (reason: string, cause?: unknown) => new ContentFetchError('content_version', backend.url, reason, cause === undefined ? undefined : { cause });
  let response: Response;
  let body: unknown;
  try {
    response = await send(`${withoutTrailingSlash(backend.url)}/rest/v1/content_version?select=version&limit=1`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, Accept: 'application/json' },
      signal,
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    throw failed(signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message, error);
  }
  if (!response.ok) {
    throw failed(failureReason(response.status, (body ?? {}) as PostgrestFailure), body);
  }
  return versionOf(body, backend.url);
}

let versionRead: Promise<number | null> | null = null;

/** The islands ask at the same moment, so they share one request; null makes them read the tables. */
export function readContentVersion(backend: HostedBackend): Promise<number | null> {
  versionRead ??= fetchContentVersion(backend)
    .catch((error: unknown) => {
      reportFailure('The content version could not be read; reading the content itself.', error, 'warn');
      return null;
    })
    .finally(() => (versionRead = null));
  return versionRead;
}
