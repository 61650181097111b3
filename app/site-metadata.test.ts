import { siteUrl } from '@/lib/config';
import { defaultLocale, loadLanguage, type Language } from '@/lib/languages';
import { profileIn } from '@/lib/languages/profile-in';
import { siteMetadata } from './site-metadata';
import { personJsonLd } from './structured-data';

// As the build resolves SITE_URL, at a domain's root and under a sub-path.
const ROOT = siteUrl({ SITE_URL: 'https://owner.example' });
const SUBPATH = siteUrl({ SITE_URL: 'https://owner.github.io/portfolio' });

describe.each([
  ['at the root', ROOT, 'https://owner.example/'],
  ['under a sub-path', SUBPATH, 'https://owner.github.io/portfolio/'],
])('the page metadata %s', (_where, url, address) => {
  const profile = profileIn(defaultLocale);
  let language: Language;
  let metadata: ReturnType<typeof siteMetadata>;
  beforeAll(async () => {
    language = await loadLanguage(defaultLocale);
    metadata = siteMetadata(url, language);
  });
  const title = `${profile.name} · ${profile.jobTitle}`;
  const image = {
    url: `${address}og.png`,
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${profile.name}, ${profile.jobTitle}: ${profile.hero.headline}`,
  };

  it("titles the page with the owner's name and job title, and describes it with the hero's texts", () => {
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe(`${profile.hero.headline} ${profile.hero.subtext}`);
    expect(metadata.openGraph).toMatchObject({ title, description: metadata.description, siteName: profile.name });
    expect(metadata.twitter).toMatchObject({ title, description: metadata.description });
  });

  it('gives Open Graph the 1200×630 PNG preview, its absolute URL under the base path, and its alt text', () => {
    expect(metadata.openGraph?.images).toEqual([image]);
  });

  it('asks for the large card, with the same image', () => {
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] });
  });

  it('declares the SVG favicon under the base path and the 180×180 touch icon by its absolute URL', () => {
    expect(metadata.icons).toEqual({
      icon: [{ url: `${new URL(address).pathname}icon.svg`, type: 'image/svg+xml' }],
      apple: [{ url: `${address}apple-touch-icon.png`, sizes: '180x180', type: 'image/png' }],
    });
  });

  it('resolves the page URLs against SITE_URL', () => {
    expect(String(metadata.metadataBase)).toBe(address);
  });

  it('gives the JSON-LD Person the preview image', () => {
    expect(JSON.parse(personJsonLd(url, language))).toMatchObject({
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.jobTitle,
      url: address,
      image: image.url,
    });
  });
});

describe('personJsonLd', () => {
  it('cannot close its script element, whatever the owner writes', async () => {
    const json = personJsonLd(new URL('https://example.com/</script><script>alert(1)</script>'), await loadLanguage(defaultLocale));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Person' });
  });

  it('names every web address of the owner as sameAs, and an email link as email', async () => {
    const language = await loadLanguage(defaultLocale);
    const links = [
      { network: 'Email', url: 'mailto:ada@ada.dev' },
      { network: 'Website', url: 'https://ada.dev/' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada' },
    ];
    const person = JSON.parse(personJsonLd(new URL('https://ada.dev/folio/'), { ...language, profile: { ...language.profile, links } }));
    expect(person).toMatchObject({ email: 'ada@ada.dev', sameAs: ['https://ada.dev/', 'https://hachyderm.io/@ada'] });
  });
});
