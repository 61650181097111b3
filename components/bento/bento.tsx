import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { About } from './about/about';
import styles from './bento.module.css';
import { Projects } from './projects/projects';
import { Work } from './work/work';

/** `locale`: the page's language when not the default's, which the projects' refresh re-reads. */
type BentoProps = { projects: Project[]; version: number | null; locale?: string; resumeBytes: number; resumePath: string };

export function Bento({ projects, version, locale, resumeBytes, resumePath }: BentoProps) {
  return (
    <div className={styles.bento}>
      <div className={styles.row}>
        <Reveal className={styles.about}>
          <About resumeBytes={resumeBytes} resumePath={resumePath} />
        </Reveal>
        <div className={styles.work}>
          <Work />
        </div>
      </div>
      <Projects projects={projects} version={version} locale={locale} />
    </div>
  );
}
