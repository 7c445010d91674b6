import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { endSession } from '@/lib/session';
import { strings } from '@/lib/strings';
import { navItems } from './nav-items';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
}

/**
 * The slide-in side menu of narrow screens, rendered only while open. Same entries as the top
 * bar; choosing one closes it, and so do Escape and a click outside.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <nav
        id={id}
        ref={panel}
        className="mobile-menu__panel"
        aria-label={strings.nav.mobileMenuLabel}
      >
        <ul className="mobile-menu__list">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink className="mobile-menu__link" to={item.to} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="mobile-menu__link"
              onClick={() => {
                onClose();
                endSession();
              }}
            >
              {strings.nav.exit}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
