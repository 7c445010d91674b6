import { NavLink } from 'react-router';
import { endSession } from '@/lib/session';
import { strings } from '@/lib/strings';
import { navItems } from './nav-items';

/** The navigation bar of wide screens (hidden under the mobile breakpoint). */
export function TopNav() {
  return (
    <nav className="top-nav" aria-label={strings.nav.topBarLabel}>
      <ul className="top-nav__list">
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink className="top-nav__link" to={item.to}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="top-nav__link top-nav__exit" onClick={endSession}>
            {strings.nav.exit}
          </button>
        </li>
      </ul>
    </nav>
  );
}
