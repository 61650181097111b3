import { randomBytes } from 'node:crypto';
import { givenBuildId } from '../../lib/config';

/**
 * A made-up id is left in the environment because next.config.ts is read more than once and child
 * processes inherit it: every process of one build must agree.
 */
export function buildId(env: Partial<Record<string, string>> = process.env): string {
  const given = givenBuildId(env);
  if (given) return given;
  const made = `${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-${randomBytes(4).toString('hex')}`;
  env.SITE_BUILD_ID = made;
  return made;
}
