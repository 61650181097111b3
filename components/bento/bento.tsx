import { Reveal } from '@/components/motion/reveal';
import type { Project, Role } from '@/lib/content/types';
import { About } from './about/about';
import styles from './bento.module.css';
import { Projects } from './projects/projects';
import { Work } from './work/work';

export function Bento({ projects, roles }: { projects: Project[]; roles: Role[] }) {
  return (
    <div className={styles.bento}>
      <div className={styles.row}>
        <Reveal className={styles.about}>
          <About />
        </Reveal>
        <div className={styles.work}>
          <Work roles={roles} />
        </div>
      </div>
      <Projects projects={projects} />
    </div>
  );
}
