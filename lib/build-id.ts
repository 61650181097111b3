import { givenBuildId } from './config';

/** Left in the environment: next.config.ts is read more than once, and every process of one build must agree. */
export function buildId(env: Partial<Record<string, string>> = process.env): string {
  const given = givenBuildId(env);
  if (given) return given;
  const made = `${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  env.SITE_BUILD_ID = made;
  return made;
}

/**
 * One id per run of `next build`, inherited by its processes. Unlike Next's build id (the same for every
 * run of a commit), it is never given from outside, so no later run reads what this one left.
 */
export function buildRun(env: Partial<Record<string, string>> = process.env): string {
  env.__SITE_BUILD_RUN ??= `${process.pid}-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return env.__SITE_BUILD_RUN;
}
