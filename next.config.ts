import type { NextConfig } from 'next';
import { resolveBackend } from './lib/config';

// Fail at once, before compiling anything, when only one of the two Supabase variables is set.
resolveBackend();

const nextConfig: NextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The stylesheet (a few KiB) goes into the HTML: one render-blocking request fewer before the
  // gate can open. The CSP hashes it like the other inline styles.
  experimental: { inlineCss: true },
  // Loaded from node_modules at build time rather than bundled: PGlite reads its WebAssembly and
  // data files beside its own module.
  serverExternalPackages: ['@electric-sql/pglite', 'ws'],
  // This folder is the root even when a parent folder holds another lockfile.
  turbopack: { root: __dirname },
  outputFileTracingRoot: __dirname,
};

export default nextConfig;
