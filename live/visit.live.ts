import { test } from '@playwright/test';
import { liveTarget } from '../lib/config';
import { saveVisit } from './visit-file';
import { STEP_CAP_MS, visitPage } from './visit';

// The visit records; checks.live.ts, which runs after it, judges.
const target = liveTarget();
// Two loads of up to a minute each, then eight steps of up to STEP_CAP_MS each.
test.setTimeout(2 * 60_000 + 8 * STEP_CAP_MS + 30_000);

test('visit: the HTML as served, then load, gate, axe, GitHub menu, carousel, chart, scroll to the end, reload', async ({ page, browser }, testInfo) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitPage(page, await withoutScripts.newPage(), target);
  await withoutScripts.close();
  saveVisit(testInfo, visit);
  const notes = visit.steps.filter((step) => step.note).map((step) => `${step.name}: ${step.note}`);
  if (visit.loadError) notes.push(`the page did not load: ${visit.loadError}`);
  for (const note of notes) testInfo.annotations.push({ type: 'note', description: note });
});
