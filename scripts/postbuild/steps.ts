import { compileHintsStep } from './compile-hints';
import { deferFrameworkStep } from './defer-framework';
import { hardenExportStep } from './harden-export';
import { type PostbuildStep, StepError } from './step';
import { recordSiteStep } from './record-site';

/**
 * Trim reads the payload while it is inline; defer moves it out; harden hashes the inline scripts as
 * served, the loader's included; hints marks what the loader lists; the record comes last.
 */
export const POSTBUILD_STEPS: PostbuildStep[] = [deferFrameworkStep, hardenExportStep, compileHintsStep, recordSiteStep];

export function runPostbuild(dir: string, log: (line: string) => void, steps: PostbuildStep[] = POSTBUILD_STEPS): void {
  for (const step of steps) {
    let lines: string[];
    try {
      lines = step.run(dir);
    } catch (error) {
      throw error instanceof StepError ? error : new StepError(step.name, [{ message: error instanceof Error ? (error.stack ?? error.message) : String(error) }]);
    }
    for (const line of lines) log(`[${step.name}] ${line}`);
  }
}
