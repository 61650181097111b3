import { openEmbeddedDatabase } from '../../embedded-backend/database';
import { SAMPLE_CONTENT } from './sample-content';

/**
 * Jest global setup: boot the embedded Postgres once, so its snapshot exists before test files
 * start it in parallel. A cold start (initdb) takes seconds; from the snapshot, about one.
 */
export default async function warmEmbeddedBackend(): Promise<void> {
  const db = await openEmbeddedDatabase({ seedFile: SAMPLE_CONTENT });
  await db.close();
}
