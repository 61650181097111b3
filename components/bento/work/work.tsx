import { Reveal } from '@/components/motion/reveal';
import { profile } from '@/lib/profile';
import { WorkCarousel } from './work-carousel';
import styles from './work.module.css';

/** Inside the roles' provider (app/page.tsx), which the printed résumé shares. */
export function Work() {
  return (
    <section className={`panel ${styles.work}`} aria-labelledby="work-heading" data-print="hide">
      <h2 id="work-heading" className={styles.heading}>
        Work experience
      </h2>
      <p className="lede">{profile.workIntro.replaceAll('{years}', String(profile.yearsOfExperience))}</p>
      <Reveal>
        <WorkCarousel />
      </Reveal>
    </section>
  );
}
