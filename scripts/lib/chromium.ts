// Browser downloads are impossible on some machines: Debian's package (apt-get install -y chromium) is the usual answer.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { namedChromiums } from '../../lib/config';

/** PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH or CHROME_PATH, else a browser Playwright downloaded itself, else Debian's. */
export function findChromium(): string {
  const candidates = [
    ...namedChromiums(),
    safely(() => chromium.executablePath()),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one with `apt-get install -y chromium` (Debian) or set ' +
        'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium binary.',
    );
  }
  return found;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
