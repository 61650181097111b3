import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme-choice';
import { ThemeMenu } from './theme-menu';

const root = document.documentElement;
const menu = <ThemeMenu>icon</ThemeMenu>;
const button = () => screen.getByRole('button', { name: 'Theme' });
const checked = () => screen.getAllByRole('menuitemradio', { hidden: true }).filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent);

/**
 * A press shows its change at once; React's state follows, and the focus moves, once the frame is
 * painted (use-menu-button.ts): a key or a check comes after that.
 */
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

beforeEach(() => {
  localStorage.clear();
  root.setAttribute(THEME_ATTRIBUTE, 'system');
  window.matchMedia = jest.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

describe('the theme menu', () => {
  it('is a menu button named "Theme" offering Light, Dark and System as radio items, the current one checked', async () => {
    const user = userEvent.setup();
    render(menu);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await painted();
    const items = screen.getAllByRole('menuitemradio');
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(checked()).toEqual(['System']);
    expect(items[0]).toHaveFocus();
  });

  it('opens and closes without a React render: the press changes the page itself', async () => {
    const user = userEvent.setup();
    const onRender = jest.fn();
    render(
      <Profiler id="theme-menu" onRender={onRender}>
        {menu}
      </Profiler>,
    );
    onRender.mockClear();
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button().getAttribute('aria-controls')!);
    expect(controlled).toHaveAttribute('data-state', 'open');
    await painted();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(controlled).toHaveAttribute('data-state', 'closed');
    await painted();
    expect(onRender).not.toHaveBeenCalled();
  });

  it('applies and stores a choice, closes, and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(menu);
    await user.click(button());
    await painted();
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await painted();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    expect(checked()).toEqual(['Dark']);
  });

  it('works from the keyboard: arrows open and move, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    render(menu);
    button().focus();
    await user.keyboard('{ArrowDown}');
    await painted();
    expect(screen.getAllByRole('menuitemradio')[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await painted();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await painted();
    await user.keyboard('{Escape}');
    await painted();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
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
