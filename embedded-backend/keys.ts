/**
 * Where the embedded backend answers, and the key it accepts.
 *
 * The port and the anon key are the Supabase CLI's local defaults (the key is the CLI's public
 * demo JWT, signed with its well-known demo secret), so tools and habits that work against
 * `supabase start` work here too. Neither is a secret: an anon key is public by design.
 */
export const EMBEDDED_BACKEND_HOST = '127.0.0.1';
export const EMBEDDED_BACKEND_PORT = 54321;
export const EMBEDDED_BACKEND_URL = `http://${EMBEDDED_BACKEND_HOST}:${EMBEDDED_BACKEND_PORT}`;

export const EMBEDDED_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The CLI's demo service_role key: it bypasses row-level security, as on hosted Supabase. Only the
 * embedded backend accepts it, for tests and local edits; it never belongs in a browser or a build.
 */
export const EMBEDDED_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
