/** PostgREST's error body: every refusal has this shape, whether the gateway, PostgREST or Postgres made it. */
export type PostgrestErrorBody = {
  code: string | null;
  details: string | null;
  hint: string | null;
  message: string;
};

/** A refusal decided before the database answers; the handler writes it as it is. */
export class PostgrestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
  ) {
    super(body.message);
  }
}

export function postgrestError(
  status: number,
  message: string,
  fields: Partial<Omit<PostgrestErrorBody, 'message'>> = {},
): PostgrestRequestError {
  return new PostgrestRequestError(status, { code: null, details: null, hint: null, ...fields, message });
}

/** PGRST100: a parameter this subset cannot parse, or one it does not support. */
export function parseError(message: string, details: string | null = null): PostgrestRequestError {
  return postgrestError(400, message, { code: 'PGRST100', details });
}
