import { buildId, buildRun } from './build-id';

describe('buildId', () => {
  it('is SITE_BUILD_ID when it is set', () => {
    expect(buildId({ SITE_BUILD_ID: ' 16180339887-2 ' })).toBe('16180339887-2');
  });

  it('refuses an id that cannot be a folder name and an attribute value', () => {
    expect(() => buildId({ SITE_BUILD_ID: '../x' })).toThrow('SITE_BUILD_ID must be 1 to 64 letters');
    expect(() => buildId({ SITE_BUILD_ID: 'a"b' })).toThrow('SITE_BUILD_ID must be');
  });

  it('makes one when unset and leaves it in the environment, so every process of a build shares it', () => {
    const env: Record<string, string> = {};
    const made = buildId(env);
    expect(made).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect(env.SITE_BUILD_ID).toBe(made);
    expect(buildId(env)).toBe(made);
    expect(buildId({})).not.toBe(made);
  });
});

describe('buildRun', () => {
  it('is made once and then shared through the environment, whatever the build id', () => {
    const env: Record<string, string> = { SITE_BUILD_ID: 'same-for-every-run' };
    const run = buildRun(env);
    expect(run).toMatch(/^\d+-[0-9a-f]{8}$/);
    expect(buildRun(env)).toBe(run);
    expect(buildRun({ SITE_BUILD_ID: 'same-for-every-run' })).not.toBe(run);
  });
});
