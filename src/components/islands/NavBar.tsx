import { useEffect, useId, useRef, useState } from 'react';
import { plainButtonClasses } from '~/components/ui/plain-button-classes';
import { StrokeIcon } from '~/components/ui/StrokeIcon';
import { CLOSE_ICON_PATH, MENU_ICON_PATH } from '~/lib/icon-paths';

type NavLink = Record<'label' | 'href', string>;

interface Props {
  name: string;
  links: NavLink[];
  action: NavLink;
  /** The same page in the other language; `lang` is its language tag. */
  languageSwitch: NavLink & { lang: string };
  labels: { nav: string; openMenu: string; closeMenu: string };
}

/** The landing page's navigation bar; the island only runs the small-screen menu (docs/frontend.md). */
export default function NavBar({ name, links, action, languageSwitch, labels }: Props) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    // The menu only exists on small screens; widening the window must not leave it open.
    const wide = window.matchMedia('(min-width: 768px)');
    const closeWhenWide = () => wide.matches && setIsMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const linkItems = (className: string, onClick?: () => void) =>
    links.map((link) => (
      <li key={link.href}>
        <a href={link.href} onClick={onClick} className={className}>
          {link.label}
        </a>
      </li>
    ));

  return (
    <nav
      aria-label={labels.nav}
      data-nav
      data-menu-open={isMenuOpen || undefined}
      className="mx-auto max-w-6xl rounded-2xl border border-transparent px-4 transition-[background-color,box-shadow,border-color] duration-300 nav-card:border-line nav-card:bg-surface/90 nav-card:shadow-lg nav-card:backdrop-blur-md sm:px-6"
    >
      <div className="flex h-16 items-center justify-between gap-4">
        <a
          href="#main"
          className="flex shrink-0 items-center gap-2 rounded-md font-display whitespace-nowrap text-xl font-bold tracking-tight"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          {name}
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {linkItems('rounded-lg px-3 py-2 font-medium text-muted hover:bg-brand-soft hover:text-ink')}
        </ul>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <a
            href={languageSwitch.href}
            hrefLang={languageSwitch.lang}
            lang={languageSwitch.lang}
            data-language-switch
            className="rounded-lg px-3 py-2 font-medium text-muted underline underline-offset-4 hover:bg-brand-soft hover:text-ink"
          >
            {languageSwitch.label}
          </a>
          <div className="hidden md:block">
            <a href={action.href} className={plainButtonClasses('primary')}>
              {action.label}
            </a>
          </div>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <span className="sr-only">{isMenuOpen ? labels.closeMenu : labels.openMenu}</span>
          <StrokeIcon path={isMenuOpen ? CLOSE_ICON_PATH : MENU_ICON_PATH} className="size-6" />
        </button>
      </div>
      {/* Without JavaScript the toggle cannot open the menu: the links stay reachable in a row. */}
      <noscript>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 pb-3 md:hidden">
          {linkItems('font-medium text-muted underline-offset-4 hover:underline')}
        </ul>
      </noscript>
      {/* The closed menu's links are not in the page's HTML: the bar and the footer have them. */}
      <div id={menuId} hidden={!isMenuOpen} className="border-t border-line pt-2 pb-4 md:hidden">
        {isMenuOpen && (
          <>
            <ul className="flex flex-col gap-1">
              {linkItems('block rounded-lg px-3 py-3 font-medium hover:bg-brand-soft', closeMenu)}
            </ul>
            <div className="mt-3 grid">
              <a href={action.href} onClick={closeMenu} className={plainButtonClasses('primary')}>
                {action.label}
              </a>
            </div>
          </>
        )}
      </div>
    </nav>
  );
}
