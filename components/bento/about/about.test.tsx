import { render, screen, within } from '@testing-library/react';
import { testLinks } from '@/tests/helpers/profile-with-links';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { About } from './about';

// The tests' own profile, with the about text `npm run import` writes from basics.summary; its links are each test's.
jest.mock('@/lib/profile', () => {
  const { profileWithTestLinks } = jest.requireActual<typeof import('@/tests/helpers/profile-with-links')>('@/tests/helpers/profile-with-links');
  const { profile } = jest.requireActual<typeof import('@/tests/fixtures/profile')>('@/tests/fixtures/profile');
  return profileWithTestLinks({ about: { ...profile.about, summary: 'Builds **calm** systems. [Trap](javascript:alert(1)) <b>raw</b>' } });
});

// The size of the PDF the build would make: the test is about what the block says of it.
jest.mock('./resume-size', () => ({ resumeBytes: jest.fn(async () => 2048) }));

afterEach(() => delete testLinks.current);

const socials = async () => {
  render(await renderAsyncServerComponents(<About />));
  return within(screen.getByRole('heading', { name: 'Socials' }).parentElement!).getAllByRole('link');
};

describe('About', () => {
  it("shows the profile's about text through the markdown allow-list", async () => {
    render(await renderAsyncServerComponents(<About />));
    const about = screen.getByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Builds calm systems. Trap <b>raw</b>');
    expect(screen.getByText('calm').tagName).toBe('STRONG');
    expect(about.querySelector('[href^="javascript"]')).toBeNull();
    expect(about.querySelector('b')).toBeNull();
  });

  it("lists the sample's links as the spec does: LinkedIn, GitHub tagged Professional, GitHub tagged Personal", async () => {
    const links = await socials();
    expect(links.map((link) => link.textContent)).toEqual([
      'LinkedIn (opens in a new tab)',
      'GitHub Professional (opens in a new tab)',
      'GitHub Personal (opens in a new tab)',
      'Résumé PDF, 2 KB',
    ]);
  });

  it('lists every link of the profile, in its order, each with its tag', async () => {
    testLinks.current = [
      { network: 'Email', url: 'mailto:ada@ada.dev' },
      { network: 'Website', url: 'https://ada.dev/' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada', tag: 'Talks' },
    ];
    const links = await socials();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email (opens in a new tab)', 'mailto:ada@ada.dev'],
      ['Website (opens in a new tab)', 'https://ada.dev/'],
      ['Mastodon Talks (opens in a new tab)', 'https://hachyderm.io/@ada'],
      ['Résumé PDF, 2 KB', '/resume.pdf'],
    ]);
  });
});
