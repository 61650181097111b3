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
