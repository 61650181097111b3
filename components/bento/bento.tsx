import { Reveal } from '@/components/motion/reveal';
import type { Project, Role } from '@/lib/content/types';
import { About } from './about/about';
import styles from './bento.module.css';
import { Projects } from './projects/projects';
import { Work } from './work/work';

export function Bento({ projects, roles, version, resumeBytes }: { projects: Project[]; roles: Role[]; version: number | null; resumeBytes: number }) {
  return (
    <div className={styles.bento}>
      <div className={styles.row}>
        <Reveal className={styles.about}>
          <About resumeBytes={resumeBytes} />
        </Reveal>
        <div className={styles.work}>
          <Work roles={roles} version={version} />
        </div>
      </div>
      <Projects projects={projects} version={version} />
    </div>
  );
}
