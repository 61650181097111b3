import { Reveal } from '@/components/motion/reveal';
import { About } from './about/about';
import styles from './bento.module.css';
import { Education } from './education/education';
import { Projects } from './projects/projects';
import { Awards } from './records/awards';
import { Certificates } from './records/certificates';
import { Interests } from './records/interests';
import { Publications } from './records/publications';
import { SpokenLanguages } from './records/spoken-languages';
import { Volunteer } from './records/volunteer';
import { Skills } from './skills/skills';
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
        <Education />
        <Skills />
      </div>
      <Projects />
      <div className={styles.records} data-print="hide">
        <Publications />
        <Awards />
        <Certificates />
        <Volunteer />
        <SpokenLanguages />
        <Interests />
      </div>
    </div>
  );
}
