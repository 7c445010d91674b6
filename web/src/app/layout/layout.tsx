import { useCallback, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SideFigures } from '@/features/profile/components/side-figures';
import { strings } from '@/lib/strings';
import { paths } from '../paths';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { OfflineNotice } from './offline-notice';
import { ThemeToggle } from './theme-toggle';
import { TopNav } from './top-nav';
import { useWideScreen } from './use-wide-screen';

const mobileMenuId = 'mobile-menu';

/** Header with the logo and the navigation, side columns on wide screens, the routed page. */
export function Layout({ signedIn }: { signedIn: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // The player's figures beside the page on desktop, but not beside 'Mis partidas', which has them.
  const figures = useWideScreen() && signedIn && pathname !== paths.profile;
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    document.getElementById(`${mobileMenuId}-button`)?.focus();
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      <header className="header">
        <div className="header__inner">
          <Link className="brand" to={paths.home} aria-label={strings.nav.home} onClick={closeMenu}>
            <img className="brand__logo" src="/logo.svg" alt="" width="40" height="40" />
            <span className="brand__name" aria-hidden="true">
              {strings.appName}
            </span>
          </Link>
          <ThemeToggle />
          {signedIn && (
            <>
              <TopNav />
              <button
                id={`${mobileMenuId}-button`}
                type="button"
                className="menu-button"
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? mobileMenuId : undefined}
                aria-label={menuOpen ? strings.nav.closeMenu : strings.nav.openMenu}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <span className="menu-button__bars" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </header>
      <OfflineNotice />
      {signedIn && menuOpen && <MobileMenu id={mobileMenuId} onClose={closeMenu} />}
      <div className="columns">
        <div className="columns__side" aria-hidden={figures ? undefined : true}>
          {/* Asked again on each page: playing or judging changes them. */}
          {figures && <SideFigures key={pathname} />}
        </div>
        <main id="main" className="columns__main" tabIndex={-1}>
          <Outlet />
        </main>
        <div className="columns__side" aria-hidden="true" />
      </div>
      <Footer />
    </div>
  );
}
