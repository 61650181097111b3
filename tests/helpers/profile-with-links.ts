import type { OwnerLink, OwnerProfile } from '@/lib/owner-profile';

// The module itself, past the mock of lib/profile.ts that this helper makes: jest.config.ts maps
// lib/profile.ts to this very file.
const { profile } = jest.requireActual<typeof import('@/tests/fixtures/profile')>('@/tests/fixtures/profile');

/** The links a test sets in place of the tests' profile's own; `undefined` gives those back. */
export const testLinks: { current?: readonly OwnerLink[] } = {};

/**
 * `lib/profile.ts` as a unit test mocks it: the tests' own profile (the sample's links, which `npm run
 * import` leaves as they are), with `overrides`, and its links whichever `testLinks` holds now.
 */
export function profileWithTestLinks(overrides: Partial<OwnerProfile> = {}) {
  return {
    profile: {
      ...profile,
      ...overrides,
      get links() {
        return testLinks.current ?? profile.links;
      },
    },
  };
}
