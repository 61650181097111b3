import { Reveal } from '@/components/motion/reveal';
import { textLanguage } from '@/lib/content/fallback';
import { pageProfile, pageMessages } from '@/lib/languages/page-language';
import type { Messages } from '@/lib/languages/messages';
import { template } from '@/lib/languages/template';
import { WorkCarousel, type WorkCarouselLabels } from './work-carousel';
import styles from './work.module.css';

/** What the carousel island is given of the dictionary: its own words, and "n of N" as a template. */
export function carouselLabels(work: Messages['work']): WorkCarouselLabels {
  const { roles, carousel, slide, previous, next, loading, currentRole } = work;
  return { roles, carousel, slide, slideLabel: template(work.slideLabel), previous, next, loading, currentRole };
}

/** Inside the roles' provider (app/[[...locale]]/page.tsx), which the printed résumé shares. */
export async function Work() {
  const [{ work }, profile] = await Promise.all([pageMessages(), pageProfile()]);
  return (
    <section className={`panel ${styles.work}`} aria-labelledby="work-heading" data-print="hide">
      <h2 id="work-heading" className={styles.heading}>
        {work.heading}
      </h2>
      <p className="lede" {...textLanguage(profile, 'workIntro')}>
        {profile.workIntro}
      </p>
      <Reveal>
        <WorkCarousel labels={carouselLabels(work)} />
      </Reveal>
    </section>
  );
}
