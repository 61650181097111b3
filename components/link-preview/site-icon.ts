import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_ICON } from './link-preview';

/** The site's icon (public/icon.svg, the favicon), which both build-time images draw. */
export function siteIconSvg(): Promise<string> {
  return readFile(path.join(process.cwd(), 'public', SITE_ICON.path), 'utf8');
}
