import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticHtml } from './static-html';

function Page({ content: Content }: { content: () => string }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`clicked ${count}`}
      </button>
      <StaticHtml className="grid">
        <p>
          <Content />
        </p>
      </StaticHtml>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticHtml', () => {
  it('keeps the server HTML as it is on hydration, without rendering its children, and through re-renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page content={() => 'built'} />);
    document.body.append(container);
    const paragraph = container.querySelector('p')!;
    const content = jest.fn(() => 'never rendered in the browser');
    const errors = jest.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, <Page content={content} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(content).not.toHaveBeenCalled();
    expect(container.querySelector('.grid p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('built');

    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')).toHaveTextContent('clicked 1');
    expect(container.querySelector('.grid p')).toBe(paragraph);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders its children when there is no server HTML for it', async () => {
    const { render, screen } = await import('@testing-library/react');
    render(<Page content={() => 'fresh'} />);
    expect(screen.getByText('fresh')).toBeInTheDocument();
  });
});
