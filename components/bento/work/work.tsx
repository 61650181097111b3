import { Reveal } from '@/components/motion/reveal';
import { RolesProvider } from '@/lib/content/roles-provider';
import type { Role } from '@/lib/content/types';
import { profile } from '@/lib/profile';
import { WorkCarousel } from './work-carousel';
import styles from './work.module.css';

export function Work({ roles, version }: { roles: Role[]; version: number | null }) {
  return (
    <section className={`panel ${styles.work}`} aria-labelledby="work-heading" data-print="hide">
      <h2 id="work-heading" className={styles.heading}>
        Work experience
      </h2>
      <p className="lede">{profile.workIntro.replaceAll('{years}', String(profile.yearsOfExperience))}</p>
      <RolesProvider roles={roles} version={version}>
        <Reveal>
          <WorkCarousel />
        </Reveal>
      </RolesProvider>
    </section>
  );
}
