import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NAVBAR } from '@/lib/constants';
import { NavbarShell } from './navbar-shell';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });

afterEach(() => scrollTo(0));

describe('the navbar shell', () => {
  it(`is hidden from ${NAVBAR.hideThresholdPx} px of scroll down, and renders again only as a scroll crosses that line`, () => {
    const onRender = jest.fn();
    render(
      <Profiler id="bar" onRender={onRender}>
        <NavbarShell>bar</NavbarShell>
      </Profiler>,
    );
    const bar = screen.getByRole('banner');
    expect(bar).not.toHaveAttribute('data-hidden');
    onRender.mockClear();
    scrollTo(NAVBAR.hideThresholdPx - 1);
    expect(onRender).not.toHaveBeenCalled();
    scrollTo(NAVBAR.hideThresholdPx);
    expect(bar).toHaveAttribute('data-hidden');
    scrollTo(NAVBAR.hideThresholdPx + 500);
    expect(onRender).toHaveBeenCalledTimes(1);
    scrollTo(0);
    expect(bar).not.toHaveAttribute('data-hidden');
    expect(onRender).toHaveBeenCalledTimes(2);
  });
});

describe('the navbar shell as it hydrates', () => {
  /** How often the page's scroll position is read: each read lays the page out if anything changed. */
  function countScrollReads(y: number) {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads++;
        return y;
      },
    });
    return () => reads;
  }

  async function hydrate() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NavbarShell>bar</NavbarShell>);
    document.body.append(container);
    await act(async () => {
      roots.push(hydrateRoot(container, <NavbarShell>bar</NavbarShell>));
    });
    return container.querySelector('header')!;
  }

  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  const nextFrame = () => act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));

  it('reads no scroll position as it hydrates, and reads it in the next frame', async () => {
    const reads = countScrollReads(0);
    const bar = await hydrate();
    expect(reads()).toBe(0);
    await nextFrame();
    expect(reads()).toBe(1);
    expect(bar).not.toHaveAttribute('data-hidden');
  });

  it('hides once that frame finds the page scrolled past the line before hydration', async () => {
    countScrollReads(NAVBAR.hideThresholdPx + 200);
    const bar = await hydrate();
    expect(bar).not.toHaveAttribute('data-hidden');
    await nextFrame();
    expect(bar).toHaveAttribute('data-hidden');
  });
});
