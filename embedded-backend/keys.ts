/** The Supabase CLI's local defaults, so habits from `supabase start` work here; an anon key is public by design. */
export const EMBEDDED_BACKEND_HOST = '127.0.0.1';
export const EMBEDDED_BACKEND_PORT = 54321;
export const EMBEDDED_BACKEND_URL = `http://${EMBEDDED_BACKEND_HOST}:${EMBEDDED_BACKEND_PORT}`;

export const EMBEDDED_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Bypasses row-level security: for tests and local edits only, never a browser or a build. */
export const EMBEDDED_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
