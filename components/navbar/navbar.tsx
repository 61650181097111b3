import { NewTabLink } from '@/components/new-tab-link';
import { ThemeControl } from '@/components/theme/theme-control';
import { profile } from '@/lib/profile';
import { GitHubMenu } from './github-menu';
import { NavbarShell } from './navbar-shell';
import styles from './navbar.module.css';

export function Navbar() {
  return (
    <NavbarShell>
      <nav className={styles.nav} aria-label="Main">
        <span className={styles.name}>{profile.name}</span>
        <div className={styles.links}>
          <NewTabLink href={profile.links.linkedIn} className={styles.link}>
            LinkedIn
          </NewTabLink>
          <GitHubMenu
            links={[
              { label: 'Professional GitHub', href: profile.links.professionalGitHub },
              { label: 'Personal GitHub', href: profile.links.personalGitHub },
            ]}
          />
          <ThemeControl />
        </div>
      </nav>
    </NavbarShell>
  );
}
