import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { PrintResume } from '@/components/resume/print-resume';
import { getBuildContent, pageTranslation, tableIn } from '@/lib/content/build-content';
import { RolesProvider } from '@/lib/content/roles-provider';
import { pageLocale } from '@/lib/languages/page-language';

export default async function HomePage() {
  const locale = await pageLocale();
  const content = await getBuildContent();
  return (
    <>
      <Navbar />
      <main>
        {/* The carousel and the printed résumé show the same roles, refreshed once for both. */}
        <RolesProvider roles={await tableIn('roles', locale)} version={content.version} translation={pageTranslation(locale)}>
          <PrintResume />
          <Hero />
          <Bento />
        </RolesProvider>
      </main>
    </>
  );
}
