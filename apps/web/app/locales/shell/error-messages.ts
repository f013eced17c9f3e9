import type { Lang } from '@eclat/contracts/langs';

/**
 * The texts an error page needs when no company could be loaded (unknown host, API down): they
 * are bundled for the five languages, unlike the rest of the catalogue, which the server sends
 * in the page's language only. Spec §8 gives the company_error and generic titles in English
 * only; they stay verbatim in every language.
 */
const fr = {
  defaultPageTitle: 'Réservation en ligne',
  skipToContent: 'Aller au contenu',
  backHome: 'Retour à l’accueil',
  notFoundTitle: "Il semblerait que cette page n'existe pas.",
  notFoundText: 'Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
  companyErrorTitle: 'business not registered',
  companyErrorText: 'Aucun établissement n’est enregistré à cette adresse.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  maintenanceTitle: 'Nous revenons bientôt !',
  maintenanceText:
    'Notre site est en cours de maintenance. Nous nous excusons pour la gêne occasionnée et vous remercions de votre patience.',
  errorPageFailedTitle: 'Une erreur est survenue pendant l’affichage de l’erreur',
  errorPageFailedText: 'La page d’erreur n’a pas pu s’afficher. Voici ce que nous savons :',
  errorDetails: 'Détails',
};

/**
 * The browser tab of a 404 page: spec §2/§8 name it '404 Not Found' and 'This page could not be
 * found', in English whatever the language (the page's own heading is translated).
 */
export const NOT_FOUND_DOCUMENT_TITLE = '404 Not Found · This page could not be found';

export type ErrorMessageKey = keyof typeof fr;
/** Every language has exactly the French keys; TypeScript rejects a missing or extra one. */
export type ErrorMessages = Record<ErrorMessageKey, string>;

export const errorMessages: Record<Lang, ErrorMessages> = {
  fr,
  en: {
    defaultPageTitle: 'Online booking',
    skipToContent: 'Skip to content',
    backHome: 'Back to home',
    notFoundTitle: 'It seems this page does not exist.',
    notFoundText: 'It may have moved, or the address may contain a typo.',
    companyErrorTitle: 'business not registered',
    companyErrorText: 'No business is registered at this address.',
    genericErrorTitle: 'An error occurred',
    genericErrorText: 'Something unexpected happened. Please try again in a moment.',
    maintenanceTitle: 'We’ll be back soon!',
    maintenanceText:
      'Our site is undergoing maintenance. We apologise for the inconvenience and thank you for your patience.',
    errorPageFailedTitle: 'An error occurred while showing the error',
    errorPageFailedText: 'The error page could not be displayed. Here is what we know:',
    errorDetails: 'Details',
  },
  de: {
    defaultPageTitle: 'Online-Buchung',
    skipToContent: 'Zum Inhalt springen',
    backHome: 'Zurück zur Startseite',
    notFoundTitle: 'Diese Seite scheint nicht zu existieren.',
    notFoundText: 'Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
    companyErrorTitle: 'business not registered',
    companyErrorText: 'Unter dieser Adresse ist kein Unternehmen registriert.',
    genericErrorTitle: 'An error occurred',
    genericErrorText: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    maintenanceTitle: 'Wir sind bald zurück!',
    maintenanceText:
      'Unsere Website wird gerade gewartet. Wir entschuldigen uns für die Unannehmlichkeiten und danken Ihnen für Ihre Geduld.',
    errorPageFailedTitle: 'Beim Anzeigen des Fehlers ist ein Fehler aufgetreten',
    errorPageFailedText: 'Die Fehlerseite konnte nicht angezeigt werden. Das wissen wir:',
    errorDetails: 'Details',
  },
  es: {
    defaultPageTitle: 'Reserva en línea',
    skipToContent: 'Ir al contenido',
    backHome: 'Volver al inicio',
    notFoundTitle: 'Parece que esta página no existe.',
    notFoundText: 'Puede que se haya movido o que la dirección contenga un error.',
    companyErrorTitle: 'business not registered',
    companyErrorText: 'No hay ningún negocio registrado en esta dirección.',
    genericErrorTitle: 'An error occurred',
    genericErrorText: 'Se ha producido un error inesperado. Vuelve a intentarlo en un momento.',
    maintenanceTitle: '¡Volvemos pronto!',
    maintenanceText:
      'Nuestro sitio está en mantenimiento. Disculpa las molestias y gracias por tu paciencia.',
    errorPageFailedTitle: 'Se ha producido un error al mostrar el error',
    errorPageFailedText: 'No se ha podido mostrar la página de error. Esto es lo que sabemos:',
    errorDetails: 'Detalles',
  },
  it: {
    defaultPageTitle: 'Prenotazione online',
    skipToContent: 'Vai al contenuto',
    backHome: 'Torna alla home',
    notFoundTitle: 'Sembra che questa pagina non esista.',
    notFoundText: 'Potrebbe essere stata spostata, oppure l’indirizzo contiene un errore di battitura.',
    companyErrorTitle: 'business not registered',
    companyErrorText: 'Nessuna attività è registrata a questo indirizzo.',
    genericErrorTitle: 'An error occurred',
    genericErrorText: 'Si è verificato un errore imprevisto. Riprova tra un momento.',
    maintenanceTitle: 'Torniamo presto!',
    maintenanceText:
      'Il nostro sito è in manutenzione. Ci scusiamo per il disagio e ti ringraziamo per la pazienza.',
    errorPageFailedTitle: 'Si è verificato un errore durante la visualizzazione dell’errore',
    errorPageFailedText: 'Non è stato possibile mostrare la pagina di errore. Ecco cosa sappiamo:',
    errorDetails: 'Dettagli',
  },
};
