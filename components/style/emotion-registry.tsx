'use client';

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/** Not emotion's `data-emotion`: its cache moves such elements as it starts, and a moved stylesheet restyles the page. */
const WRITTEN = 'data-emotion-written';

function markWritten(cache: EmotionCache): void {
  if (typeof document === 'undefined') return;
  for (const style of document.querySelectorAll(`style[${WRITTEN}]`)) {
    for (const name of style.getAttribute(WRITTEN)!.split(' ')) cache.inserted[name] = true;
  }
}

/** Writes pre-render styles into the HTML so the export is styled without JavaScript and nothing restyles on hydration. */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache: EmotionCache = createCache({ key: 'css' });
    markWritten(cache);
    // compat: no <style> elements rendered beside components; the registry writes them instead.
    cache.compat = true;
    const insert = cache.insert;
    let pending: string[] = [];
    cache.insert = (...args) => {
      const [, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) pending.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const names = pending;
      pending = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    const css = names.map((name) => registry.cache.inserted[name]).filter((rule) => typeof rule === 'string').join('');
    return (
      <style
        key={registry.cache.key}
        {...{ [WRITTEN]: names.join(' ') }}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
