import type { layout as en } from './en-layout';

export const layout: typeof en = {
  skipLink: 'Passer au contenu principal',
  mainNav: 'Navigation principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  close: 'Fermer',
  newTab: 's’ouvre dans un nouvel onglet',
  rights: 'Tous droits réservés.',
};
