import { render, screen } from '@testing-library/react';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { About } from './about';

// A profile of this test's own, with the about text `npm run import` writes from basics.summary.
jest.mock('@/lib/profile', () => {
  const { profile } = jest.requireActual<typeof import('@/lib/profile')>('@/lib/profile');
  return { profile: { ...profile, about: { ...profile.about, summary: 'Builds **calm** systems. [Trap](javascript:alert(1)) <b>raw</b>' } } };
});

describe('About', () => {
  it("shows the profile's about text through the markdown allow-list", async () => {
    render(await renderAsyncServerComponents(<About resumeBytes={2048} resumePath="resume.pdf" />));
    const about = screen.getByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Builds calm systems. Trap <b>raw</b>');
    expect(screen.getByText('calm').tagName).toBe('STRONG');
    expect(about.querySelector('[href^="javascript"]')).toBeNull();
    expect(about.querySelector('b')).toBeNull();
  });
});
