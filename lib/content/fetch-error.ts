import type { TableName as DatabaseTable } from './database.types';

export class ContentFetchError extends Error {
  override name = 'ContentFetchError';
  constructor(
    readonly table: DatabaseTable,
    readonly backendUrl: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`Could not read table "${table}" from ${backendUrl}: ${reason}`, options);
  }
}

/** PostgREST's error body as the build and the browser both report it. */
export type PostgrestFailure = { code?: string; message?: string; details?: string | null; hint?: string | null };

/** "HTTP 404, code PGRST205, …": the status (0 when none came back), then whatever the body says. */
export function failureReason(status: number, { code, message, details, hint }: PostgrestFailure): string {
  return [status ? `HTTP ${status}` : 'no response', code && `code ${code}`, message, details, hint].filter(Boolean).join(', ');
}
