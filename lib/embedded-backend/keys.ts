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
