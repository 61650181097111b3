import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { lazyImport, reportFailure } from '@/lib/lazy-chunks';
import type { ContentRead, ContentReply, ContentRequest } from './content-worker';
import type { ContentItems, TableName } from './tables';
import type { PageTranslation } from './translations';

/** Re-reads run in a Web Worker; a failure answers null and the page keeps what it shows. The readers load only where no worker can. */
type Answer = unknown[];

let worker: { post: (read: ContentRead) => Promise<Answer> } | null | undefined;

/** A margin past the query's own timeout, so the query reports first. */
export const WORKER_DEADLINE_MS = LIVE_REFRESH.timeoutMs + 2_000;

type Pending = { read: ContentRead; resolve: (answer: Answer) => void; reject: (error: unknown) => void; deadline: ReturnType<typeof setTimeout> };

function contentWorker() {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  let instance: Worker;
  try {
    instance = new Worker(new URL('./content-worker.ts', import.meta.url), { type: 'module', name: 'content-refresh' });
  } catch {
    return (worker = null); // e.g. a policy forbids workers
  }
  const pending = new Map<number, Pending>();
  let nextId = 0;
  const settle = (id: number) => {
    const request = pending.get(id);
    pending.delete(id);
    if (request) clearTimeout(request.deadline);
    return request;
  };
  instance.onmessage = ({ data }: MessageEvent<ContentReply>) => {
    const request = settle(data.id);
    if ('error' in data) request?.reject(new Error(data.error));
    else request?.resolve(data.answer);
  };
  // A worker script refused by policy or removed by a redeploy: every read falls back to the main thread.
  const abandon = (reason: string) => {
    console.warn(`The content worker failed (${reason}); reading on the main thread.`);
    worker = null;
    instance.terminate();
    for (const id of [...pending.keys()]) {
      const { read, resolve, reject } = settle(id)!;
      readOnMainThread(read).then(resolve, reject);
    }
  };
  instance.onerror = (event) => {
    event.preventDefault();
    abandon(event.message || 'its script did not load');
  };
  instance.onmessageerror = () => abandon('a reply could not be read');
  return (worker = {
    post: (read) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        // A worker the browser stopped fires nothing at all.
        const deadline = setTimeout(() => settle(id)?.reject(new Error(`no answer from the content worker within ${WORKER_DEADLINE_MS} ms`)), WORKER_DEADLINE_MS);
        pending.set(id, { read, resolve, reject, deadline });
        instance.postMessage({ id, ...read } satisfies ContentRequest);
      }),
  });
}

async function readOnMainThread(read: ContentRead): Promise<Answer> {
  return (await lazyImport(() => import('./read-on-main-thread'))).readOnMainThread(read);
}

function read(request: ContentRead): Promise<Answer> {
  const inWorker = contentWorker();
  return inWorker ? inWorker.post(request) : readOnMainThread(request);
}

/** For tests that start each from scratch. */
export function resetContentWorker(): void {
  worker = undefined;
}

/** null after a failure, logged. */
export async function refreshTable<N extends TableName>(table: N, backend: HostedBackend, translation: PageTranslation | null): Promise<ContentItems[N] | null> {
  try {
    return (await read({ table, backend, ...(translation && { translation }) })) as ContentItems[N];
  } catch (error) {
    reportFailure(`${table[0]!.toUpperCase()}${table.slice(1)} fetch failed; keeping the ${table} shown.`, error);
    return null;
  }
}
