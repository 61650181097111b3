import { placeholderWarning, PROFILE_PLACEHOLDERS } from './profile-placeholders';

/** A profile as lib/profile.ts ships it, and one an owner has made theirs. */
const shipped = {
  name: PROFILE_PLACEHOLDERS.name,
  location: PROFILE_PLACEHOLDERS.location,
  siteUrl: 'https://example.com',
  links: PROFILE_PLACEHOLDERS.links,
};
const owned = {
  name: 'Ada Quill',
  location: 'Lisbon, Portugal',
  siteUrl: 'https://ada.dev',
  links: [
    { network: 'Email', url: 'mailto:ada@ada.dev' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada-quill' },
    { network: 'GitHub', url: 'https://github.com/ada-at-work' },
  ],
};

describe('placeholderWarning', () => {
  it('names every placeholder left, in one line', () => {
    const warning = placeholderWarning(shipped, {});
    expect(warning).toBe(
      'The site still carries placeholders from lib/profile.ts: name "Your Name", location "Your City, Country", ' +
        'the LinkedIn link https://www.linkedin.com/in/your-profile, the GitHub link https://github.com/your-work-account, ' +
        'the GitHub link https://github.com/your-personal-account, ' +
        "the site's address https://example.com/ (siteUrl, or SITE_URL where the site is published). " +
        'Edit lib/profile.ts to make it yours.',
    );
    expect(warning).not.toContain('\n');
  });

  it('is quiet once every value is the owner\'s', () => {
    expect(placeholderWarning(owned, {})).toBeNull();
  });

  it('names only what is left', () => {
    expect(placeholderWarning({ ...owned, name: 'Your Name' }, {})).toMatch(/placeholders from lib\/profile\.ts: name "Your Name"\. /);
    const leftOne = [...owned.links, { network: 'GitHub', url: 'https://github.com/your-personal-account' }];
    expect(placeholderWarning({ ...owned, links: leftOne }, {})).toMatch(/: the GitHub link https:\/\/github\.com\/your-personal-account\. /);
  });

  it('counts the address as left only when the build would use example.com', () => {
    const addressOnly = { ...owned, siteUrl: 'https://example.com' };
    expect(placeholderWarning(addressOnly, {})).toMatch(/the site's address https:\/\/example\.com\//);
    expect(placeholderWarning(addressOnly, { SITE_URL: 'https://owner.github.io/portfolio' })).toBeNull();
    expect(placeholderWarning(owned, { SITE_URL: 'https://www.example.com/portfolio' })).toMatch(
      /the site's address https:\/\/www\.example\.com\/portfolio\//,
    );
  });

  it('leaves an invalid address to the error that stops the build', () => {
    expect(placeholderWarning(owned, { SITE_URL: 'not a url' })).toBeNull();
  });
});
