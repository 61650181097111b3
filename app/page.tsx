import { getBuildContent } from '@/lib/content/build-content';
import { profile } from '@/lib/profile';

export default async function HomePage() {
  const { projects, roles } = await getBuildContent();
  return (
    <main>
      <h1>{profile.hero.headline}</h1>
      <section aria-label="Work experience">
        {roles.map((role) => (
          <section key={role.id} aria-label={role.company}>
            <h2>{role.company}</h2>
            <p>{role.title}</p>
          </section>
        ))}
      </section>
      <section aria-label="Projects">
        {projects.map((project) => (
          <article key={project.id} data-testid="project-card">
            <h3 data-testid="project-title">{project.title}</h3>
          </article>
        ))}
      </section>
    </main>
  );
}
