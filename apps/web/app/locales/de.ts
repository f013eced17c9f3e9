import type { Messages } from './fr.ts';

export const de: Messages = {
  defaultPageTitle: 'Online-Buchung',
  skipToContent: 'Zum Inhalt springen',
  home: 'Startseite',
  ourShops: 'Unsere Standorte',
  ourShop: 'Unser Standort',
  book: 'Buchen',
  bookingUnavailable: 'Online-Buchung nicht verfügbar',
  shopsLoadFailed:
    'Unsere Standorte können gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  noShops: 'Noch kein Standort ist für die Online-Buchung geöffnet.',
  retry: 'Erneut versuchen',
  backHome: 'Zurück zur Startseite',
  notFoundTitle: 'Diese Seite scheint nicht zu existieren.',
  notFoundText: 'Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
  companyErrorTitle: 'business not registered',
  companyErrorText: 'Unter dieser Adresse ist kein Unternehmen registriert.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Etwas Unerwartetes ist passiert. Bitte versuchen Sie es gleich noch einmal.',
  maintenanceTitle: 'Wir sind bald zurück!',
  maintenanceText:
    'Unsere Website wird gerade gewartet. Wir entschuldigen uns für die Unannehmlichkeiten und danken Ihnen für Ihre Geduld.',
  siteDisabledTitle: 'Website vorübergehend nicht verfügbar',
  debugBar: 'Debug-Modus: Die Website ist für Besucher deaktiviert.',
};
