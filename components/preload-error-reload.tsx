'use client';

import { useEffect } from 'react';
import { installPreloadErrorReload } from '@/lib/lazy-chunks';

/** Installs the app's default preload-error listener: reload once when a lazy chunk is gone. */
export function PreloadErrorReload() {
  useEffect(() => installPreloadErrorReload(), []);
  return null;
}
