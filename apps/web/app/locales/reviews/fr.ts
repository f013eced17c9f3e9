/**
 * The verified reviews' texts (issue 22): shown on shop and service pages, the invitation link's
 * page and the account's "Mes avis". The reference catalogue: every other language has exactly
 * these keys (reviews-catalogue.test.ts). Sent by the pages that show reviews (their loader's
 * `pageTexts.reviews`), not by a layout: other pages carry none of them.
 */
export const fr = {
  reviewsTitle: 'Avis clients',
  averageLabel: 'Note moyenne : {average} sur 5',
  starsLabel: '{rating} sur 5',
  reviewCount: '{count, plural, one {# avis} other {# avis}}',
  distributionLabel: 'Répartition des notes',
  distributionRow: '{stars} étoiles : {count} avis',
  verified: 'Avis vérifié',
  verifiedExplained:
    'Chaque avis vient d’un rendez-vous qui a vraiment eu lieu : seuls les clients venus au rendez-vous peuvent en laisser un.',
  visitedOn: 'Rendez-vous du {date}',
  editedOn: 'modifié le {date}',
  collaboratorRating: '{name} : {rating} sur 5',
  serviceLabel: 'Prestation : {name}',
  reply: 'Réponse de {name}',
  loadMore: 'Voir plus d’avis',
  loadMoreFailed: 'Les avis suivants n’ont pas pu être chargés. Réessayez.',
  noReviews: 'Pas encore d’avis.',
  // The invitation page and the form
  inviteTitle: 'Votre avis',
  inviteIntro: 'Comment s’est passé votre rendez-vous ?',
  visitTitle: 'Votre visite',
  visitShop: 'Lieu',
  visitService: 'Prestation',
  visitCollaborator: 'Avec',
  visitDate: 'Date',
  overallRating: 'Votre note',
  collaboratorRatingField: 'Votre note pour {name} (facultatif)',
  starOption: '{count, plural, one {# étoile} other {# étoiles}}',
  clearCollaboratorRating: 'Sans note pour {name}',
  comment: 'Votre commentaire (facultatif)',
  commentHint: 'Dans la langue de votre choix. {max} caractères au plus.',
  send: 'Publier mon avis',
  sending: 'Envoi…',
  chooseRating: 'Choisissez une note de 1 à 5 étoiles.',
  thanksTitle: 'Merci pour votre avis !',
  thanksText: 'Il est publié sur la page de {shop}.',
  yourReview: 'Votre avis',
  edit: 'Modifier',
  saveChanges: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  deleteConfirm: 'Supprimer cet avis ? Il disparaîtra de la page du lieu.',
  deleteYes: 'Oui, supprimer',
  deleted: 'Votre avis a été supprimé.',
  saved: 'Votre avis a été modifié.',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur ce rendez-vous.',
  errorSave: 'Votre avis n’a pas pu être enregistré. Réessayez dans un instant.',
  invalidTitle: 'Ce lien n’est plus valable',
  invalidText:
    'Le lien a expiré ou n’est pas complet. Si vous avez un compte, retrouvez vos rendez-vous à noter dans « Mes avis ».',
  toMyReviews: 'Mes avis',
  backHome: 'Retour à l’accueil',
  // Account
  myReviewsTitle: 'Mes avis',
  toReviewTitle: 'Rendez-vous à noter',
  toReviewEmpty: 'Aucun rendez-vous à noter pour le moment.',
  writeReview: 'Donner mon avis',
  writeReviewFor: 'Donner mon avis sur {name}',
  myReviewsList: 'Mes avis publiés',
  myReviewsEmpty: 'Vous n’avez pas encore laissé d’avis.',
  hiddenTitle: 'Avis masqué',
  hiddenText: 'Cet avis a été masqué par l’établissement le {date}. Motif : {reason}',
  published: 'Publié',
} as const;

export type ReviewKey = keyof typeof fr;

export type ReviewMessages = Record<ReviewKey, string>;
