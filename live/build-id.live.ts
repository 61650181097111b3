import { test, type APIRequestContext } from '@playwright/test';
import { metaContent } from './html';
import { liveTarget } from '../lib/config';

/** First: after a deploy the CDN may serve the previous build for a while. */
const target = liveTarget();
const WAIT_MS = 120_000;
const EVERY_MS = 5_000;

test.setTimeout(WAIT_MS + 30_000);

async function look(request: APIRequestContext): Promise<{ answered: boolean; id: string | null; seen: string }> {
  try {
    const response = await request.get(target.url, { headers: { 'Cache-Control': 'no-cache' }, failOnStatusCode: false });
    if (response.status() !== 200) return { answered: false, id: null, seen: `HTTP ${response.status()}` };
    const id = metaContent(await response.text(), 'build-id');
    return { answered: true, id, seen: id ? `build ${id}` : 'a page without <meta name="build-id">' };
  } catch (error) {
    return { answered: false, id: null, seen: `no answer (${(error as Error).message.split('\n')[0]})` };
  }
}

const title = target.expectedBuildId ? `the page is build ${target.expectedBuildId} (waits up to 2 min for the CDN)` : 'the page answers';

test(title, async ({ request }) => {
  const started = Date.now();
  for (;;) {
    const { answered, id, seen } = await look(request);
    if (!target.expectedBuildId) {
      if (!answered) throw new Error(`${target.url}: ${seen}`);
      test.info().annotations.push({ type: 'note', description: `${seen}; no build id expected (EXPECTED_BUILD_ID unset), so no wait` });
      return;
    }
    if (id === target.expectedBuildId) {
      test.info().annotations.push({ type: 'note', description: `served after ${Math.round((Date.now() - started) / 1000)} s` });
      return;
    }
    if (Date.now() - started + EVERY_MS > WAIT_MS) {
      throw new Error(`${target.url} still serves ${seen} after ${WAIT_MS / 1000} s; expected build ${target.expectedBuildId}`);
    }
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
});
