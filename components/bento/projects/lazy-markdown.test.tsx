import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PRELOAD_ERROR_EVENT } from '@/lib/lazy-chunks';
import { loadRenderer, LazyDescription } from './lazy-markdown';
import en from '@/lib/i18n/en';

// The renderer's chunk fails to load (a stale page after a redeploy) until a test lets it.
let mockRendererGone = true;
jest.mock('@/components/project-markdown', () => {
  if (mockRendererGone) throw new Error('Failed to fetch dynamically imported module: project-markdown');
  return jest.requireActual('@/components/project-markdown');
});

const source = 'Fresh **from the backend**';

async function describeWhenRendererFails() {
  const Renderer = await loadRenderer();
  render(<Renderer source={source} newTabNote={en.common.opensInNewTab} home="/" />);
  expect(screen.getByText(source)).toBeInTheDocument();
}

describe('loadRenderer', () => {
  it('gives plain text and logs nothing when a preload-error listener took a failure over (the page is reloading)', async () => {
    const takeOver = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, takeOver);
    const errorLog = jest.spyOn(console, 'error');
    try {
      await describeWhenRendererFails();
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, takeOver);
    }
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('gives plain text and logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await describeWhenRendererFails();
    expect(errorLog).toHaveBeenCalledWith('The markdown renderer could not be loaded; showing the description as text.', expect.any(Error));
  });
});

// Last: once loaded, the renderer is kept for the page's life.
describe('LazyDescription', () => {
  it('renders the description with the markdown renderer once it has loaded', async () => {
    mockRendererGone = false;
    render(
      <Suspense fallback={null}>
        <LazyDescription source={source} newTabNote={en.common.opensInNewTab} home="/" />
      </Suspense>,
    );
    expect((await screen.findByText('from the backend')).tagName).toBe('STRONG');
  });
});
