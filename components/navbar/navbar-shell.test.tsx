import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
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
