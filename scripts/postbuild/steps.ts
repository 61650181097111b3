import { compileHintsStep } from './compile-hints';
import { copyMediaStep } from './copy-media';
import { deferFrameworkStep } from './defer-framework';
import { type FirstPaintMode, firstPaintMode, PLAIN_EXPORT_SWITCH } from './first-paint-mode';
import { hardenExportStep } from './harden-export';
import { inlineFontsStep } from './inline-fonts';
import { type PostbuildStep, StepError } from './step';
import { recordSiteStep } from './record-site';
import { subsetFontsStep } from './subset-fonts';

/**
 * Copy brings the projects' images into the export; subset renames the fonts in every file that names them, the inline styles the policy hashes
 * among them; inline writes them into the pages' inline styles; defer moves the framework's scripts and payload out of the HTML; harden hashes the
 * inline scripts and styles as served, the loader's included; hints marks what the loader lists; the
 * record comes last.
 */
export const POSTBUILD_STEPS: PostbuildStep[] = [copyMediaStep, subsetFontsStep, inlineFontsStep, deferFrameworkStep, hardenExportStep, compileHintsStep, recordSiteStep];

/** The steps a mode runs: `framework` leaves out every step that rewrites Next's framework. */
export const stepsOf = (mode: FirstPaintMode): PostbuildStep[] => (mode === 'framework' ? POSTBUILD_STEPS.filter((step) => !step.firstPaint) : POSTBUILD_STEPS);

export async function runPostbuild(dir: string, log: (line: string) => void, mode: FirstPaintMode = firstPaintMode()): Promise<void> {
  const steps = stepsOf(mode);
  if (mode === 'framework') {
    const skipped = POSTBUILD_STEPS.filter((step) => step.firstPaint).map((step) => step.name);
    log(`[postbuild] ${PLAIN_EXPORT_SWITCH}: Next's own export, its scripts loading as Next wrote them, plus the CSP (${skipped.join(' and ')} not run).`);
  }
  for (const step of steps) {
    let lines: string[];
    try {
      lines = await step.run(dir);
    } catch (error) {
      throw error instanceof StepError ? error : new StepError(step.name, [{ message: error instanceof Error ? (error.stack ?? error.message) : String(error) }]);
    }
    for (const line of lines) log(`[${step.name}] ${line}`);
  }
}
