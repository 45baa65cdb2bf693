/** The French words of the contact form and of the contact API's answers, typed against en-form.ts. */
import { SOURCE_MAX_LENGTH } from '~/lib/inquiry';
import type { FormStrings } from './en-form';

const fields = {
  name: 'Nom',
  email: 'Courriel',
  business: 'Nom de l’entreprise',
  phone: 'Téléphone',
  projectType: 'Type de projet',
  budget: 'Budget',
  timeline: 'Échéancier',
  message: 'Détails du projet',
};

export const form: FormStrings = {
  name: 'Demande de projet',
  fields,
  placeholders: {
    projectType: 'Choisissez un type de projet',
    budget: 'Choisissez un budget',
    timeline: 'Choisissez un échéancier',
    message: 'Parlez-nous de votre projet, de vos objectifs et des sites que vous aimez.',
  },
  projectTypes: {
    'new-website': 'Nouveau site Web',
    redesign: 'Refonte de site Web',
    ecommerce: 'Boutique en ligne',
    maintenance: 'Entretien de site Web',
    other: 'Autre',
  },
  budgets: {
    '1000-2000': '1 000 $ à 2 000 $',
    '2000-3000': '2 000 $ à 3 000 $',
    '3000-5000': '3 000 $ à 5 000 $',
    '5000+': '5 000 $ et plus',
  },
  timelines: {
    asap: 'Le plus tôt possible',
    '1-2-weeks': '1 à 2 semaines',
    '3-4-weeks': '3 à 4 semaines',
    '1-2-months': '1 à 2 mois',
    flexible: 'Flexible',
  },
  honeypot: 'Laissez ce champ vide',
  send: 'Envoyer',
  sending: 'Envoi en cours…',
  privacy: {
    before: 'Nous utilisons ces renseignements uniquement pour répondre à votre demande. Consultez notre',
    link: 'politique de confidentialité',
    after: 'pour savoir combien de temps nous les conservons et comment les consulter, les corriger ou les supprimer.',
  },
  success: {
    title: 'Félicitations ! 🎉',
    description:
      'Merci pour votre demande ! Nous vous répondrons d’ici 48 heures avec des idées emballantes pour votre projet.',
  },
  failure: {
    title: 'Le message n’a pas pu être envoyé',
    fallback: 'Veuillez réessayer plus tard ou nous joindre directement.',
    invalidResponse: 'Le serveur a envoyé une réponse illisible.',
    serverError: 'Erreur du serveur : {status}',
    notSent: 'Le message n’a pas pu être envoyé.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    invalidInput: 'Veuillez corriger les champs indiqués.',
    tooLarge: 'Votre message est trop long. Raccourcissez-le, puis réessayez.',
    tooManyRequests: 'Trop de messages en peu de temps. Attendez une minute, puis réessayez.',
    unsolved: 'La vérification anti-pourriel n’a pas pu être résolue à temps.',
    spamCheck: 'Notre vérification automatique anti-pourriel a échoué. Veuillez envoyer votre message de nouveau.',
    otherDetails:
      'Ce formulaire a déjà été envoyé avec d’autres renseignements. Rechargez la page pour envoyer un nouveau message.',
    stillSending: 'Votre message est en cours de réception. Attendez une minute, puis envoyez-le de nouveau.',
    unavailable:
      'Nous n’avons pas pu enregistrer votre message pour le moment. Votre texte est toujours dans le formulaire. Réessayez dans un instant.',
  },
  validation: {
    nameRequired: 'Le nom est obligatoire',
    emailRequired: 'Le courriel est obligatoire',
    emailInvalid: 'Entrez une adresse courriel valide',
    projectTypeRequired: 'Le type de projet est obligatoire',
    messageTooShort: 'Le message doit contenir au moins {min} caractères',
    messageTooLong: 'Message : {max} caractères au maximum',
    tooLong: '{field} : {max} caractères au maximum',
    notText: '{field} : du texte est attendu',
    notAnOption: '{field} : choisissez une des options proposées',
    statusInvalid: 'Le statut doit être « pending » ou « completed »',
    languageInvalid: 'La langue doit être « en » ou « fr »',
    sourceInvalid: `La source doit être un objet de courts textes (${SOURCE_MAX_LENGTH}\u00a0caractères au plus)\u00a0: un hôte pour referrer, un chemin pour landingPath`,
    fields,
  },
};
