import { randomBytes } from 'node:crypto';
import { givenBuildId } from '../../lib/config';

/**
 * The id of this build, written into the page as <meta name="build-id"> and used as Next.js's own
 * buildId, so a check of the published site can tell whether the CDN serves this build yet.
 * SITE_BUILD_ID names it (the publish workflow passes its run id and attempt); unset, a build makes
 * one and leaves it in the environment, so every process of the same build (next.config.ts is read
 * more than once, and the child processes inherit the environment) uses that one id.
 */
export function buildId(env: Partial<Record<string, string>> = process.env): string {
  const given = givenBuildId(env);
  if (given) return given;
  const made = `${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-${randomBytes(4).toString('hex')}`;
  env.SITE_BUILD_ID = made;
  return made;
}
