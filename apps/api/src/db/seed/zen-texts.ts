// Studio Zen: hero slides and the booker document.

import { l } from './util.ts';
import { zenUrl } from './zen-data.ts';

export const zenSlides = [
  {
    key: 'respirer',
    title: l(
      'Respirer, enfin',
      'Breathe, at last',
      'Endlich durchatmen',
      'Respirar, por fin',
      'Respirare, finalmente',
    ),
    text: l(
      'Yoga et méditation en séances individuelles, au bord du lac d’Annecy.',
      'One-to-one yoga and meditation, by Lake Annecy.',
      'Yoga und Meditation in Einzelstunden, am Ufer des Lac d’Annecy.',
      'Yoga y meditación en sesiones individuales, a orillas del lago de Annecy.',
      'Yoga e meditazione in sessioni individuali, sulle rive del lago di Annecy.',
    ),
    buttonText: l(
      'Réserver un cours privé',
      'Book a private class',
      'Privatstunde buchen',
      'Reservar una clase privada',
      'Prenota una lezione privata',
    ),
    alt: l(
      'Fleur de lotus sous la lune',
      'A lotus flower under the moon',
      'Lotusblüte unter dem Mond',
      'Flor de loto bajo la luna',
      'Fiore di loto sotto la luna',
    ),
    motif: 'lotus' as const,
    hue: 165,
  },
  {
    key: 'detente',
    title: l(
      'Le corps au repos',
      'The body at rest',
      'Der Körper in Ruhe',
      'El cuerpo en reposo',
      'Il corpo a riposo',
    ),
    text: l(
      'Abhyanga, shiatsu, Kobido : des massages pour relâcher les tensions en profondeur.',
      'Abhyanga, shiatsu, Kobido: massages that release tension deep down.',
      'Abhyanga, Shiatsu, Kobido: Massagen, die Verspannungen tief lösen.',
      'Abhyanga, shiatsu, Kobido: masajes para liberar las tensiones en profundidad.',
      'Abhyanga, shiatsu, Kobido: massaggi per sciogliere le tensioni in profondità.',
    ),
    buttonText: l(
      'Voir les massages',
      'See the massages',
      'Massagen ansehen',
      'Ver los masajes',
      'Scopri i massaggi',
    ),
    alt: l(
      'Croissant de lune sur fond nocturne',
      'A crescent moon on a night sky',
      'Mondsichel am Nachthimmel',
      'Luna creciente en el cielo nocturno',
      'Falce di luna nel cielo notturno',
    ),
    motif: 'moon' as const,
    hue: 200,
  },
];

export function zenBooker(ids: { privateClassId: number }) {
  const [first, second] = zenSlides;
  if (!first || !second) throw new Error('seed: two slides expected');
  const slide = (s: typeof first, action: 'service' | 'url', value: string) => ({
    title: s.title,
    text: s.text,
    image: { url: zenUrl(`slides/${s.key}.svg`), alt: s.alt },
    buttonText: s.buttonText,
    buttonAction: action,
    buttonActionValue: value,
  });
  return {
    siteDisabled: false,
    siteDisabledMessage: l(
      'Le studio fait une pause. Nous revenons très bientôt.',
      'The studio is taking a break. We will be back very soon.',
      'Das Studio macht eine Pause. Wir sind bald zurück.',
      'El estudio se toma un descanso. Volvemos muy pronto.',
      'Lo studio si prende una pausa. Torniamo prestissimo.',
    ),
    siteDisabledHideDefault: false,
    langs: { fr: true, en: true, de: false, es: false, it: false },
    homepageType: 'mono',
    containerMaxWidth: 768,
    sections: {
      home: {
        heroImage: {
          enabled: true,
          isBottom: false,
          serviceId: null,
          position: 'center',
          slides: [
            slide(first, 'service', String(ids.privateClassId)),
            slide(second, 'url', '/services/massages-soins'),
          ],
        },
      },
    },
    customMenuItems: [],
    primarySiteLinkEnabled: false,
    primarySiteLink: null,
    primarySiteLinkText: l(
      'Site du studio',
      'Studio website',
      'Website des Studios',
      'Web del estudio',
      'Sito dello studio',
    ),
    couponsPopupHome: false,
    couponsPopupText: l(
      'Offres du moment',
      'Current offers',
      'Aktuelle Angebote',
      'Ofertas del momento',
      'Offerte del momento',
    ),
    popupImg: null,
    verifiedReviewsCode: null,
    popupMarketing: { enabled: false, code: null },
    oauthKeys: { google: null, facebook: null },
    payment: { provider: 'free', keys: { publicKey: null } },
    appointment: {
      payment: { active: false },
      cuttingHours: 30,
      useCabinManagement: false,
      showCabins: false,
      equipments: { type: false },
      minNoticeMinutes: 60,
      cancellationNoticeHours: 12,
      giftLimitPerDay: null,
      // A studio that lives on its bookings: half the price inside 12 h, the whole of it for a
      // no-show, and payment in full when booking from the second no-show on.
      policy: {
        lateCancellation: 'fee',
        lateFee: { type: 'percent', value: 50 },
        noShowFee: { type: 'percent', value: 100 },
      },
      deposit: { type: 'none', value: 0, afterNoShows: 2, afterNoShowsRequire: 'full' },
      reminders: { offsetsMinutes: [1440], email: true, sms: true },
      // A class fills fast: freed places held 10 minutes.
      waitlist: { enabled: true, offerMinutes: 10, email: true, sms: false },
    },
    // Invited the next morning rather than right after a late class.
    reviews: { enabled: true, inviteDelayMinutes: 720, email: true, sms: false },
    privacy: { retentionMonths: 24 },
    eshopEnabled: false,
    products: { active: false, maxPerCustomer: 5 },
    gift: false,
    gifts: { themes: [] },
    alertMessages: false,
    appointments: { active: true },
    navigation: { mobile: true, desktop: true },
    services: { list: { display: { duration: true, price: true } } },
    seo: { siteTabTitlePattern: '%s | Studio Zen' },
    favicon: {
      title: l(
        'Studio Zen — yoga & massages à Annecy',
        'Studio Zen — yoga & massage in Annecy',
        'Studio Zen — Yoga & Massagen in Annecy',
        'Studio Zen — yoga y masajes en Annecy',
        'Studio Zen — yoga e massaggi ad Annecy',
      ),
      image: zenUrl('logos/logo.svg'),
    },
    ganalytics: null,
    gaConversionId: null,
    gaConversionLabel: null,
    mCurrency: { symbol: '€', code: 'EUR' },
    mCurrencyFormat: '%v %s',
    marketingTrackingKey: null,
    backgroundColor: null,
    backgroundImage: null,
    backgroundRepeat: false,
    headerDark: true,
    transparentHeader: false,
  };
}
