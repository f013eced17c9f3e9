/**
 * The privacy pages' texts (issue 23): the account's "Mes données" (export, marketing consents,
 * account deletion) and the unsubscribe link's page. The reference catalogue: every other language
 * has exactly these keys (privacy-catalogue.test.ts). Sent by those two pages only
 * (`pageTexts.privacy`), not by a layout.
 */
export const fr = {
  privacyTitle: 'Mes données',
  privacyIntro:
    'Téléchargez ce que {company} garde sur vous, choisissez les offres que vous recevez ou supprimez votre compte.',
  // Export
  exportTitle: 'Télécharger mes données',
  exportText:
    'Un fichier JSON rassemble tout ce que {company} garde sur vous : profil, rendez-vous, commandes, bons cadeaux, fidélité, avoirs, consentements, messages envoyés et avis.',
  exportButton: 'Télécharger mes données',
  exportPending: 'Préparation du fichier…',
  exportDone: 'Le téléchargement a commencé. Le lien reste valable jusqu’au {date}.',
  exportAgain: 'Télécharger à nouveau',
  exportFailed: 'Le fichier n’a pas pu être préparé. Réessayez dans un instant.',
  // Marketing consents
  marketingTitle: 'Offres et actualités',
  marketingText:
    'Recevez les offres, nouveautés et événements de {company}. Désactivé tant que vous ne l’activez pas ; vous pouvez changer d’avis à tout moment.',
  marketingEmail: 'Offres par e-mail',
  marketingSms: 'Offres par SMS',
  marketingSince: 'Choix enregistré le {date}.',
  marketingNever: 'Aucun choix enregistré : vous ne recevez pas d’offres.',
  marketingSaved: 'Votre choix est enregistré.',
  marketingFailed: 'Votre choix n’a pas pu être enregistré. Réessayez dans un instant.',
  bookingMessagesNote:
    'Les messages liés à vos rendez-vous et commandes (confirmations, rappels) ne dépendent pas de ce choix.',
  bookingMessagesLink: 'Gérer les rappels par SMS',
  // Deletion: what happens
  deleteTitle: 'Supprimer mon compte',
  deleteIntro: 'La suppression est définitive. Voici ce qui se passera :',
  deleteVouchers:
    'Vos bons cadeaux encore valables seront perdus : utilisez-les ou offrez-les avant de supprimer votre compte.',
  voucherBought: 'Bon {code} (acheté) : {balance} restant',
  voucherReceived: 'Bon {code} (reçu) : {balance} restant',
  voucherUntil: 'valable jusqu’au {date}',
  deleteBookings:
    '{count, plural, one {Votre rendez-vous à venir sera annulé} other {Vos # rendez-vous à venir seront annulés}} selon les conditions d’annulation de l’établissement :',
  bookingFee: 'frais d’annulation : {fee}',
  bookingFree: 'sans frais',
  deleteNoBookings: 'Vous n’avez aucun rendez-vous à venir.',
  deletePoints: 'Vos {points} points de fidélité seront perdus.',
  deleteCredits: 'Votre avoir de {amount} sera perdu.',
  deleteNoLoyalty: 'Votre carte de fidélité et vos avoirs éventuels seront supprimés.',
  deleteInvoices:
    'Vos factures et paiements sont conservés pour la comptabilité, comme la loi l’exige, sans vos coordonnées.',
  deleteRegisterAgain:
    'Vous pourrez vous réinscrire plus tard avec la même adresse e-mail, comme nouveau client.',
  deleteStart: 'Supprimer mon compte…',
  // Deletion: the dialog
  deleteDialogTitle: 'Supprimer définitivement mon compte',
  deleteClose: 'Fermer',
  deleteDialogText:
    'Pour confirmer que c’est bien vous, saisissez votre mot de passe ou un code reçu par e-mail.',
  deletePasswordLabel: 'Votre mot de passe',
  deleteUseCode: 'Recevoir plutôt un code par e-mail',
  deleteUsePassword: 'Utiliser mon mot de passe',
  deleteSendCode: 'Envoyer le code par e-mail',
  deleteSendAgain: 'Renvoyer le code',
  deleteCodeSent: 'Un code vous a été envoyé par e-mail.',
  deleteCodeLabel: 'Code reçu par e-mail',
  deleteConfirmCheck: 'Je comprends que mon compte et mes données seront supprimés définitivement.',
  deleteConfirmButton: 'Supprimer mon compte',
  deleteCancel: 'Annuler',
  deletePasswordMissing: 'Saisissez votre mot de passe.',
  deleteCodeMissing: 'Saisissez le code reçu par e-mail.',
  deleteConfirmMissing: 'Cochez la case pour confirmer.',
  deleteWrongPassword: 'Mot de passe incorrect.',
  deleteWrongCode: 'Code incorrect ou expiré.',
  deleteFailed: 'Votre compte n’a pas pu être supprimé. Réessayez dans un instant.',
  deleting: 'Suppression…',
  loadingDialog: 'Chargement…',
  // Unsubscribe link
  unsubTitle: 'Désinscription',
  unsubText:
    'Vous ne recevrez plus les offres et actualités de {company}. Les messages liés à vos rendez-vous continuent.',
  unsubButton: 'Me désinscrire',
  unsubDone: 'C’est fait : vous ne recevrez plus d’offres de {company}.',
  unsubAlready: 'Vous êtes désinscrit des offres de {company}.',
  unsubInvalidTitle: 'Lien introuvable',
  unsubInvalid:
    'Ce lien de désinscription n’existe pas ou n’est plus valable. Vous pouvez gérer vos choix depuis votre compte.',
  unsubManage: 'Gérer mes choix',
  unsubFailed: 'La désinscription n’a pas abouti. Réessayez dans un instant.',
  backHome: 'Retour à l’accueil',
} as const;

export type PrivacyKey = keyof typeof fr;

export type PrivacyMessages = Record<PrivacyKey, string>;
