/** The interface words in Quebec French, typed against en.ts. */
import type { UiStrings } from './en';
import { form } from './fr-form';
import { layout } from './fr-layout';

export const fr: UiStrings = {
  languageName: 'Français',
  meta: {
    tagline: 'Des sites Web qui vendent de l’immobilier',
    description:
      'Studio montréalais de conception Web : des sites rapides, pensés pour le mobile, pour les pros de l’immobilier et les entreprises d’ici.',
    city: 'Montréal (Québec) Canada',
  },
  links: {
    Services: 'Services',
    Portfolio: 'Réalisations',
    About: 'À propos',
    Contact: 'Nous joindre',
    'Get Started': 'Démarrer un projet',
    Admin: 'Administration',
    Terms: 'Conditions',
    Privacy: 'Confidentialité',
  },
  layout,
  hero: { highlights: 'Points forts' },
  marketing: { howItWorks: 'Comment ça fonctionne', step: 'Étape {n} :' },
  portfolio: {
    live: 'EN LIGNE',
    colourScheme: 'Palette de couleurs :',
    features: 'Fonctionnalités',
    tags: 'Mots-clés',
    viewLive: 'Voir le site en ligne',
  },
  legal: { lastUpdated: 'Dernière mise à jour :' },
  notFound: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas.',
    hint: 'L’adresse est peut-être mal écrite, ou la page a été déplacée.',
    back: 'Retour à l’accueil',
  },
  form,
};
