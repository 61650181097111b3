import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { basePath, exportDir, resolveBackend } from './lib/config';
import { placeholderWarning } from './lib/profile-placeholders';
import { buildId, buildRun } from './lib/build-id';

export default function nextConfig(phase: string): NextConfig {
  // Fail at once, before compiling anything, when only one of the two Supabase variables is set.
  resolveBackend();
  const building = phase === PHASE_PRODUCTION_BUILD;
  const warning = building ? placeholderWarning() : null;
  // A build reads this file more than once, in more than one process: the flag, which child
  // processes inherit, keeps it to one warning.
  if (warning && !process.env.PLACEHOLDER_WARNED) {
    console.warn(`\u26a0 ${warning}`);
    process.env.PLACEHOLDER_WARNED = '1';
  }
  const id = buildId();
  // Only a build's: read by Jest (next/jest) or a dev server, it would be inherited by every build they start.
  if (building) buildRun();

  return {
    output: 'export',
    // With output: 'export', distDir names the export folder (the build's own files stay in .next).
    // Only for a build: `next dev` would write its files into it.
    ...(building && { distDir: exportDir() }),
    // One id per build, in the page (app/layout.tsx) and as Next.js's own.
    generateBuildId: () => id,
    env: { SITE_BUILD_ID: id },
    // From SITE_URL's path, so that one setting publishes the site under a sub-path.
    basePath: basePath(),
    // Next.js's dev server gives its own resources (hot reload, the scripts) only to pages opened at
    // localhost or at the host it listens on: 127.0.0.1, the README's address, however it starts.
    allowedDevOrigins: ['127.0.0.1'],
    // Each language's page is a folder, /de/index.html, so that /de/ answers on every static host
    // (GitHub Pages serves /de.html at /de only).
    trailingSlash: true,
    // At 1,000 projects every page waits for the one content read the build shares, and on a
    // loaded two-core host that passed Next's 60 s per page, so each was rendered again.
    staticPageGenerationTimeout: 180,
    // The build checks what the site is built from; the tests' types, which an owner's import or
    // edit can never break the site with, are `npm run typecheck`'s (tsconfig.json).
    typescript: { tsconfigPath: 'tsconfig.build.json' },
    reactStrictMode: true,
    poweredByHeader: false,
    images: { unoptimized: true },
    // The stylesheet (a few KiB) goes into the HTML: one render-blocking request fewer before the
    // gate can open. The CSP hashes it like the other inline styles.
    // globalNotFound: the root layout sits in the languages' catch-all (app/[[...locale]]), so the
    // 404 is app/global-not-found.tsx, in the default language.
    experimental: { inlineCss: true, globalNotFound: true },
    // Loaded from node_modules at build time rather than bundled: PGlite reads its WebAssembly and
    // data files beside its own module.
    serverExternalPackages: ['@electric-sql/pglite', 'ws'],
    // This folder is the root even when a parent folder holds another lockfile.
    turbopack: { root: __dirname },
    outputFileTracingRoot: __dirname,
  };
}
