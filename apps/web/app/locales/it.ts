import type { Messages } from './fr.ts';

export const it: Messages = {
  defaultPageTitle: 'Prenotazione online',
  skipToContent: 'Vai al contenuto',
  home: 'Home',
  ourShops: 'I nostri centri',
  ourShop: 'Il nostro centro',
  book: 'Prenota',
  bookingUnavailable: 'Prenotazione online non disponibile',
  shopsLoadFailed: 'Non possiamo mostrare i nostri centri in questo momento. Riprova tra qualche istante.',
  noShops: 'Nessun centro è ancora aperto alla prenotazione online.',
  retry: 'Riprova',
  backHome: 'Torna alla home',
  notFoundTitle: 'Sembra che questa pagina non esista.',
  notFoundText: 'Potrebbe essere stata spostata, oppure l’indirizzo contiene un errore di battitura.',
  companyErrorTitle: 'business not registered',
  companyErrorText: 'Nessuna attività è registrata a questo indirizzo.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Si è verificato un imprevisto. Riprova tra qualche istante.',
  maintenanceTitle: 'Torniamo presto!',
  maintenanceText:
    'Il nostro sito è in manutenzione. Ci scusiamo per il disagio e ti ringraziamo per la pazienza.',
  siteDisabledTitle: 'Sito temporaneamente non disponibile',
  debugBar: 'Modalità debug: il sito è disattivato per i visitatori.',
};
