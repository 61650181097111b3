import { Reveal } from '@/components/motion/reveal';
import type { Project } from '@/lib/content/types';
import { About } from './about/about';
import styles from './bento.module.css';
import { Education } from './education/education';
import type { Education as EducationItem } from './education/types';
import { Projects } from './projects/projects';
import type { Skill } from './skills/types';
import { Skills } from './skills/skills';
import { Work } from './work/work';

/** `locale`: the page's language when not the default's, which the projects' refresh re-reads. */
type BentoProps = {
  projects: Project[];
  education: EducationItem[];
  skills: Skill[];
  version: number | null;
  locale?: string;
  resumeBytes: number;
  resumePath: string;
};

export function Bento({ projects, education, skills, version, locale, resumeBytes, resumePath }: BentoProps) {
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
      <div className={styles.studies} data-print="hide">
        <Education items={education} />
        <Skills items={skills} />
      </div>
      <Projects projects={projects} version={version} locale={locale} />
    </div>
  );
}
