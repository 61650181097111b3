import en from '@/lib/i18n/en';
import { profileLinks } from './resume-content';

describe('profileLinks', () => {
  it('names each link by its network and tag, and shows an email as its address', () => {
    const links = [
      { network: 'GitHub', url: 'https://github.com/ada', tag: 'Personal' },
      { network: 'Email', url: 'mailto:ada%40ada.dev' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada' },
    ];
    expect(profileLinks(links, en.resume.taggedLink)).toEqual([
      { network: 'GitHub (personal)', url: 'https://github.com/ada', address: 'https://github.com/ada' },
      { network: 'Email', url: 'mailto:ada%40ada.dev', address: 'ada@ada.dev' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada', address: 'https://hachyderm.io/@ada' },
    ]);
  });
});
