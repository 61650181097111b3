import { read } from './queries';
import { refreshTable, resetContentWorker, WORKER_DEADLINE_MS } from './refresh';

const GERMAN = { locale: 'de', fallback: { lang: 'en' } };

// The point here is the page's side of the worker (routing replies, failing over, giving up); the
// worker itself runs for real in the browser (e2e/refresh.spec.ts), as does the data path.
jest.mock('@/lib/content/supabase-client', () => ({ createContentClient: jest.fn(async () => ({})) }));
jest.mock('./queries', () => ({ read: jest.fn() }));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

class FakeWorker {
  static last: FakeWorker;
  posted: Array<{ id: number; table: string; translation?: unknown }> = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: { id: number; table: string; translation?: unknown }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.({ data });
  }
}

beforeEach(() => {
  resetContentWorker();
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
});

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  jest.useRealTimers();
});

describe('the content refresh in a worker', () => {
  it('starts one module worker and routes each reply to its own read', async () => {
    const projects = refreshTable('projects', hosted, null);
    const roles = refreshTable('roles', hosted, null);
    const worker = FakeWorker.last;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.posted.map((message) => message.table)).toEqual(['projects', 'roles']);
    const [forProjects, forRoles] = worker.posted;
    worker.reply({ id: forRoles!.id, answer: [{ id: 2 }] });
    worker.reply({ id: forProjects!.id, answer: [{ id: 1 }] });
    await expect(projects).resolves.toEqual([{ id: 1 }]);
    await expect(roles).resolves.toEqual([{ id: 2 }]);
  });

  it("asks for the page's language only when it is not the default, and gets its rows translated", async () => {
    const german = refreshTable('roles', hosted, GERMAN);
    const english = refreshTable('roles', hosted, null);
    const worker = FakeWorker.last;
    expect(worker.posted).toEqual([
      { id: expect.any(Number), table: 'roles', backend: hosted, translation: GERMAN },
      { id: expect.any(Number), table: 'roles', backend: hosted },
    ]);
    worker.reply({ id: worker.posted[0]!.id, answer: [{ id: 1, title: 'Senior-Entwickler' }] });
    worker.reply({ id: worker.posted[1]!.id, answer: [{ id: 1, title: 'Senior Developer' }] });
    await expect(german).resolves.toEqual([{ id: 1, title: 'Senior-Entwickler' }]);
    await expect(english).resolves.toEqual([{ id: 1, title: 'Senior Developer' }]);
  });

  it("logs the worker's error and answers null, keeping what the page shows", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const projects = refreshTable('projects', hosted, null);
    FakeWorker.last.reply({ id: FakeWorker.last.posted[0]!.id, error: 'Could not read table "projects": HTTP 500' });
    await expect(projects).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith('Projects fetch failed; keeping the projects shown.', new Error('Could not read table "projects": HTTP 500'));
  });

  it('reads on the main thread instead when the worker cannot run, and from then on', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.mocked(read).mockClear().mockResolvedValue([{ id: 7 }]);
    const projects = refreshTable('projects', hosted, null);
    const worker = FakeWorker.last;
    worker.onerror?.({ message: 'refused by worker-src', preventDefault: () => {} });
    await expect(projects).resolves.toEqual([{ id: 7 }]);
    expect(worker.terminated).toBe(true);
    expect(warnings).toHaveBeenCalledWith('The content worker failed (refused by worker-src); reading on the main thread.');
    await expect(refreshTable('projects', hosted, GERMAN)).resolves.toEqual([{ id: 7 }]);
    expect(jest.mocked(read).mock.calls.map((call) => [call[1], call[3]])).toEqual([
      ['projects', undefined],
      ['projects', GERMAN],
    ]);
    expect(FakeWorker.last).toBe(worker); // no second worker
  });

  it(`stops waiting after ${WORKER_DEADLINE_MS} ms for a worker that never answers`, async () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const projects = refreshTable('projects', hosted, null);
    jest.advanceTimersByTime(WORKER_DEADLINE_MS);
    await expect(projects).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith('Projects fetch failed; keeping the projects shown.', new Error(`no answer from the content worker within ${WORKER_DEADLINE_MS} ms`));
  });
});
