import path from 'node:path';
import { importChain, islands } from '@/tests/helpers/module-graph';

/**
 * The table declarations' field schemas load with the build, the refresh worker and its lazy
 * main-thread fallback, never in the initial JavaScript: no 'use client' module reaches
 * lib/content/tables/ through a static import. Its types and table names are erased.
 */
const TABLES = path.join('lib', 'content', 'tables') + path.sep;
const pathToSchemas = (start: string) => importChain(start, (file) => file.startsWith(TABLES), { lazy: false });

describe("the islands' static imports", () => {
  it('are followed: the refresh worker and the build reach the schemas', () => {
    expect(islands).toEqual(expect.arrayContaining([path.join('lib', 'content', 'projects-provider.tsx'), path.join('lib', 'content', 'roles-provider.tsx')]));
    expect(pathToSchemas(path.join('lib', 'content', 'content-worker.ts'))).toEqual([
      path.join('lib', 'content', 'content-worker.ts'),
      path.join('lib', 'content', 'queries.ts'),
      path.join('lib', 'content', 'tables', 'index.ts'),
    ]);
    // Lazily, as an island loads refresh.ts once the page is idle.
    expect(importChain(path.join('lib', 'content', 'use-live-content.ts'), (file) => file.startsWith(TABLES), { lazy: true })).not.toBeNull();
  });

  it('never reach a declaration', () => {
    expect(islands.map(pathToSchemas).filter((chain) => chain !== null)).toEqual([]);
  });
});
