import { render, screen, within } from '@testing-library/react';
import { profile } from '@/tests/fixtures/profile';
import { testLinks } from '@/tests/helpers/profile-with-links';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { Navbar } from './navbar';

// The tests' own profile; its links are each test's.
jest.mock('@/lib/profile', () => jest.requireActual<typeof import('@/tests/helpers/profile-with-links')>('@/tests/helpers/profile-with-links').profileWithTestLinks());

afterEach(() => delete testLinks.current);

async function bar() {
  render(await renderAsyncServerComponents(<Navbar />));
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const named = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

describe('Navbar', () => {
  it("shows the sample's LinkedIn link, and its two GitHub links under the menu, as the spec does", async () => {
    const nav = await bar();
    expect(named(nav.getAllByRole('link', { hidden: true }))).toEqual([['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/in/your-profile']]);
    expect(named(nav.getAllByRole('menuitem', { hidden: true }))).toEqual([
      ['Professional GitHub (opens in a new tab)', 'https://github.com/your-work-account'],
      ['Personal GitHub (opens in a new tab)', 'https://github.com/your-personal-account'],
    ]);
    expect(nav.getByRole('button', { name: 'GitHub' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('links a single GitHub account directly, with no menu, and leaves out links that are neither', async () => {
    testLinks.current = [
      { network: 'Email', url: 'mailto:ada@ada.dev' },
      { network: 'GitHub', url: 'https://github.com/ada', tag: 'Personal' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada' },
    ];
    const nav = await bar();
    expect(named(nav.getAllByRole('link', { hidden: true }))).toEqual([
      ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/in/ada'],
      ['GitHub (opens in a new tab)', 'https://github.com/ada'],
    ]);
    expect(nav.queryByRole('button', { name: 'GitHub' })).toBeNull();
    expect(nav.queryAllByRole('menuitem', { hidden: true })).toEqual([]);
  });

  it("marks a tag shown in another language than the page's with it, in the dictionary's words around it", async () => {
    testLinks.current = [
      { network: 'GitHub', url: 'https://github.com/ada-work', tag: { de: 'Beruflich' } },
      { network: 'GitHub', url: 'https://github.com/ada', tag: 'Personal' },
    ];
    const nav = await bar();
    const [work, personal] = nav.getAllByRole('menuitem', { hidden: true });
    expect(named([work!, personal!])).toEqual([
      ['Beruflich GitHub (opens in a new tab)', 'https://github.com/ada-work'],
      ['Personal GitHub (opens in a new tab)', 'https://github.com/ada'],
    ]);
    expect(within(work!).getByText('Beruflich')).toHaveAttribute('lang', 'de');
    expect(work).not.toHaveAttribute('lang');
    expect(within(personal!).getByText('Personal')).not.toHaveAttribute('lang');
  });

  it('gives the name its own direction, so one cut short ends in its own script', async () => {
    const nav = await bar();
    expect(nav.getByText(profile.name, { exact: true })).toHaveAttribute('dir', 'auto');
  });

  it('shows neither link nor menu for a profile without LinkedIn or GitHub', async () => {
    testLinks.current = [{ network: 'Website', url: 'https://ada.dev/' }];
    const nav = await bar();
    expect(nav.queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(nav.queryByRole('button', { name: 'GitHub' })).toBeNull();
  });
});
