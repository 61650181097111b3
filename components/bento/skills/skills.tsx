import { Reveal } from '@/components/motion/reveal';
import { tableIn } from '@/lib/content/build-content';
import { textLanguage } from '@/lib/content/fallback';
import type { Skill } from '@/lib/content/types';
import { pageLocale, pageMessages } from '@/lib/languages/page-language';
import styles from './skills.module.css';

/** No rows, no section: the page without skills is the spec's page. */
export async function Skills() {
  return <SkillsSection items={await tableIn('skills', await pageLocale())} />;
}

export async function SkillsSection({ items }: { items: Skill[] }) {
  if (items.length === 0) return null;
  const { skills } = await pageMessages();
  return (
    <Reveal className={styles.reveal}>
      <section className={`panel ${styles.skills}`} aria-labelledby="skills-heading" data-print="hide">
        <h2 id="skills-heading" className={styles.heading}>
          {skills.heading}
        </h2>
        <ul className={styles.list}>
          {items.map((skill) => (
            <li key={skill.id} className={styles.skill}>
              <div className={styles.head}>
                <h3 className={styles.name} {...textLanguage(skill, 'name')}>
                  {skill.name}
                </h3>
                {skill.level && (
                  <p className={styles.level} {...textLanguage(skill, 'level')}>
                    {skill.level}
                  </p>
                )}
              </div>
              {skill.keywords.length > 0 && (
                <ul className={styles.keywords}>
                  {skill.keywords.map((keyword, index) => (
                    <li key={index} className={styles.keyword} {...textLanguage(skill, `keywords.${index}`)}>
                      {keyword}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Reveal>
  );
}
