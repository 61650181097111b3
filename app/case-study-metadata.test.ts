import { siteUrl } from '@/lib/config';
import { defaultLocale, loadLanguage } from '@/lib/languages';
import { caseStudyMetadata } from './site-metadata';
import { caseStudyJsonLd } from './structured-data';

const SUBPATH = siteUrl({ SITE_URL: 'https://owner.github.io/portfolio' });
const study = { slug: 'checkout-playground', title: 'Checkout Playground', description: 'A sandbox for checkout flows.' };

describe("a case study's metadata", () => {
  it('has its own title, plain description, canonical address and Open Graph article, indexed', async () => {
    const language = await loadLanguage(defaultLocale);
    const metadata = caseStudyMetadata(SUBPATH, language, study);
    expect(metadata.title).toBe(language.messages.projects.caseStudyTitle(study.title, language.profile.name));
    expect(metadata.description).toBe(study.description);
    expect(metadata.metadataBase).toBe(SUBPATH);
    expect(metadata.alternates?.canonical).toBe('/projects/checkout-playground/');
    expect(metadata.openGraph).toMatchObject({ type: 'article', url: '/projects/checkout-playground/', description: study.description });
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: `https://owner.github.io/portfolio/case-study-og/${defaultLocale}/checkout-playground/og.png`, width: 1200, height: 630, alt: metadata.title }),
    ]);
  });

  it('is a CreativeWork by the owner, whose script no value can close', async () => {
    const language = await loadLanguage(defaultLocale);
    const page = new URL('projects/checkout-playground/', SUBPATH);
    const json = caseStudyJsonLd(page, SUBPATH, { title: '</script>Checkout', tags: ['Next.js'] }, study.description, language);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'CreativeWork',
      name: '</script>Checkout',
      url: 'https://owner.github.io/portfolio/projects/checkout-playground/',
      author: { '@type': 'Person', name: language.profile.name, url: 'https://owner.github.io/portfolio/' },
    });
  });
});
