import { textLanguage } from '@/lib/content/fallback';
import type { Project } from '@/lib/content/types';

/** A project's tags as a list, each in its own language: the card's and the case study's, in their own styles. */
export function ProjectTags({ project, label, styles, testId }: { project: Pick<Project, 'tags' | 'fallbacks'>; label: string; styles: { tags?: string; tag?: string }; testId: string }) {
  if (project.tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {project.tags.map((tag, index) => (
        <li key={tag} className={styles.tag} data-testid={testId} {...textLanguage(project, `tags.${index}`)}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
