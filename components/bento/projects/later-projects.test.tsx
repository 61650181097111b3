import { render, screen, waitFor } from '@testing-library/react';
import type { Project } from '@/lib/content/types';
import { useLaterProjects } from './later-projects';

// The point here is what the hook makes of the build's file; the real file is read in e2e and the scale bench.
jest.mock('./lazy-markdown', () => ({ loadRenderer: async () => ({ source }: { source: string }) => <p>{`rendered: ${source}`}</p> }));

const later: Project[] = [{ id: 49, title: 'Later one', shortDescription: 'About *49*', websiteLink: '', githubLink: '', tags: [] }];

function Titles({ url }: { url: string }) {
  const cards = useLaterProjects({ url, count: 1 });
  return cards ? cards.map((card) => <div key={card.id}>{card.title}{card.description}</div>) : <p>none yet</p>;
}

/** What fetch gives the hook: jsdom has no Response, and the hook reads only these. */
const answer = (body: unknown, status = 200) =>
  jest.spyOn(window, 'fetch').mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

describe('useLaterProjects', () => {
  beforeAll(() => {
    // jsdom has no fetch of its own to spy on.
    window.fetch ??= (() => Promise.reject(new Error('no network in unit tests'))) as typeof fetch;
  });

  it('reads the later projects once the page is idle and renders their descriptions with the markdown renderer', async () => {
    const fetched = answer(later);
    render(<Titles url="/projects.json?build=1" />);
    expect(await screen.findByText('Later one')).toBeInTheDocument();
    expect(screen.getByText('rendered: About *49*')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledWith('/projects.json?build=1');
  });

  it.each([
    ['an HTTP error', () => answer({}, 404), 'HTTP 404'],
    ['a body that is not a list of projects', () => answer([{ title: 'no id' }]), 'not a list of projects'],
  ])('logs %s, naming the file, and keeps what the page shows', async (_name, respond, problem) => {
    respond();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Titles url="/projects.json" />);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('The later projects could not be read from /projects.json; the page shows those it holds.', expect.objectContaining({ message: problem })));
    expect(screen.getByText('none yet')).toBeInTheDocument();
  });
});
