'use client';

import { useEffect } from 'react';
import { installPreloadErrorReload } from '@/lib/lazy-chunks';

export function PreloadErrorReload() {
  useEffect(() => installPreloadErrorReload(), []);
  return null;
}
