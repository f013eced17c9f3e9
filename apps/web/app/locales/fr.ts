/**
 * The reference catalogue: its keys are the message keys, every other language must provide the
 * same ones (see Messages). Spec texts are kept verbatim where the spec gives them (§2, §8).
 */
export const fr = {
  defaultPageTitle: 'Réservation en ligne',
  skipToContent: 'Aller au contenu',
  home: 'Accueil',
  ourShops: 'Nos boutiques',
  ourShop: 'Notre boutique',
  book: 'Réserver',
  bookingUnavailable: 'Réservation en ligne non disponible',
  shopsLoadFailed: 'Nos boutiques ne peuvent pas être affichées pour le moment. Réessayez dans un instant.',
  noShops: 'Aucune boutique n’est encore ouverte à la réservation en ligne.',
  retry: 'Réessayer',
  backHome: 'Retour à l’accueil',
  notFoundTitle: "Il semblerait que cette page n'existe pas.",
  notFoundText: 'Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
  // Spec §8 gives these two titles in English only; they stay verbatim in every language.
  companyErrorTitle: 'business not registered',
  companyErrorText: 'Aucun établissement n’est enregistré à cette adresse.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  maintenanceTitle: 'Nous revenons bientôt !',
  maintenanceText:
    'Notre site est en cours de maintenance. Nous nous excusons pour la gêne occasionnée et vous remercions de votre patience.',
  siteDisabledTitle: 'Site momentanément indisponible',
  debugBar: 'Mode debug : le site est désactivé pour les visiteurs.',
} as const;

export type MessageKey = keyof typeof fr;
/** Every catalogue has exactly the reference keys; TypeScript rejects a missing or extra key. */
export type Messages = Record<MessageKey, string>;
