import { act, render, screen } from '@testing-library/react';
import { lazyImport, PreloadHandledError } from '@/lib/lazy-import';
import { LazyMarkdown } from './lazy-markdown';

jest.mock('@/lib/lazy-import', () => ({ ...jest.requireActual('@/lib/lazy-import'), lazyImport: jest.fn() }));

async function renderWhenRendererFails(error: unknown) {
  jest.mocked(lazyImport).mockRejectedValue(error);
  render(<LazyMarkdown source="Fresh **from the backend**" />);
  await act(async () => new Promise((done) => setTimeout(done, 10)));
  expect(lazyImport).toHaveBeenCalled();
  expect(screen.getByText('Fresh **from the backend**')).toBeInTheDocument();
}

describe('LazyMarkdown when the renderer cannot be loaded', () => {
  it('keeps the plain text and logs nothing when a preload-error listener took the failure over (the page is reloading)', async () => {
    const errorLog = jest.spyOn(console, 'error');
    await renderWhenRendererFails(new PreloadHandledError(new Error('chunk gone')));
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('keeps the plain text and logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWhenRendererFails(new Error('chunk gone'));
    expect(errorLog).toHaveBeenCalledWith('The markdown renderer could not be loaded; showing the description as text.', expect.any(Error));
  });
});
