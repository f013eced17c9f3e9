// Maison Éclat: storefront texts of booker and settings (hero slides, pop-ups, menu labels).
import { type L, l } from './util.ts';

export type SlideTexts = { key: string; title: L; text: L; buttonText: L | null; alt: L; hue: number };

export const eclatSlides: SlideTexts[] = [
  {
    key: 'signature',
    title: l(
      'L’art de l’éclat',
      'The art of radiance',
      'Die Kunst der Ausstrahlung',
      'El arte de la luminosidad',
      'L’arte della luminosità',
    ),
    text: l(
      'Des soins du visage sur mesure, pensés pour révéler la plus belle version de votre peau.',
      'Tailor-made facials, designed to reveal your skin at its very best.',
      'Maßgeschneiderte Gesichtsbehandlungen, die das Beste aus Ihrer Haut hervorholen.',
      'Tratamientos faciales a medida, pensados para revelar la mejor versión de tu piel.',
      'Trattamenti viso su misura, pensati per rivelare la versione più bella della tua pelle.',
    ),
    buttonText: l(
      'Réserver le Soin Signature',
      'Book the Signature Facial',
      'Signature-Behandlung buchen',
      'Reservar el Tratamiento Signature',
      'Prenota il Trattamento Signature',
    ),
    alt: l(
      'Goutte de sérum sur un fond rose poudré',
      'A drop of serum on a powder-pink background',
      'Ein Serumtropfen auf puderrosa Hintergrund',
      'Una gota de sérum sobre un fondo rosa empolvado',
      'Una goccia di siero su uno sfondo rosa cipria',
    ),
    hue: 335,
  },
  {
    key: 'cadeaux',
    title: l(
      'Offrez un moment d’exception',
      'Give a moment to remember',
      'Schenken Sie besondere Momente',
      'Regala un momento excepcional',
      'Regala un momento speciale',
    ),
    text: l(
      'Des bons cadeaux personnalisés, valables un an dans toutes nos maisons.',
      'Personalised gift vouchers, valid for one year in all our salons.',
      'Personalisierte Geschenkgutscheine, ein Jahr lang in allen unseren Salons gültig.',
      'Tarjetas regalo personalizadas, válidas durante un año en todos nuestros salones.',
      'Buoni regalo personalizzati, validi un anno in tutti i nostri istituti.',
    ),
    buttonText: l(
      'Offrir un bon cadeau',
      'Give a gift voucher',
      'Gutschein verschenken',
      'Regalar una tarjeta regalo',
      'Regala un buono',
    ),
    alt: l(
      'Coffret cadeau noué d’un ruban',
      'A gift box tied with a ribbon',
      'Eine mit Schleife gebundene Geschenkbox',
      'Una caja de regalo atada con una cinta',
      'Una scatola regalo legata con un nastro',
    ),
    hue: 20,
  },
  {
    key: 'pause',
    title: l(
      'Le temps d’une pause',
      'Time to pause',
      'Zeit für eine Pause',
      'Un momento para ti',
      'Il tempo di una pausa',
    ),
    text: l(
      'Massages, rituels et soins experts à Paris, Lyon, Bordeaux et Lille.',
      'Massages, rituals and expert treatments in Paris, Lyon, Bordeaux and Lille.',
      'Massagen, Rituale und fachkundige Behandlungen in Paris, Lyon, Bordeaux und Lille.',
      'Masajes, rituales y tratamientos expertos en París, Lyon, Burdeos y Lille.',
      'Massaggi, rituali e trattamenti esperti a Parigi, Lione, Bordeaux e Lille.',
    ),
    buttonText: null,
    alt: l(
      'Galets empilés dans une lumière douce',
      'Stacked pebbles in soft light',
      'Gestapelte Kiesel in sanftem Licht',
      'Guijarros apilados bajo una luz suave',
      'Ciottoli impilati in una luce soffusa',
    ),
    hue: 30,
  },
];

export const eclatBookerTexts = {
  siteDisabledMessage: l(
    'Notre site fait peau neuve et revient très vite. En attendant, nos maisons vous accueillent aux horaires habituels.',
    'Our website is getting a makeover and will be back very soon. Meanwhile, our salons welcome you at the usual times.',
    'Unsere Website bekommt ein neues Gesicht und ist bald wieder da. Bis dahin empfangen Sie unsere Salons zu den gewohnten Zeiten.',
    'Nuestra web se está renovando y volverá muy pronto. Mientras tanto, nuestros salones te reciben en el horario habitual.',
    'Il nostro sito si rifà il look e tornerà molto presto. Nel frattempo, i nostri istituti ti accolgono negli orari abituali.',
  ),
  primarySiteLinkText: l('La Maison', 'About us', 'Über uns', 'La Maison', 'La Maison'),
  couponsPopupText: l(
    'Bienvenue chez Maison Éclat ! Profitez de 10 % sur votre premier soin avec le code BIENVENUE10.',
    'Welcome to Maison Éclat! Enjoy 10% off your first treatment with the code BIENVENUE10.',
    'Willkommen bei Maison Éclat! Sparen Sie 10 % auf Ihre erste Behandlung mit dem Code BIENVENUE10.',
    '¡Bienvenida a Maison Éclat! Disfruta de un 10 % de descuento en tu primer tratamiento con el código BIENVENUE10.',
    'Benvenuta da Maison Éclat! Approfitta del 10% di sconto sul primo trattamento con il codice BIENVENUE10.',
  ),
  faviconTitle: l(
    'Maison Éclat — instituts de beauté',
    'Maison Éclat — beauty salons',
    'Maison Éclat — Kosmetikinstitute',
    'Maison Éclat — salones de belleza',
    'Maison Éclat — istituti di bellezza',
  ),
  customMenuItems: [
    {
      id: 1,
      url: 'https://www.maison-eclat.example/recrutement',
      label: l('Nous rejoindre', 'Join us', 'Karriere', 'Trabaja con nosotros', 'Lavora con noi'),
      order: 1,
    },
    {
      id: 2,
      url: 'https://www.maison-eclat.example/entreprises',
      label: l(
        'Offres entreprises',
        'Corporate gifts',
        'Firmenangebote',
        'Ofertas para empresas',
        'Offerte aziendali',
      ),
      order: 2,
    },
  ],
};

/** Menu label overrides (settings.menuLabels). */
export const eclatMenuLabels: Record<string, L> = {
  services: l('Nos soins', 'Treatments', 'Behandlungen', 'Tratamientos', 'Trattamenti'),
  magazine: l('Le Journal', 'The Journal', 'Journal', 'El Diario', 'Il Journal'),
  contact: l('Nos maisons', 'Our salons', 'Unsere Salons', 'Nuestros salones', 'I nostri istituti'),
};
