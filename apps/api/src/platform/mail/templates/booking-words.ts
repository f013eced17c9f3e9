// The words of the booking messages (issue 20) in the five languages.
import type { Lang } from '@eclat/contracts';

export type BookingWords = {
  subject: Record<
    'confirmed' | 'modified' | 'cancelled' | 'reminder',
    (company: string, day: string) => string
  >;
  hello: (name: string | null) => string;
  intro: {
    confirmed: (company: string) => string;
    modified: (company: string) => string;
    reminder: (day: string, time: string) => string;
    cancelled: Record<'customer' | 'staff' | 'system', string>;
  };
  previous: (when: string) => string;
  when: string;
  where: string;
  with: string;
  service: string;
  price: string;
  total: string;
  dueAtShop: string;
  reference: string;
  conditions: string;
  freeUntil: (deadline: string) => string;
  freeNotice: (hours: number) => string;
  lateRefused: (hours: number) => string;
  lateFee: (hours: number, fee: string) => string;
  noShowFee: (fee: string) => string;
  depositKept: string;
  refund: (amount: string) => string;
  fee: (amount: string) => string;
  credit: (amount: string) => string;
  manage: string;
  calendar: string;
  bookAgain: string;
  sms: {
    confirmed: (c: string, day: string, time: string, shop: string) => string;
    modified: (c: string, day: string, time: string, shop: string) => string;
    cancelled: (c: string, day: string, time: string) => string;
    reminder: (c: string, day: string, time: string, shop: string) => string;
    manage: string;
  };
};

export const BOOKING_WORDS: Record<Lang, BookingWords> = {
  fr: {
    subject: {
      confirmed: (c, d) => `${c} – votre rendez-vous du ${d} est confirmé`,
      modified: (c, d) => `${c} – votre rendez-vous est déplacé au ${d}`,
      cancelled: (c, d) => `${c} – votre rendez-vous du ${d} est annulé`,
      reminder: (c, d) => `${c} – rappel de votre rendez-vous du ${d}`,
    },
    hello: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: {
      confirmed: (c) => `Votre rendez-vous chez ${c} est confirmé.`,
      modified: (c) => `Votre rendez-vous chez ${c} a été modifié. Voici le nouvel horaire.`,
      reminder: (d, t) => `Nous vous rappelons votre rendez-vous le ${d} à ${t}.`,
      cancelled: {
        customer: 'Votre rendez-vous a bien été annulé, comme vous l’avez demandé.',
        staff: 'Nous sommes désolés : l’institut a dû annuler votre rendez-vous.',
        system: 'Votre rendez-vous a été annulé automatiquement.',
      },
    },
    previous: (w) => `Ancien horaire : ${w}`,
    when: 'Date',
    where: 'Adresse',
    with: 'avec',
    service: 'Prestation',
    price: 'Prix',
    total: 'Total',
    dueAtShop: 'Reste à régler sur place',
    reference: 'Réservation n°',
    conditions: 'Conditions d’annulation',
    freeUntil: (d) => `Annulation gratuite jusqu’au ${d}.`,
    freeNotice: (h) => `Annulation gratuite jusqu’à ${h} h avant le rendez-vous.`,
    lateRefused: (h) =>
      `Moins de ${h} h avant, l’annulation en ligne n’est plus possible : appelez l’institut.`,
    lateFee: (h, f) => `Moins de ${h} h avant, des frais d’annulation de ${f} s’appliquent.`,
    noShowFee: (f) => `En cas d’absence sans prévenir : ${f}.`,
    depositKept: 'l’acompte est conservé',
    refund: (a) => `Remboursement : ${a}, sur le moyen de paiement utilisé.`,
    fee: (a) => `Frais d’annulation retenus : ${a}.`,
    credit: (a) => `Avoir : ${a}, crédité sur votre compte pour une prochaine visite.`,
    manage: 'Gérer mon rendez-vous',
    calendar: 'Le fichier joint ajoute le rendez-vous à votre agenda.',
    bookAgain: 'Reprendre rendez-vous',
    sms: {
      confirmed: (c, d, t, s) => `${c} : RDV confirmé le ${d} à ${t}, ${s}.`,
      modified: (c, d, t, s) => `${c} : votre RDV est déplacé au ${d} à ${t}, ${s}.`,
      cancelled: (c, d, t) => `${c} : votre RDV du ${d} à ${t} est annulé.`,
      reminder: (c, d, t, s) => `${c} : rappel, RDV le ${d} à ${t}, ${s}.`,
      manage: 'Gérer :',
    },
  },
  en: {
    subject: {
      confirmed: (c, d) => `${c} – your appointment on ${d} is confirmed`,
      modified: (c, d) => `${c} – your appointment moved to ${d}`,
      cancelled: (c, d) => `${c} – your appointment on ${d} is cancelled`,
      reminder: (c, d) => `${c} – reminder of your appointment on ${d}`,
    },
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: {
      confirmed: (c) => `Your appointment at ${c} is confirmed.`,
      modified: (c) => `Your appointment at ${c} was changed. Here is the new time.`,
      reminder: (d, t) => `A reminder of your appointment on ${d} at ${t}.`,
      cancelled: {
        customer: 'Your appointment is cancelled, as you asked.',
        staff: 'We are sorry: the salon had to cancel your appointment.',
        system: 'Your appointment was cancelled automatically.',
      },
    },
    previous: (w) => `Previous time: ${w}`,
    when: 'Date',
    where: 'Address',
    with: 'with',
    service: 'Service',
    price: 'Price',
    total: 'Total',
    dueAtShop: 'Left to pay at the salon',
    reference: 'Booking no.',
    conditions: 'Cancellation conditions',
    freeUntil: (d) => `Free cancellation until ${d}.`,
    freeNotice: (h) => `Free cancellation up to ${h} h before the appointment.`,
    lateRefused: (h) =>
      `Less than ${h} h before, it can no longer be cancelled online: please call the salon.`,
    lateFee: (h, f) => `Less than ${h} h before, a cancellation fee of ${f} applies.`,
    noShowFee: (f) => `If you do not come without notice: ${f}.`,
    depositKept: 'the deposit is kept',
    refund: (a) => `Refund: ${a}, to the payment method used.`,
    fee: (a) => `Cancellation fee kept: ${a}.`,
    credit: (a) => `Credit: ${a}, added to your account for a next visit.`,
    manage: 'Manage my appointment',
    calendar: 'The attached file adds the appointment to your calendar.',
    bookAgain: 'Book again',
    sms: {
      confirmed: (c, d, t, s) => `${c}: appointment confirmed on ${d} at ${t}, ${s}.`,
      modified: (c, d, t, s) => `${c}: your appointment moved to ${d} at ${t}, ${s}.`,
      cancelled: (c, d, t) => `${c}: your appointment on ${d} at ${t} is cancelled.`,
      reminder: (c, d, t, s) => `${c}: reminder, appointment on ${d} at ${t}, ${s}.`,
      manage: 'Manage:',
    },
  },
  de: {
    subject: {
      confirmed: (c, d) => `${c} – Ihr Termin am ${d} ist bestätigt`,
      modified: (c, d) => `${c} – Ihr Termin wurde auf den ${d} verschoben`,
      cancelled: (c, d) => `${c} – Ihr Termin am ${d} ist storniert`,
      reminder: (c, d) => `${c} – Erinnerung an Ihren Termin am ${d}`,
    },
    hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
    intro: {
      confirmed: (c) => `Ihr Termin bei ${c} ist bestätigt.`,
      modified: (c) => `Ihr Termin bei ${c} wurde geändert. Hier ist die neue Uhrzeit.`,
      reminder: (d, t) => `Wir erinnern Sie an Ihren Termin am ${d} um ${t}.`,
      cancelled: {
        customer: 'Ihr Termin wurde wie gewünscht storniert.',
        staff: 'Es tut uns leid: Der Salon musste Ihren Termin absagen.',
        system: 'Ihr Termin wurde automatisch storniert.',
      },
    },
    previous: (w) => `Bisherige Zeit: ${w}`,
    when: 'Datum',
    where: 'Adresse',
    with: 'mit',
    service: 'Leistung',
    price: 'Preis',
    total: 'Gesamt',
    dueAtShop: 'Im Salon zu zahlen',
    reference: 'Buchung Nr.',
    conditions: 'Stornierungsbedingungen',
    freeUntil: (d) => `Kostenlose Stornierung bis ${d}.`,
    freeNotice: (h) => `Kostenlose Stornierung bis ${h} Std. vor dem Termin.`,
    lateRefused: (h) =>
      `Weniger als ${h} Std. vorher ist keine Online-Stornierung mehr möglich: Bitte rufen Sie den Salon an.`,
    lateFee: (h, f) => `Weniger als ${h} Std. vorher wird eine Stornogebühr von ${f} fällig.`,
    noShowFee: (f) => `Bei Nichterscheinen ohne Absage: ${f}.`,
    depositKept: 'die Anzahlung wird einbehalten',
    refund: (a) => `Erstattung: ${a} auf das verwendete Zahlungsmittel.`,
    fee: (a) => `Einbehaltene Stornogebühr: ${a}.`,
    credit: (a) => `Guthaben: ${a}, Ihrem Konto für einen nächsten Besuch gutgeschrieben.`,
    manage: 'Termin verwalten',
    calendar: 'Mit der angehängten Datei tragen Sie den Termin in Ihren Kalender ein.',
    bookAgain: 'Neu buchen',
    sms: {
      confirmed: (c, d, t, s) => `${c}: Termin bestätigt am ${d} um ${t}, ${s}.`,
      modified: (c, d, t, s) => `${c}: Ihr Termin wurde auf ${d} um ${t} verschoben, ${s}.`,
      cancelled: (c, d, t) => `${c}: Ihr Termin am ${d} um ${t} ist storniert.`,
      reminder: (c, d, t, s) => `${c}: Erinnerung, Termin am ${d} um ${t}, ${s}.`,
      manage: 'Verwalten:',
    },
  },
  es: {
    subject: {
      confirmed: (c, d) => `${c} – tu cita del ${d} está confirmada`,
      modified: (c, d) => `${c} – tu cita se ha cambiado al ${d}`,
      cancelled: (c, d) => `${c} – tu cita del ${d} está cancelada`,
      reminder: (c, d) => `${c} – recordatorio de tu cita del ${d}`,
    },
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: {
      confirmed: (c) => `Tu cita en ${c} está confirmada.`,
      modified: (c) => `Tu cita en ${c} se ha modificado. Este es el nuevo horario.`,
      reminder: (d, t) => `Te recordamos tu cita el ${d} a las ${t}.`,
      cancelled: {
        customer: 'Tu cita se ha cancelado, como pediste.',
        staff: 'Lo sentimos: el centro ha tenido que cancelar tu cita.',
        system: 'Tu cita se ha cancelado automáticamente.',
      },
    },
    previous: (w) => `Horario anterior: ${w}`,
    when: 'Fecha',
    where: 'Dirección',
    with: 'con',
    service: 'Servicio',
    price: 'Precio',
    total: 'Total',
    dueAtShop: 'Pendiente de pago en el centro',
    reference: 'Reserva n.º',
    conditions: 'Condiciones de cancelación',
    freeUntil: (d) => `Cancelación gratuita hasta el ${d}.`,
    freeNotice: (h) => `Cancelación gratuita hasta ${h} h antes de la cita.`,
    lateRefused: (h) =>
      `Con menos de ${h} h de antelación ya no se puede cancelar en línea: llama al centro.`,
    lateFee: (h, f) => `Con menos de ${h} h de antelación se aplican unos gastos de cancelación de ${f}.`,
    noShowFee: (f) => `Si no acudes sin avisar: ${f}.`,
    depositKept: 'se retiene el anticipo',
    refund: (a) => `Reembolso: ${a}, en el medio de pago utilizado.`,
    fee: (a) => `Gastos de cancelación retenidos: ${a}.`,
    credit: (a) => `Saldo a favor: ${a}, añadido a tu cuenta para una próxima visita.`,
    manage: 'Gestionar mi cita',
    calendar: 'El archivo adjunto añade la cita a tu calendario.',
    bookAgain: 'Volver a reservar',
    sms: {
      confirmed: (c, d, t, s) => `${c}: cita confirmada el ${d} a las ${t}, ${s}.`,
      modified: (c, d, t, s) => `${c}: tu cita se ha cambiado al ${d} a las ${t}, ${s}.`,
      cancelled: (c, d, t) => `${c}: tu cita del ${d} a las ${t} está cancelada.`,
      reminder: (c, d, t, s) => `${c}: recordatorio, cita el ${d} a las ${t}, ${s}.`,
      manage: 'Gestionar:',
    },
  },
  it: {
    subject: {
      confirmed: (c, d) => `${c} – il tuo appuntamento del ${d} è confermato`,
      modified: (c, d) => `${c} – il tuo appuntamento è spostato al ${d}`,
      cancelled: (c, d) => `${c} – il tuo appuntamento del ${d} è annullato`,
      reminder: (c, d) => `${c} – promemoria del tuo appuntamento del ${d}`,
    },
    hello: (n) => (n ? `Buongiorno ${n},` : 'Buongiorno,'),
    intro: {
      confirmed: (c) => `il tuo appuntamento da ${c} è confermato.`,
      modified: (c) => `il tuo appuntamento da ${c} è stato modificato. Ecco il nuovo orario.`,
      reminder: (d, t) => `ti ricordiamo il tuo appuntamento il ${d} alle ${t}.`,
      cancelled: {
        customer: 'il tuo appuntamento è stato annullato, come richiesto.',
        staff: 'ci dispiace: l’istituto ha dovuto annullare il tuo appuntamento.',
        system: 'il tuo appuntamento è stato annullato automaticamente.',
      },
    },
    previous: (w) => `Orario precedente: ${w}`,
    when: 'Data',
    where: 'Indirizzo',
    with: 'con',
    service: 'Servizio',
    price: 'Prezzo',
    total: 'Totale',
    dueAtShop: 'Da pagare in istituto',
    reference: 'Prenotazione n.',
    conditions: 'Condizioni di annullamento',
    freeUntil: (d) => `Annullamento gratuito fino al ${d}.`,
    freeNotice: (h) => `Annullamento gratuito fino a ${h} ore prima dell’appuntamento.`,
    lateRefused: (h) => `A meno di ${h} ore non è più possibile annullare online: chiama l’istituto.`,
    lateFee: (h, f) => `A meno di ${h} ore si applica una penale di annullamento di ${f}.`,
    noShowFee: (f) => `In caso di mancata presentazione senza preavviso: ${f}.`,
    depositKept: 'l’acconto viene trattenuto',
    refund: (a) => `Rimborso: ${a}, sul metodo di pagamento utilizzato.`,
    fee: (a) => `Penale di annullamento trattenuta: ${a}.`,
    credit: (a) => `Credito: ${a}, accreditato sul tuo account per una prossima visita.`,
    manage: 'Gestisci il mio appuntamento',
    calendar: 'Il file allegato aggiunge l’appuntamento al tuo calendario.',
    bookAgain: 'Prenota di nuovo',
    sms: {
      confirmed: (c, d, t, s) => `${c}: appuntamento confermato il ${d} alle ${t}, ${s}.`,
      modified: (c, d, t, s) => `${c}: il tuo appuntamento è spostato al ${d} alle ${t}, ${s}.`,
      cancelled: (c, d, t) => `${c}: il tuo appuntamento del ${d} alle ${t} è annullato.`,
      reminder: (c, d, t, s) => `${c}: promemoria, appuntamento il ${d} alle ${t}, ${s}.`,
      manage: 'Gestisci:',
    },
  },
};
