// Maison Éclat: events, alerts, gift themes and loyalty tiers.
import type { Motif } from './images.ts';
import { type L, l } from './util.ts';

export type EventData = {
  key: string;
  /** Window relative to now, in days. */
  fromDays: number;
  toDays: number;
  body: L;
  linkUrl: string;
  linkTitle: L;
  motif: Motif;
  hue: number;
};

export const eclatEvents: EventData[] = [
  {
    key: 'semaine-eclat',
    fromDays: -1,
    toDays: 20,
    body: l(
      'La Semaine de l’Éclat : un Sérum boost offert pour tout soin du visage réservé en ligne, dans toutes nos maisons.',
      'Éclat Week: a free Serum boost with every facial booked online, in all our salons.',
      'Die Éclat-Woche: ein Serum-Booster gratis zu jeder online gebuchten Gesichtsbehandlung, in allen unseren Salons.',
      'La Semana Éclat: un Sérum potenciador de regalo con cada tratamiento facial reservado en línea, en todos nuestros salones.',
      'La Settimana Éclat: un Siero booster in omaggio per ogni trattamento viso prenotato online, in tutti i nostri istituti.',
    ),
    linkUrl: '/services/visage',
    linkTitle: l(
      'Voir les soins du visage',
      'See our facials',
      'Gesichtsbehandlungen ansehen',
      'Ver los tratamientos faciales',
      'Scopri i trattamenti viso',
    ),
    motif: 'sparkle',
    hue: 40,
  },
  {
    key: 'atelier-masque-the',
    fromDays: -1,
    toDays: 20,
    body: l(
      'Atelier masque & thé au Marais : une heure pour apprendre à choisir le masque idéal, avec nos esthéticiennes. Six places seulement.',
      'Mask & tea workshop in the Marais: one hour to learn how to choose the ideal mask, with our beauty therapists. Only six places.',
      'Masken- & Tee-Workshop im Marais: eine Stunde, um mit unseren Kosmetikerinnen die ideale Maske zu finden. Nur sechs Plätze.',
      'Taller de mascarillas y té en el Marais: una hora para aprender a elegir la mascarilla ideal con nuestras esteticistas. Solo seis plazas.',
      'Laboratorio maschere e tè al Marais: un’ora per imparare a scegliere la maschera ideale con le nostre estetiste. Solo sei posti.',
    ),
    linkUrl: '/paris-marais',
    linkTitle: l(
      'Découvrir la maison du Marais',
      'Visit our Marais salon',
      'Unseren Salon im Marais entdecken',
      'Descubrir el salón del Marais',
      'Scopri l’istituto del Marais',
    ),
    motif: 'leaf',
    hue: 150,
  },
  {
    key: 'soiree-ouverture-chartrons',
    fromDays: -40,
    toDays: -30,
    body: l(
      'Soirée d’ouverture aux Chartrons : démonstrations de soins, coupes de champagne et cadeaux pour les premières réservations.',
      'Opening evening in the Chartrons: treatment demonstrations, a glass of champagne and gifts for the first bookings.',
      'Eröffnungsabend in Chartrons: Behandlungsvorführungen, ein Glas Champagner und Geschenke für die ersten Buchungen.',
      'Velada de inauguración en Chartrons: demostraciones de tratamientos, una copa de champán y regalos para las primeras reservas.',
      'Serata di inaugurazione agli Chartrons: dimostrazioni di trattamenti, una coppa di champagne e regali per le prime prenotazioni.',
    ),
    linkUrl: '/bordeaux-chartrons',
    linkTitle: l(
      'La maison de Bordeaux',
      'Our Bordeaux salon',
      'Unser Salon in Bordeaux',
      'El salón de Burdeos',
      'L’istituto di Bordeaux',
    ),
    motif: 'arch',
    hue: 38,
  },
];

export type AlertData = { service: string; fromDays: number; toDays: number; body: L };

export const eclatAlerts: AlertData[] = [
  {
    service: 'massage-future-maman',
    fromDays: -10,
    toDays: 60,
    body: l(
      'Ce massage est proposé à partir du quatrième mois de grossesse. Signalez-nous toute contre-indication médicale lors de la réservation.',
      'This massage is offered from the fourth month of pregnancy. Please tell us about any medical contraindication when you book.',
      'Diese Massage wird ab dem vierten Schwangerschaftsmonat angeboten. Bitte teilen Sie uns bei der Buchung medizinische Gegenanzeigen mit.',
      'Este masaje se ofrece a partir del cuarto mes de embarazo. Indícanos cualquier contraindicación médica al reservar.',
      'Questo massaggio è proposto a partire dal quarto mese di gravidanza. Segnalaci eventuali controindicazioni mediche al momento della prenotazione.',
    ),
  },
  {
    service: 'coloration-vegetale',
    fromDays: -3,
    toDays: 90,
    body: l(
      'Un test de tolérance est nécessaire 48 heures avant une première coloration végétale : passez en maison ou appelez-nous.',
      'A patch test is required 48 hours before your first plant-based colour: drop by the salon or give us a call.',
      'Vor der ersten Pflanzenhaarfarbe ist 48 Stunden vorher ein Verträglichkeitstest nötig: Kommen Sie vorbei oder rufen Sie uns an.',
      'Es necesaria una prueba de tolerancia 48 horas antes de la primera coloración vegetal: pásate por el salón o llámanos.',
      'È necessario un test di tolleranza 48 ore prima della prima colorazione vegetale: passa in istituto o chiamaci.',
    ),
  },
  {
    service: 'lpg-endermologie',
    fromDays: -30,
    toDays: -20,
    body: l(
      'Notre appareil LPG de Lyon est en maintenance cette semaine : les séances reprennent lundi.',
      'Our Lyon LPG machine is being serviced this week: sessions resume on Monday.',
      'Unser LPG-Gerät in Lyon wird diese Woche gewartet: Die Sitzungen beginnen wieder am Montag.',
      'Nuestro aparato LPG de Lyon está en mantenimiento esta semana: las sesiones se reanudan el lunes.',
      'Il nostro macchinario LPG di Lione è in manutenzione questa settimana: le sedute riprendono lunedì.',
    ),
  },
];

export const eclatGiftThemes: { key: string; name: L; motif: Motif; hue: number }[] = [
  {
    key: 'anniversaire',
    name: l('Anniversaire', 'Birthday', 'Geburtstag', 'Cumpleaños', 'Compleanno'),
    motif: 'sparkle',
    hue: 330,
  },
  { key: 'merci', name: l('Merci', 'Thank you', 'Danke', 'Gracias', 'Grazie'), motif: 'heart', hue: 12 },
  {
    key: 'fetes',
    name: l(
      'Noël & fêtes',
      'Christmas & holidays',
      'Weihnachten & Feiertage',
      'Navidad y fiestas',
      'Natale e feste',
    ),
    motif: 'gift',
    hue: 150,
  },
];

export const eclatLoyaltyTiers: { name: L; reward: L; points: number; value: number }[] = [
  {
    name: l('Perle', 'Pearl', 'Perle', 'Perla', 'Perla'),
    reward: l(
      '5 € offerts sur votre prochain soin',
      '€5 off your next treatment',
      '5 € Rabatt auf Ihre nächste Behandlung',
      '5 € de descuento en tu próximo tratamiento',
      '5 € di sconto sul prossimo trattamento',
    ),
    points: 100,
    value: 500,
  },
  {
    name: l('Nacre', 'Mother-of-pearl', 'Perlmutt', 'Nácar', 'Madreperla'),
    reward: l(
      '15 € offerts sur votre prochain soin',
      '€15 off your next treatment',
      '15 € Rabatt auf Ihre nächste Behandlung',
      '15 € de descuento en tu próximo tratamiento',
      '15 € di sconto sul prossimo trattamento',
    ),
    points: 250,
    value: 1500,
  },
  {
    name: l('Diamant', 'Diamond', 'Diamant', 'Diamante', 'Diamante'),
    reward: l(
      'Un Soin Éclat Signature offert',
      'A complimentary Signature Radiance Facial',
      'Eine Signature-Glow-Gesichtsbehandlung gratis',
      'Un Tratamiento Luminosidad Signature de regalo',
      'Un Trattamento Luminosità Signature in omaggio',
    ),
    points: 500,
    value: 8900,
  },
];
