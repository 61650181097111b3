import { NewTabLink } from '@/components/new-tab-link';
import { ThemeControl } from '@/components/theme/theme-control';
import { messages } from '@/lib/i18n';
import { profile } from '@/lib/profile';
import { GitHubMenu } from './github-menu';
import { NavbarShell } from './navbar-shell';
import styles from './navbar.module.css';

export function Navbar() {
  const { nav, theme, common } = messages;
  return (
    <NavbarShell>
      <nav className={styles.nav} aria-label={nav.label}>
        <span className={styles.name}>{profile.name}</span>
        <div className={styles.links}>
          <NewTabLink href={profile.links.linkedIn} className={styles.link} newTabNote={common.opensInNewTab}>
            {nav.linkedIn}
          </NewTabLink>
          <GitHubMenu
            links={[
              { label: nav.professionalGitHub, href: profile.links.professionalGitHub },
              { label: nav.personalGitHub, href: profile.links.personalGitHub },
            ]}
            labels={{ button: nav.github, menu: nav.githubProfiles, opensInNewTab: common.opensInNewTab }}
          />
          <ThemeControl labels={theme} />
        </div>
      </nav>
    </NavbarShell>
  );
}
