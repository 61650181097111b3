import { Reveal } from '@/components/motion/reveal';
import { About } from './about/about';
import styles from './bento.module.css';
import { Projects } from './projects/projects';
import { RecordSections } from './records/record-section';
import { Work } from './work/work';

export function Bento() {
  return (
    <div className={styles.bento}>
      <div className={styles.row}>
        <Reveal className={styles.about}>
          <About />
        </Reveal>
        <div className={styles.work}>
          <Work />
        </div>
      </div>
      <div className={styles.studies} data-print="hide">
        <RecordSections beforeProjects />
      </div>
      <Projects />
      <div className={styles.records} data-print="hide">
        <RecordSections />
      </div>
    </div>
  );
}
