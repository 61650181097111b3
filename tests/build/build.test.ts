import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { EMBEDDED_ANON_KEY } from '@/embedded-backend/keys';
import en from '@/lib/i18n/en';
import { placeholderWarning } from '@/lib/profile-placeholders';
import { assetFile } from '@/scripts/lib/export-files';
import { loaderPayload } from '@/scripts/lib/framework-scripts';
import { SITE_RECORD } from '@/scripts/lib/site-record';
import { emptyTablesInCopy, pageOutline } from '@/tests/helpers/page-outline';
import { type BuildResult, copyProject, plantStaleExport, removeCopy, runBuild, runScript } from '@/tests/helpers/project-copy';
import { ADDED_TABLES, sampleCounts } from '@/tests/helpers/sample-counts';

/**
 * The real `npm run build`, in a copy of the project, against backends that fail on purpose. A
 * build must never publish an empty (or stale) portfolio because a backend call failed. And the
 * post-build on the export next build wrote, as it is and as a Next.js upgrade might change it.
 */
jest.setTimeout(330_000);

const THREE_MINUTES = 180;
let dir: string;
/** The export as next build wrote it, before the post-build, kept outside the copy: a build there type-checks every .ts file it holds. */
let nextExport: string;
let nextBuild: BuildResult;

beforeAll(async () => {
  dir = copyProject('build');
  nextExport = `${dir}-next-export`;
  // npm runs the postbuild script after build; here they run apart, so the export is kept as Next wrote it.
  nextBuild = await runScript(dir, 'build', {}, { alone: true });
  if (nextBuild.code === 0) cpSync(path.join(dir, 'out'), nextExport, { recursive: true });
}, 330_000);

afterAll(() => {
  removeCopy(dir);
  removeCopy(nextExport);
});

async function startServer(answer: (res: ServerResponse, req: IncomingMessage) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => answer(res, req));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A port that was free a moment ago: nothing is listening there. */
async function deadUrl(): Promise<string> {
  const { server, url } = await startServer(() => {});
  await stop(server);
  return url;
}

/** A build that read nothing publishes nothing: it fails naming the table and the backend, and leaves no export behind. */
function expectFailedBuild(result: BuildResult, url: string, table = '(projects|roles|content_version)'): void {
  expect(result.code).not.toBe(0);
  expect(result.seconds).toBeLessThan(THREE_MINUTES);
  expect(result.output).toMatch(new RegExp(`Could not read table "${table}" from ${url.replaceAll('.', '\\.')}`));
  expect(existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
}

/** The prebuild asked the backend first, and stopped before minutes of compiling. */
function expectStoppedBeforeCompiling(result: BuildResult): void {
  expect(result.output).toContain('[prebuild] stopped before compiling: nothing was built.');
  expect(result.output).not.toContain('Creating an optimized production build');
}

describe('npm run build', () => {
  it('builds from the embedded default and prints one summary line, one for the translations left out, and one for placeholders left', async () => {
    expect(nextBuild.code).toBe(0);
    const postbuild = await runScript(dir, 'postbuild', {});
    expect(postbuild.code).toBe(0);
    const lines = `${nextBuild.output}\n${postbuild.output}`.split('\n');
    const summaries = lines.filter((line) => line.startsWith('[content]'));
    expect(summaries).toEqual([
      // The seed's statements moved the version from 1.
      expect.stringMatching(
        new RegExp(`^\\[content\\] ${sampleCounts()} from the embedded backend \\(PGlite with supabase/migrations and seed\\.sql\\), content version [2-9]\\d*; nothing skipped\\.$`),
      ),
      // The seed's German sample, in a site whose only language is English.
      // The sample's 12, and the example row table:new adds for a table an owner added.
      `[content] ${12 + ADDED_TABLES.length} translation rows left out: de (${12 + ADDED_TABLES.length}), not in locales (lib/profile.ts lists en).`,
    ]);
    // lib/profile.ts as it is: its placeholders until the owner edits it (tests/build/owner.test.ts
    // builds a copy with none left).
    const warning = placeholderWarning(undefined, { SITE_URL: process.env.SITE_URL });
    expect(lines.filter((line) => line.includes('placeholders from lib/profile.ts'))).toEqual(warning ? [`\u26a0 ${warning}`] : []);
    const html = readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
    expect(html).toContain('Checkout Playground');
    expect(html).toContain('Brightline Telecom');
    // The defer step moved the RSC payload out of the HTML, whole, to a script the loader runs before
    // the framework's: a card's text is in the HTML once.
    expect(html.split('A sandbox for trying').length - 1).toBe(1);
    expect(html).not.toContain('self.__next_f');
    // The sample's payload is one piece: a large one is cut into several (scripts/lib/framework-scripts.ts).
    const [payload, ...more] = loaderPayload(html);
    expect(more).toEqual([]);
    expect(payload).toMatch(/^\/_next\/static\/chunks\/payload-[0-9a-f]{16}\.js$/);
    const code = readFileSync(assetFile(path.join(dir, 'out'), payload!), 'utf8');
    expect(code).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\nself\.__next_f\.push\(\[1,/);
    expect(code).toContain('Brightline Telecom'); // the carousel's roles, which its island renders
    // One line from each step, in their order; every page, 404.html included, loads the framework.
    const steps = postbuild.output.split('\n').filter((line) => line.startsWith('['));
    expect(steps).toEqual([
      // The tests' content's 6 images, 4 widths in 2 formats less those wider than a small source.
      expect.stringMatching(/^\[copy-media\] 46 image files copied into media\/ from \.cache\/images \(\d+\.\d MiB\)\.$/),
      expect.stringMatching(/^\[subset-fonts\] \d+ characters, from every page and payload \(printable ASCII always\): fraunces.* → .*\.subset-[0-9a-f]{12}\.woff2 .*; inter.* → .*\.subset-[0-9a-f]{12}\.woff2 [\d.]+ KiB \(weights 400 to 700\)\.$/),
      expect.stringMatching(/^\[inline-fonts\] 6 of 6 pages hold their fonts in their inline styles: .*\.subset-[0-9a-f]{12}\.woff2 [\d.]+ KiB, .*\.subset-[0-9a-f]{12}\.woff2 [\d.]+ KiB\.$/),
      // Each page a folder (trailingSlash): the 404's copies at 404/ and _not-found/ are pages too, and so
      // are the page of every project and the tests' content's one case study.
      expect.stringMatching(
        /^\[defer-framework\] 6 of 6 pages load the framework after the gate opens; RSC payloads moved out of the HTML: 404\/index\.html \d+ KiB, 404\.html \d+ KiB, _not-found\/index\.html \d+ KiB, index\.html \d+ KiB, projects\/checkout-playground\/index\.html \d+ KiB, projects\/index\.html \d+ KiB\.$/,
      ),
      expect.stringMatching(/^\[harden-export\] 6 of 6 pages: a policy each/),
      expect.stringMatching(/^\[compile-hints\] [1-9]\d* up-front scripts marked/),
      expect.stringMatching(/^\[record-site\] /),
    ]);
  });

  // Compared with the default build's export as Next wrote it: one more build, not two.
  it('with the résumé tables beyond roles and projects empty, shows the default page less their sections: the same text, headings and landmarks', async () => {
    expect(nextBuild.code).toBe(0);
    const empty = copyProject('build-empty-tables');
    try {
      const tables = ['education', 'skills', 'awards', 'certificates', 'publications', 'volunteer', 'spoken_languages', 'interests'];
      const singular = ['education', 'skill', 'award', 'certificate', 'publication', 'volunteer', 'spoken_language', 'interest'];
      emptyTablesInCopy(empty, [...tables, ...singular.map((name) => `${name}_translations`)]);
      const build = await runScript(empty, 'build', {}, { alone: true, timeoutMs: 540_000 });
      expect(build.code).toBe(0);
      const sections = ['education', 'skills', 'publications', 'awards', 'certificates', 'volunteer', 'spoken-languages', 'interests'].map((name) => `#${name}-heading`);
      const [full, bare] = await Promise.all([pageOutline(nextExport, sections), pageOutline(path.join(empty, 'out'))]);
      expect(full.headings.length).toBeGreaterThan(1);
      expect(full.landmarks).toContain('main');
      // The résumé link's size hint differs: that PDF has the blocks, this one not.
      const size = new RegExp(en.about.resumeSize(987_654).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('987654', '\\d+'), 'g');
      const sized = (outline: typeof full) => ({ ...outline, text: outline.text.replace(size, 'PDF size') });
      expect(full.text).toMatch(size);
      expect(sized(bare)).toEqual(sized(full));
      // No empty section or heading is left behind.
      await expect(pageOutline(path.join(empty, 'out'), sections)).rejects.toThrow(`no section holds ${sections.join(', ')}`);
    } finally {
      removeCopy(empty);
    }
  }, 600_000);

  describe('the post-build, given an export Next.js changed under it', () => {
    /**
     * The post-build's run on a copy of the export as next build wrote it, changed by `change` (page
     * name, its HTML); with the copy's index.html and whether it got a site record, as the run left them.
     */
    async function postbuildOn(name: string, change: (page: string, html: string) => string, env: Record<string, string> = {}): Promise<BuildResult & { index: string; recorded: boolean }> {
      const folder = `faults/${name}`;
      const target = path.join(dir, folder);
      cpSync(nextExport, target, { recursive: true });
      try {
        for (const page of readdirSync(target).filter((file) => file.endsWith('.html'))) {
          const html = readFileSync(path.join(target, page), 'utf8');
          const changed = change(page, html);
          if (changed !== html) writeFileSync(path.join(target, page), changed);
        }
        const result = await runScript(dir, 'postbuild', { NEXT_EXPORT_DIR: folder, ...env });
        return { ...result, index: readFileSync(path.join(target, 'index.html'), 'utf8'), recorded: existsSync(path.join(target, SITE_RECORD)) };
      } finally {
        rmSync(path.join(dir, 'faults'), { recursive: true, force: true });
      }
    }

    it('fails when the payload bootstrap is renamed, naming the step, each page, the shape and the switch, and writes nothing', async () => {
      const pages = readdirSync(nextExport).filter((file) => file.endsWith('.html'));
      // The pages at the top; the 404's copies in folders (404/, _not-found/) and projects/ are left as Next wrote them.
      expect(pages).toEqual(['404.html', 'index.html']);
      const result = await postbuildOn('bootstrap', (_page, html) => html.replaceAll('self.__next_f', 'self.__next_s'));
      expect(result.code).not.toBe(0);
      for (const page of pages) {
        expect(result.output).toContain(
          `[defer-framework] ${page}: expected one RSC payload bootstrap <script>(self.__next_f=self.__next_f||[]).push(…)</script> in a page that loads the framework; ` +
            'found none (an inline script starts "(self.__next_s=self.__next_s||[]).push(…" instead). A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate. ' +
            "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/defer-framework.ts later.",
        );
      }
      expect(result.output).toContain('[postbuild] stopped at defer-framework: the export in faults/bootstrap/ is not fit to publish.');
      expect(result.output).not.toContain('[harden-export]');
      expect(result.index).toContain('self.__next_s.push(');
      expect(result.recorded).toBe(false);
    });

    it('publishes that same export with FIRST_PAINT=framework: as Next wrote it, plus the CSP', async () => {
      const result = await postbuildOn('bootstrap-plain', (_page, html) => html.replaceAll('self.__next_f', 'self.__next_s'), { FIRST_PAINT: 'framework' });
      expect(result.code).toBe(0);
      expect(result.output).toContain("[postbuild] FIRST_PAINT=framework npm run build: Next's own export");
      expect(result.index).toContain('self.__next_s.push(');
      expect(result.index).toContain('<meta http-equiv="Content-Security-Policy"');
      expect(result.recorded).toBe(true);
    });
  });

  it.each([
    ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY)', { NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' }],
    ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_URL', { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_key' }],
  ])('fails when only %s is set, naming %s as missing', async (_set, missing, env) => {
    plantStaleExport(dir);
    const result = await runBuild(dir, env);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`${missing} is missing`);
    expect(existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
  });

  it.each([
    ['answers 500', (res: ServerResponse) => res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"boom"}')],
    ['answers 503', (res: ServerResponse) => res.writeHead(503, { 'Retry-After': '1' }).end('Service Unavailable')],
    ['never answers', () => {}],
  ])('fails before compiling when the backend %s, naming the table and the backend', async (_name, answer) => {
    const { server, url } = await startServer(answer);
    try {
      plantStaleExport(dir);
      // Supabase's current variable name: the build takes it and goes on to ask the backend.
      const result = await runBuild(dir, { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY });
      expectFailedBuild(result, url, 'content_version');
      expectStoppedBeforeCompiling(result);
    } finally {
      await stop(server);
    }
  });

  it('fails when the backend answers its version but not its tables, after compiling: the pages read nothing, so nothing is published', async () => {
    const { server, url } = await startServer((res, req) =>
      req.url?.startsWith('/rest/v1/content_version')
        ? res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"version":7}]')
        : res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"boom"}'),
    );
    try {
      plantStaleExport(dir);
      const result = await runBuild(dir, { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY });
      expectFailedBuild(result, url, '(projects|roles)');
      expect(result.output).toContain('Creating an optimized production build');
    } finally {
      await stop(server);
    }
  });

  it('fails when there is no backend at all, naming the table and the backend', async () => {
    const url = await deadUrl();
    plantStaleExport(dir);
    const result = await runBuild(dir, { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY });
    expectFailedBuild(result, url, 'content_version');
    expectStoppedBeforeCompiling(result);
  });
});
