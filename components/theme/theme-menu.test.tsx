import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installPopovers } from '@/tests/helpers/popover';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme-choice';
import { ThemeMenu } from './theme-menu';
import en from '@/lib/i18n/en';

installPopovers();

const root = document.documentElement;
const menu = <ThemeMenu labels={en.theme}>icon</ThemeMenu>;
const button = () => screen.getByRole('button', { name: 'Theme' });
const popover = () => document.getElementById(button().getAttribute('popovertarget')!)!;
const isOpen = () => popover().matches(':popover-open');
const checked = () => screen.getAllByRole('menuitemradio', { hidden: true }).filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  root.setAttribute(THEME_ATTRIBUTE, 'system');
  window.matchMedia = jest.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

describe('the theme menu', () => {
  it('is a menu button named "Theme" whose popover offers Light, Dark and System as radio items, the current one checked', async () => {
    const user = userEvent.setup();
    render(menu);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(popover()).toHaveAttribute('popover', 'auto');
    expect(popover()).toHaveAttribute('role', 'menu');
    expect(popover()).toHaveAccessibleName('Theme');
    await user.click(button());
    expect(isOpen()).toBe(true);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(checked()).toEqual(['System']);
    expect(items[0]).toHaveFocus();
  });

  it('applies and stores a choice, closes, and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(menu);
    await user.click(button());
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(isOpen()).toBe(false);
    expect(button()).toHaveFocus();
    expect(checked()).toEqual(['Dark']);
  });

  it('works from the keyboard: arrows open and move, Home and End jump, Enter chooses', async () => {
    const user = userEvent.setup();
    render(menu);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(isOpen()).toBe(false);
    expect(button()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
  });

  it('hydrates over the HTML the server made without a mismatch, then checks the choice the gate script applied', async () => {
    root.removeAttribute(THEME_ATTRIBUTE);
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    root.setAttribute(THEME_ATTRIBUTE, 'dark'); // as the gate script does, before hydration
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, menu, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(checked()).toEqual(['Dark']);
    expect(container.innerHTML.replace(/aria-checked="(true|false)"/g, '')).toBe(serverHtml.replace(/aria-checked="(true|false)"/g, ''));
    container.remove();
  });
});
