import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { RESUME_FILES, resumeContent } from '@/components/resume/resume-content';
import { resumePdf } from '@/components/resume/resume-pdf';
import { contentIn, getBuildContent } from '@/lib/content/build-content';
import { RolesProvider } from '@/lib/content/roles-provider';
import { defaultLocale, loadLanguage } from '@/lib/languages';
import { pageLocale } from '@/lib/languages/page-language';
import { languageFile } from '@/lib/languages/paths';
import { drawnLanguage } from '@/lib/languages/scripts';

export default async function HomePage() {
  const locale = await pageLocale();
  const content = await getBuildContent();
  const { projects, roles, education, skills } = resumeContent(contentIn(content, locale));
  const { version } = content;
  // The size the about block states is the one of the PDF this language links.
  const drawn = drawnLanguage(locale);
  const resume = await resumePdf(resumeContent(contentIn(content, drawn)), await loadLanguage(drawn));
  // A refresh re-reads the page's language; the default's is the tables' own text.
  const translated = locale === defaultLocale ? undefined : locale;
  return (
    <>
      <Navbar />
      <main>
        {/* The carousel and the printed résumé show the same roles, refreshed once for both. */}
        <RolesProvider roles={roles} version={version} locale={translated}>
          <PrintResume education={education} skills={skills} />
          <Hero />
          <Bento projects={projects} education={[]} skills={[]} version={version} locale={translated} resumeBytes={resume.length} resumePath={languageFile(locale, RESUME_FILES.pdf)} />
        </RolesProvider>
      </main>
    </>
  );
}
