import { type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { logOut } from '../features/auth/session';
import { useCurrentUser } from '../features/auth/useCurrentUser';
// With the frame, not with the workout screen: what it keeps on this device is forgotten at any logout.
import '../features/workouts/forgetOnSignOut';
import { wantToastHost } from '../shared/DeferredToastHost';
import { PageLoading } from '../shared/PageLoading';
import { PROFESSIONAL_PROFILE_URL, SOURCE_REPOSITORY_URL } from './links';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './useMediaQuery';
import { useOnNavigationStart } from './useOnNavigationStart';
import { useAccountLanguage } from '../features/auth/useAccountLanguage';
import { useT, type MessageId } from '../shared/i18n/i18n';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';

interface NavItem {
  to: string;
  label: MessageId;
}

const NAV_GROUPS: ReadonlyArray<{ id: string; title: MessageId; items: ReadonlyArray<NavItem> }> = [
  {
    id: 'training',
    title: 'layout.training',
    items: [
      { to: '/routines', label: 'layout.routines' },
      { to: '/exercises', label: 'layout.exercises' },
      { to: '/tags', label: 'layout.tags' },
    ],
  },
  {
    id: 'diet',
    title: 'layout.diet',
    items: [
      { to: '/meals', label: 'layout.dailyMeals' },
      { to: '/recipes', label: 'layout.recipes' },
      { to: '/foods', label: 'layout.foods' },
      { to: '/progress', label: 'layout.progress' },
    ],
  },
];

const MENU_ID = 'sidebar-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'nav-link nav-link--active' : 'nav-link';
}

/**
 * After a navigation, keyboard and screen-reader users continue on the new page when their focus was lost: the
 * link they used sat in the phone menu that has just collapsed, or was removed with the old page. Focus that
 * is still somewhere visible (a desktop sidebar link, a field the page focused itself) is left alone.
 */
function useFocusMainWhenFocusIsLost(mainRef: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[hidden]')) mainRef.current?.focus();
  }, [location.key, mainRef]);
}

/** The signed-in frame: sidebar (collapsible on small screens), the page, the footer. */
export function Layout() {
  const t = useT();
  const location = useLocation();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  const accountLanguage = useAccountLanguage(user);

  // The menu collapses again on every route change, as soon as the navigation starts.
  useOnNavigationStart(useCallback(() => setOpen(false), []));
  const menuOpen = isSmallScreen && open;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainWhenFocusIsLost(mainRef);
  // Signed-in pages toast: the host's code loads with the layout, so the first toast shows at once.
  useEffect(wantToastHost, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape that something else handled (e.g. react-select closing its options) is not for the menu, and
      // neither is any Escape while a modal dialog is open: the dialog owns the keyboard.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const focused = document.activeElement;
      const focusWasInMenu =
        !focused || focused === document.body || focused === toggleRef.current || (menuRef.current?.contains(focused) ?? false);
      setOpen(false);
      // Focus elsewhere on the page (e.g. a field) stays where the user put it.
      if (focusWasInMenu) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className={isSmallScreen ? 'app-shell app-shell--small' : 'app-shell'}>
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <aside className="sidebar" aria-label={t('layout.sidebar')}>
        <div className="sidebar__header">
          <h2 className="sidebar__brand">
            <Link to="/">{t('common.brand')}</Link>
          </h2>
          {isSmallScreen ? (
            <button
              type="button"
              ref={toggleRef}
              className="sidebar__toggle"
              aria-label={t('layout.toggleMenu')}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setOpen((current) => !current)}
            >
              <span className="sidebar__toggle-icon" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div id={MENU_ID} ref={menuRef} className="sidebar__menu" hidden={isSmallScreen && !menuOpen}>
          {user ? (
            <p className="sidebar__user">
              {t('layout.signedInAs')} <strong>{user.name}</strong>
            </p>
          ) : null}
          <nav aria-label={t('layout.mainNav')}>
            <ul className="nav-list">
              <li>
                <NavLink className={navLinkClass} to="/home">
                  {t('layout.home')}
                </NavLink>
              </li>
              {NAV_GROUPS.map((group) => (
                <li key={group.id} className="nav-group">
                  <span id={`nav-group-${group.id}`} className="nav-group__title">
                    {t(group.title)}
                  </span>
                  <ul className="nav-list" aria-labelledby={`nav-group-${group.id}`}>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <NavLink className={navLinkClass} to={item.to}>
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="sidebar__language" onChosen={accountLanguage.save} />
          <NavLink className={navLinkClass} to="/account/data">
            {t('layout.yourData')}
          </NavLink>
          <NavLink className={navLinkClass} to="/account/settings">
            {t('layout.accountSettings')}
          </NavLink>
          <button type="button" className="sidebar__logout" onClick={() => logOut()}>
            {t('layout.logout')}
          </button>
        </div>
      </aside>
      <div className="app-main">
        <main id="main-content" className="content" tabIndex={-1} ref={mainRef}>
          {/*
            A boundary per path: a page that suspends (code or data it waits for inside React) shows the fallback
            at once instead of holding the old page and location back, so a navigation starts for the layout
            (menu, focus) as it starts for the router.
          */}
          <Suspense key={location.pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="footer">
          <span>{t('layout.copyright', { year: String(new Date().getFullYear()) })}</span>
          <a href={SOURCE_REPOSITORY_URL} target="_blank" rel="noopener noreferrer">
            {t('layout.sourceCode')}
          </a>
          <a href={PROFESSIONAL_PROFILE_URL} target="_blank" rel="noopener noreferrer">
            {t('layout.author')}
          </a>
        </footer>
      </div>
    </div>
  );
}
