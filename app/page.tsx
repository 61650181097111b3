import { Bento } from '@/components/bento/bento';
import { Hero } from '@/components/hero/hero';
import { Navbar } from '@/components/navbar/navbar';
import { getBuildContent } from '@/lib/content/build-content';

export default async function HomePage() {
  const { projects, roles, version } = await getBuildContent();
  return (
    <>
      <Navbar />
      <main>
        <Hero />
        <Bento projects={projects} roles={roles} version={version} />
      </main>
    </>
  );
}
