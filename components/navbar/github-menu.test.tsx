import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NAVBAR } from '@/lib/constants';
import { installPopovers } from '@/tests/helpers/popover';
import { GitHubMenu } from './github-menu';
import en from '@/lib/i18n/en';

installPopovers();

const LINKS = [
  { label: 'Professional GitHub', href: 'https://github.com/pro' },
  { label: 'Personal GitHub', href: 'https://github.com/me' },
];
const menu = <GitHubMenu links={LINKS} labels={{ button: en.nav.github, menu: en.nav.githubProfiles, opensInNewTab: en.common.opensInNewTab }} />;
const button = () => screen.getByRole('button', { name: 'GitHub' });
const popover = () => document.getElementById(button().getAttribute('popovertarget')!)!;
const isOpen = () => popover().matches(':popover-open');
const items = () => screen.getAllByRole('menuitem', { hidden: true });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('the GitHub menu', () => {
  it('is a button whose popover menu holds both profiles, each opening in a new tab', () => {
    render(menu);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-controls', popover().id);
    expect(popover()).toHaveAttribute('popover', 'auto');
    expect(popover()).toHaveAccessibleName('GitHub profiles');
    expect(items().map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('target')])).toEqual([
      ['Professional GitHub (opens in a new tab)', 'https://github.com/pro', '_blank'],
      ['Personal GitHub (opens in a new tab)', 'https://github.com/me', '_blank'],
    ]);
  });

  it(`opened, moves the focus to its first item, and closes by itself after ${NAVBAR.dropdownAutoCloseMs} ms`, async () => {
    const user = setup();
    render(menu);
    await user.click(button());
    expect(isOpen()).toBe(true);
    expect(items()[0]).toHaveFocus();
    act(() => jest.advanceTimersByTime(NAVBAR.dropdownAutoCloseMs - 1));
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(button()).toHaveFocus();
  });

  it('closes on scroll, and its timer goes with it', async () => {
    const user = setup();
    render(menu);
    await user.click(button());
    act(() => {
      fireEvent.scroll(window);
    });
    expect(isOpen()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('closes as a link is followed, and as Tab leaves it', async () => {
    const user = setup();
    render(menu);
    await user.click(button());
    items()[1]!.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await user.click(items()[1]!);
    expect(isOpen()).toBe(false);
    await user.click(button());
    await user.keyboard('{Tab}');
    expect(isOpen()).toBe(false);
  });

  it('opened before hydration (the browser opened it), is closed by its timer once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    container.querySelector<HTMLElement>('[popover]')!.showPopover();
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, menu, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(NAVBAR.dropdownAutoCloseMs));
    expect(isOpen()).toBe(false);
    container.remove();
  });
});
