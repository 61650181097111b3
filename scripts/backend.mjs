// `npm run backend`: the embedded backend over HTTP, to point `npm run dev` or a build at.
// `-- --seed <file>` runs that seed in place of supabase/seed.sql (the e2e tests give their own content).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startEmbeddedBackendServer } from '../embedded-backend/server.ts';
import { EMBEDDED_ANON_KEY } from '../embedded-backend/keys.ts';

async function main() {
  const started = performance.now();
  const port = process.env.EMBEDDED_BACKEND_PORT ? Number(process.env.EMBEDDED_BACKEND_PORT) : undefined;
  const { values } = parseArgs({ options: { seed: { type: 'string' } } });
  const server = await startEmbeddedBackendServer({ ...(port !== undefined && { port }), ...(values.seed !== undefined && { seedFile: values.seed }) });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Embedded backend ready in ${seconds} s at ${server.url}${values.seed ? `, seeded from ${values.seed}` : ''}`);
  console.log(`  NEXT_PUBLIC_SUPABASE_URL=${server.url}`);
  console.log(`  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=${EMBEDDED_ANON_KEY}`);
  console.log(`  Images: ${server.url}/storage/v1/object/public/media/<path>, from supabase/media/`);

  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Embedded backend failed to start:', error);
  process.exit(1);
});
