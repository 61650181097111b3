import { resumePdf } from '@/components/resume/resume-pdf';
import { getBuildContent, localizedContent } from '@/lib/content/build-content';
import { loadLanguage, type Locale } from '@/lib/languages';
import { fileLanguage } from '@/lib/languages/scripts';

const sizes = new Map<Locale, Promise<number>>();

/**
 * The size of the résumé PDF a language's page links, for the about block's hint: the PDF is made once per
 * language the file is written in, however many times the size is asked for.
 */
export function resumeBytes(locale: Locale): Promise<number> {
  const fileLocale = fileLanguage(locale);
  let size = sizes.get(fileLocale);
  if (!size) {
    size = (async () => (await resumePdf(localizedContent(await getBuildContent(), fileLocale), await loadLanguage(fileLocale))).length)();
    sizes.set(fileLocale, size);
  }
  return size;
}
