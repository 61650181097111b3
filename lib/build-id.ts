import { givenBuildId } from './config';

/** Left in the environment: next.config.ts is read more than once, and every process of one build must agree. */
export function buildId(env: Partial<Record<string, string>> = process.env): string {
  const given = givenBuildId(env);
  if (given) return given;
  const made = `${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-${[...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  env.SITE_BUILD_ID = made;
  return made;
}
