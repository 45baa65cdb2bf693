/** The admin's French words of its Settings panel and of the owner's notifications, typed against en-admin-settings.ts. */
import type { SettingsWords } from './en-admin-settings';

export const settingsWords: SettingsWords = {
  passkeys: {
    title: 'Clés d’accès',
    loading: 'Chargement…',
    none: 'Aucune pour l’instant',
    registered: { one: '{n} enregistrée', other: '{n} enregistrées' },
    intro:
      'Connectez-vous avec l’empreinte digitale, le visage ou le verrouillage d’écran de cet appareil plutôt qu’avec le mot de passe.',
    passwordOff:
      'La connexion par mot de passe est désactivée tant qu’une clé d’accès existe. Retirer la dernière clé la réactive.',
    list: 'Clés d’accès enregistrées',
    added: 'Ajoutée le {date}',
    lastUsed: 'Utilisée le {date}',
    removeTitle: 'Retirer la clé d’accès ?',
    removeQuestion: 'La clé d’accès « {name} » n’ouvrira plus l’administration.',
    remove: 'Retirer',
    removeNamed: 'Retirer la clé d’accès {name}',
    removed: 'Clé d’accès « {name} » retirée.',
    nameLabel: 'Nom de la nouvelle clé d’accès',
    namePlaceholder: 'p. ex. Portable du bureau',
    add: 'Ajouter une clé d’accès',
    unsupported: 'Ce navigateur ne peut pas créer de clé d’accès.',
    device: {
      NotAllowedError: 'La demande de clé d’accès a été annulée ou a expiré.',
      AbortError: 'La demande de clé d’accès a été annulée ou a expiré.',
      InvalidStateError: 'Cet appareil a déjà une clé d’accès pour cette administration.',
      ConstraintError:
        'Cet appareil ne peut pas garder une clé d’accès qui demande une empreinte, le visage ou le verrouillage d’écran.',
      NotSupportedError: 'Cet appareil ne peut pas créer une clé d’accès acceptée par cette administration.',
      SecurityError:
        'Les clés d’accès ne fonctionnent qu’à l’adresse du site (un nom de domaine comme localhost, pas une adresse IP).',
    },
  },
  notice: {
    newInquiry: 'Nouvelle demande nº {id} de {name} <{email}>{business} : {projectType}',
    business: ' ({business})',
    test: 'Notification de test de l’administration de {site} : les nouvelles demandes arriveront ici de cette façon.',
    testName: 'Notification de test',
    testMessage:
      'Une notification de test envoyée depuis l’administration pour vérifier ce canal. Aucune demande n’a été enregistrée.',
    digestSubject: { one: '{n} demande attend une réponse', other: '{n} demandes attendent une réponse' },
    pastPromise: ', dont {n} depuis plus de 24 h',
    overdue: 'En attente depuis plus de 24 h ({n}) :',
    recent: 'Reçues depuis 24 h ({n}) :',
    digestLine: 'Nº {id} {name} <{email}>{business} : {projectType}, en attente depuis {hours} h{source}',
    more: '…et {n} autres dans la boîte de réception.',
    ranOut:
      'La tâche quotidienne a manqué de temps avant les demandes les plus anciennes ; la boîte de réception les contient toutes.',
    inbox: 'La boîte de réception : {url}',
    digestTitle: '{site} : {subject}.',
  },
  settings: {
    title: 'Réglages du site',
    loading: 'Chargement…',
    unreadable: 'Lecture impossible',
    loadFailed: 'Les réglages n’ont pas pu être lus : {reason}',
    intro:
      'Ce qui est en vigueur sur ce site. Les valeurs ne sont jamais affichées ; modifiez-les dans les variables d’environnement du site.',
    setIn: 'Défini dans',
    notSet: 'Non défini',
    adminPassword: 'Mot de passe de l’administration',
    developmentPassword: 'Mot de passe de développement : ce serveur local seulement',
    passwordSignIn: 'Connexion par mot de passe',
    on: 'Activée',
    offWithPasskey: 'Désactivée tant qu’une clé d’accès existe',
    spamKey: 'Clé anti-pourriel',
    spamKeyGenerated: 'Générée par le site et conservée dans son stockage',
    webhook: 'Webhook des nouvelles demandes',
    email: 'Courriel des nouvelles demandes',
    emailIncomplete: 'Incomplet : il manque {missing}, donc aucun courriel n’est envoyé',
    noChannel: 'Aucune notification des nouvelles demandes',
    channelsOn: 'Notifications par {channels}',
    channelNames: { webhook: 'webhook', 'e-mail': 'courriel' },
    and: ' et ',
    ownerLanguage: 'Langue des notifications et du résumé quotidien',
    sendTest: 'Envoyer une notification de test',
    sending: 'Envoi en cours…',
    needsChannel: 'Définissez d’abord un webhook ou un courriel : les nouvelles demandes y seront envoyées.',
    testSent: 'Notification de test envoyée par {channels}.',
    testFailed: 'La notification de test a échoué ({failures}).',
  },
  backup: {
    title: 'Sauvegarde',
    intro:
      'Un fichier JSON avec chaque demande, ses états, sa source et son suivi de notification, et les réglages en vigueur. Les sessions, les clés d’accès et les clés n’y figurent jamais.',
    download: 'Télécharger une sauvegarde',
    downloading: 'Lecture de la boîte de réception… {n} demandes jusqu’ici',
    downloaded: { one: 'Sauvegarde téléchargée : {n} demande.', other: 'Sauvegarde téléchargée : {n} demandes.' },
    downloadFailed: 'La sauvegarde s’est arrêtée : {reason} Réessayez pour reprendre là où elle s’est arrêtée.',
    tryAgain: 'Réessayer',
    restoreIntro:
      'La restauration ajoute les demandes d’une sauvegarde que la boîte de réception n’a pas. Une demande déjà présente n’est jamais modifiée.',
    choose: 'Restaurer une sauvegarde…',
    file: { one: 'Sauvegarde du {date} : {n} demande', other: 'Sauvegarde du {date} : {n} demandes' },
    restore: { one: 'Restaurer {n} demande', other: 'Restaurer {n} demandes' },
    restoreTitle: 'Restaurer cette sauvegarde ?',
    restoreQuestion:
      'Ajouter les demandes de la sauvegarde du {date} que la boîte de réception n’a pas ? Les demandes déjà présentes restent telles quelles.',
    checking: 'Vérification de la sauvegarde… {done} demandes sur {total}',
    restoring: 'Restauration… {done} demandes sur {total}',
    restored: 'Restauration terminée : {added} ajoutées, {skipped} ignorées (déjà dans la boîte de réception).',
    differing: {
      one: '{n} des numéros ignorés porte ici une autre demande, ou une demande supprimée : la boîte de réception garde la sienne, et le fichier conserve celle de la sauvegarde.',
      other:
        '{n} des numéros ignorés portent ici d’autres demandes, ou des demandes supprimées : la boîte de réception garde les siennes, et le fichier conserve celles de la sauvegarde.',
    },
    stopped:
      'La restauration s’est arrêtée après {done} demandes sur {total} : {reason} Reprendre continue à partir de là ; rien n’est ajouté deux fois.',
    resume: 'Reprendre',
    problems: {
      damaged:
        'Ce fichier est endommagé : ce n’est pas la sauvegarde complète écrite par l’administration. Rien n’a été restauré.',
      foreign: 'Ce fichier n’est pas une sauvegarde de cette boîte de réception. Rien n’a été restauré.',
      newer: 'Cette sauvegarde vient d’une version plus récente du site. Rien n’a été restauré.',
      unreadable: 'Ce fichier n’a pas pu être lu. Rien n’a été restauré.',
    },
    invalid: 'La demande nº {id} de la sauvegarde ne peut pas être enregistrée ici. Rien n’a été restauré.',
    noInquiries: 'Cette sauvegarde ne contient aucune demande.',
  },
};
