import { textLanguage } from '@/lib/content/fallback';
import { pageProfile, pageMessages } from '@/lib/languages/page-language';
import { heroEntrancesScript } from './hero-entrances';
import { heroPart } from './hero-parts';
import { HeroMotion } from './hero-motion';
import { HeroTags } from './hero-tags';
import styles from './hero.module.css';

/**
 * The headline, split into words so they can appear one by one; the text itself is the h1's, which
 * carries its language: each word is its own box, and only the h1's direction orders them.
 */
export async function Hero() {
  const [messages, profile] = await Promise.all([pageMessages(), pageProfile()]);
  const words = profile.hero.headline.split(' ');
  return (
    <section className={styles.hero} aria-labelledby="hero-headline" data-print="hide">
      <script dangerouslySetInnerHTML={{ __html: heroEntrancesScript() }} />
      <HeroMotion className={styles.content}>
        <h1 id="hero-headline" className={styles.headline} {...textLanguage(profile, 'hero.headline')}>
          {words.map((word, index) => (
            <span key={index} className={styles.word} {...heroPart('word')}>
              {word}
              {index < words.length - 1 ? ' ' : ''}
            </span>
          ))}
        </h1>
        <p className={styles.subtext} {...textLanguage(profile, 'hero.subtext')}>
          {profile.hero.subtext}
        </p>
        {/* The tags are decoration that pulses in and out; their words are read once, as a sentence, in their language. */}
        <p className="visually-hidden" {...textLanguage(profile, 'hero.tags')}>
          {messages.hero.tagsSentence(profile.hero.tags)}
        </p>
        <HeroTags tags={profile.hero.tags} language={textLanguage(profile, 'hero.tags')} />
      </HeroMotion>
    </section>
  );
}
