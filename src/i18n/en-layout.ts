/** The English words of the page frame, which pages show; the notifications' Close in the form and the admin too. */
export const layout = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  close: 'Close',
  newTab: 'opens in a new tab',
  rights: 'All rights reserved.',
};
