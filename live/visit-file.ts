import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import type { Visit } from './visit';

/** A viewport's visit, handed from its visit project to its checks project (both set metadata.viewport). */
function file(testInfo: TestInfo): string {
  const viewport = String(testInfo.project.metadata.viewport);
  return path.join(testInfo.project.outputDir, 'visits', `${viewport.replace(/\W/g, '-')}.json`);
}

export function saveVisit(testInfo: TestInfo, visit: Visit): void {
  mkdirSync(path.dirname(file(testInfo)), { recursive: true });
  writeFileSync(file(testInfo), JSON.stringify(visit, null, 2));
}

export function loadVisit(testInfo: TestInfo): Visit {
  return JSON.parse(readFileSync(file(testInfo), 'utf8')) as Visit;
}
