import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link, useLocation } from 'react-router';
import { LogoMark } from './Logo.tsx';
import { LOGOUT_INTENT } from '../routes/auth/logout-intent.ts';
import type { Header_viewer$key } from '../relay/__generated__/Header_viewer.graphql.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';

export interface HeaderProps {
  /** The signed-in user; null for visitors. */
  viewer: Header_viewer$key | null;
  /** While the session is being read: neither the user's links nor the visitor's. */
  pending?: boolean;
}

/**
 * Shared header (SPEC §2): logo, hamburger navigation, and the user's links or the visitor's. The ☰ menu is
 * the WAI-ARIA disclosure navigation pattern (a button that shows a list of links, not an application
 * menu): Enter or Space opens it, Tab walks its links, Escape closes it and returns to ☰, and leaving it
 * by Tab or by a click outside closes it.
 */
export function Header({ viewer, pending = false }: HeaderProps) {
  const user = useFragment(
    graphql`
      fragment Header_viewer on User {
        name
      }
    `,
    viewer,
  );
  const userName = user?.name ?? null;
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const location = useLocation();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it and, from inside the menu, puts focus back on ☰ rather than on a hidden link.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (headerRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    };
    // Tabbing out of the header leaves the menu as a click outside does.
    const onFocusIn = (event: FocusEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <header className="header" ref={headerRef}>
      <div className="header-bar">
        <Link to="/" className="logo">
          <LogoMark />
          <span>{SHELL_LABELS.brand}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? SHELL_LABELS.closeMenu : SHELL_LABELS.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav id={navId} className="nav" data-open={open} aria-label={SHELL_LABELS.mainNav}>
          <ul className="nav-list">
            <li>
              <Link to="/blog">{SHELL_LABELS.blog}</Link>
            </li>
            <li>
              <Link to="/sports/scheduled/today">{SHELL_LABELS.schedule}</Link>
            </li>
            {pending ? null : userName ? (
              <>
                <li>
                  <Link to="/bets">{SHELL_LABELS.bets}</Link>
                </li>
                <li>
                  <Link to="/user" className="nav-user">
                    {userName}
                  </Link>
                </li>
                <li>
                  <Link to="/logout" state={LOGOUT_INTENT}>
                    {SHELL_LABELS.logout}
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/signup">{SHELL_LABELS.signup}</Link>
                </li>
                <li>
                  <Link to="/login">{SHELL_LABELS.login}</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
