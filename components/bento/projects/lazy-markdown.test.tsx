import { render, screen } from '@testing-library/react';
import { lazyImport, PreloadHandledError } from '@/lib/lazy-import';
import { renderDescriptions } from './lazy-markdown';

jest.mock('@/lib/lazy-import', () => ({ ...jest.requireActual('@/lib/lazy-import'), lazyImport: jest.fn() }));

const item = { id: 1, shortDescription: 'Fresh **from the backend**' };

async function describeWhenRendererFails(error: unknown) {
  jest.mocked(lazyImport).mockRejectedValue(error);
  const [described] = await renderDescriptions([item]);
  render(<>{described!.description}</>);
  expect(screen.getByText('Fresh **from the backend**')).toBeInTheDocument();
}

describe('renderDescriptions', () => {
  it('keeps the plain text and logs nothing when a preload-error listener took a failure over (the page is reloading)', async () => {
    const errorLog = jest.spyOn(console, 'error');
    await describeWhenRendererFails(new PreloadHandledError(new Error('chunk gone')));
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('keeps the plain text and logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await describeWhenRendererFails(new Error('chunk gone'));
    expect(errorLog).toHaveBeenCalledWith('The markdown renderer could not be loaded; showing the description as text.', expect.any(Error));
  });

  // Last: once loaded, the renderer is kept for the page's life.
  it('renders each description with the markdown renderer once it has loaded', async () => {
    jest.mocked(lazyImport).mockImplementation(jest.requireActual('@/lib/lazy-import').lazyImport);
    const [described] = await renderDescriptions([item]);
    render(<>{described!.description}</>);
    expect(screen.getByText('from the backend').tagName).toBe('STRONG');
  });
});
