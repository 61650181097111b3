import { compileHintsStep } from './compile-hints';
import { deferFrameworkStep } from './defer-framework';
import { hardenExportStep } from './harden-export';
import { type PostbuildStep, StepError } from './step';
import { recordSiteStep } from './record-site';
import { trimPayloadStep } from './trim-payload';

/**
 * The post-build, in its order. Trim reads the payload while it is still inline; defer moves it out
 * with the framework's scripts; harden hashes the inline scripts as they will be served, the
 * loader's included; hints marks the scripts the loader lists; the record comes last, for a whole export.
 */
export const POSTBUILD_STEPS: PostbuildStep[] = [trimPayloadStep, deferFrameworkStep, hardenExportStep, compileHintsStep, recordSiteStep];

/** Runs the steps in order on the export in `dir`, each line prefixed with its step; the first failure stops the rest. */
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
