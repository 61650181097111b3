/**
 * `FIRST_PAINT` picks what the post-build does to Next's export: `deferred` (the default) moves the
 * framework behind the gate and marks it for eager compilation; `framework` publishes the export as
 * Next wrote it, with only the CSP and the site record: the way out when Next's shape has changed.
 */
export const FIRST_PAINT_MODES = ['deferred', 'framework'] as const;
export type FirstPaintMode = (typeof FIRST_PAINT_MODES)[number];

export const PLAIN_EXPORT_SWITCH = 'FIRST_PAINT=framework npm run build';

export function firstPaintMode(env: Partial<Record<string, string>> = process.env): FirstPaintMode {
  const value = env.FIRST_PAINT?.trim() || 'deferred';
  if ((FIRST_PAINT_MODES as readonly string[]).includes(value)) return value as FirstPaintMode;
  throw new Error(`FIRST_PAINT=${value} is not a mode of the post-build: use deferred (the default: the framework loads after the gate opens) or framework (Next's own export, plus the CSP).`);
}

/** What a shape check of a step the switch skips says last: the export can still be published today. */
export const wayOut = (step: string): string => `Publish Next's own export today with ${PLAIN_EXPORT_SWITCH}, and update scripts/postbuild/${step}.ts later.`;
