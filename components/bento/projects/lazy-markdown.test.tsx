import { render, screen } from '@testing-library/react';
import { PRELOAD_ERROR_EVENT } from '@/lib/lazy-chunks';
import { renderDescriptions } from './lazy-markdown';

// The renderer's chunk fails to load (a stale page after a redeploy) until a test lets it.
let mockRendererGone = true;
jest.mock('@/components/project-markdown', () => {
  if (mockRendererGone) throw new Error('Failed to fetch dynamically imported module: project-markdown');
  return jest.requireActual('@/components/project-markdown');
});

const item = { id: 1, shortDescription: 'Fresh **from the backend**' };

async function describeWhenRendererFails() {
  const [described] = await renderDescriptions([item]);
  render(<>{described!.description}</>);
  expect(screen.getByText('Fresh **from the backend**')).toBeInTheDocument();
}

describe('renderDescriptions', () => {
  it('keeps the plain text and logs nothing when a preload-error listener took a failure over (the page is reloading)', async () => {
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

  it('keeps the plain text and logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await describeWhenRendererFails();
    expect(errorLog).toHaveBeenCalledWith('The markdown renderer could not be loaded; showing the description as text.', expect.any(Error));
  });

  // Last: once loaded, the renderer is kept for the page's life.
  it('renders each description with the markdown renderer once it has loaded', async () => {
    mockRendererGone = false;
    const [described] = await renderDescriptions([item]);
    render(<>{described!.description}</>);
    expect(screen.getByText('from the backend').tagName).toBe('STRONG');
  });
});
