// Studio Zen, the single-shop demo: an Annecy yoga and massage studio, dark theme, fr and en.
import type { Themes } from '@eclat/contracts';
import type { CategoryData, ServiceData } from './eclat-catalogue.ts';
import { mediaUrl } from './images.ts';
import { legalTexts } from './legal.ts';
import { closed, continuous, l, week } from './util.ts';

export const ZEN = 'studio-zen';
export const zenUrl = (key: string) => mediaUrl(ZEN, key);

const sans = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** general is the light set; the studio opens in the dark one (general.dark). */
export const zenThemes: Themes = {
  general: {
    buttonsColor: '#2F5D50',
    secondaryButtonsColor: '#B49A6B',
    menuColor: '#1F2E2A',
    headerColor: '#F6F4EE',
    footerColor: '#1F2E2A',
    mkpBackgroundColor: '#EEF1EC',
    mkpBackgroundImage: null,
    bookingBreadDefault: '#D5DDD6',
    bookingBreadDone: '#7FA393',
    bookingBreadCurrent: '#2F5D50',
    backgroundColorEvents: '#F6F4EE',
    datesEvents: '#8C7445',
    bodyEvents: '#1F2E2A',
    closeBtnEvents: '#2F5D50',
    linkBtnEvents: '#2F5D50',
    pageEvents: '#E3E8E2',
    backgroundColor: '#FBFAF6',
    textColor: '#1C2624',
    dark: true,
    siteContained: true,
    roundedMenu: true,
    headerFullWidth: false,
    squareFlatButtons: true,
    customCss: '',
    shadowSiteContained: true,
    containedBackgroundColor: '#0B1412',
    headerFont: { name: sans, url: null },
    menuFont: { name: sans, url: null },
    bodyFont: { name: sans, url: null },
  },
  generalDark: {
    buttonsColor: '#8FB8A3',
    secondaryButtonsColor: '#D9C6A5',
    menuColor: '#E6EDE8',
    headerColor: '#111C1A',
    footerColor: '#0B1412',
    mkpBackgroundColor: '#14211E',
    mkpBackgroundImage: null,
    bookingBreadDefault: '#2E3F3A',
    bookingBreadDone: '#5F8374',
    bookingBreadCurrent: '#8FB8A3',
    backgroundColorEvents: '#1A2825',
    datesEvents: '#D9C6A5',
    bodyEvents: '#E6EDE8',
    closeBtnEvents: '#8FB8A3',
    linkBtnEvents: '#D9C6A5',
    pageEvents: '#22332F',
    backgroundColor: '#0F1917',
    textColor: '#E6EDE8',
  },
};

export const zenIdentity = {
  displayName: 'Studio Zen',
  logo: { url: zenUrl('logos/logo.svg') },
  logoWhite: { url: zenUrl('logos/logo-white.svg') },
  logoSize: 50,
  websiteURL: 'https://www.studio-zen.example',
  socialNetworks: {
    facebook: { active: false, url: null },
    google: { active: false, url: null },
    youtube: { active: true, url: 'https://www.youtube.com/@studiozen.demo' },
    instagram: { active: true, url: 'https://www.instagram.com/studiozen.demo' },
    linkedIn: { active: false, url: null },
  },
};

export const zenSettings = {
  bottomNavLeft: 'services',
  bottomNavLeftInfo: null,
  bottomNavRight: 'contact',
  bottomNavRightInfo: null,
  menuLabels: { contact: l('Le studio', 'The studio', 'Das Studio', 'El estudio', 'Lo studio') },
  /** The storefront says "studio" wherever it names the place (ADR 0020). */
  shopWord: 'studio' as const,
};

export const zenLegal = legalTexts({
  brand: 'Studio Zen',
  legalName: 'Studio Zen SARL',
  address: '4 rue Royale, 74000 Annecy',
  email: 'namaste@studio-zen.example',
  phone: '+33 4 50 45 12 36',
  siret: '923 456 789 00012',
  director: 'Maya Lefort',
  capital: '8 000 €',
  cancellationHours: 12,
});

export const zenShop = {
  slug: 'annecy',
  name: 'Studio Zen Annecy',
  address: '4 rue Royale',
  zipcode: '74000',
  city: 'Annecy',
  lat: 45.89985,
  lng: 6.1263,
  phone: '+33 4 50 45 12 36',
  email: 'namaste@studio-zen.example',
  hours: week([
    continuous('07:30', '21:00'),
    continuous('07:30', '21:00'),
    continuous('07:30', '21:00'),
    continuous('07:30', '21:00'),
    continuous('07:30', '20:00'),
    continuous('09:00', '18:00'),
    closed(),
  ]),
  description: l(
    'À deux pas du lac et de la vieille ville, un studio baigné de lumière où pratiquer le yoga, méditer et se faire masser.',
    'A short walk from the lake and the old town, a light-filled studio to practise yoga, meditate and enjoy a massage.',
    'Nur wenige Schritte vom See und der Altstadt entfernt: ein lichtdurchflutetes Studio für Yoga, Meditation und Massagen.',
    'A dos pasos del lago y del casco antiguo, un estudio lleno de luz para practicar yoga, meditar y recibir un masaje.',
    'A due passi dal lago e dalla città vecchia, uno studio pieno di luce dove praticare yoga, meditare e farsi massaggiare.',
  ),
};

export const zenCategories: CategoryData[] = [
  {
    slug: 'yoga-meditation',
    name: l(
      'Yoga & méditation',
      'Yoga & meditation',
      'Yoga & Meditation',
      'Yoga y meditación',
      'Yoga e meditazione',
    ),
    description: l(
      'Des séances individuelles adaptées à votre niveau, pour bouger, respirer et apaiser le mental.',
      'One-to-one sessions suited to your level, to move, breathe and calm the mind.',
      'Einzelstunden, abgestimmt auf Ihr Niveau: bewegen, atmen und den Geist beruhigen.',
      'Sesiones individuales adaptadas a tu nivel, para moverte, respirar y calmar la mente.',
      'Sessioni individuali adatte al tuo livello, per muoversi, respirare e calmare la mente.',
    ),
    hue: 160,
    motif: 'lotus',
  },
  {
    slug: 'massages-soins',
    name: l(
      'Massages & soins',
      'Massages & treatments',
      'Massagen & Behandlungen',
      'Masajes y tratamientos',
      'Massaggi e trattamenti',
    ),
    description: l(
      'Massages ayurvédiques, shiatsu et soin du visage japonais, pour relâcher le corps en profondeur.',
      'Ayurvedic massage, shiatsu and a Japanese facial, to release the body deeply.',
      'Ayurvedische Massage, Shiatsu und japanische Gesichtsbehandlung für tiefe Entspannung.',
      'Masajes ayurvédicos, shiatsu y tratamiento facial japonés, para relajar el cuerpo en profundidad.',
      'Massaggi ayurvedici, shiatsu e trattamento viso giapponese, per rilassare il corpo in profondità.',
    ),
    hue: 34,
    motif: 'moon',
  },
];

const s = (
  slug: string,
  category: string,
  duration: number,
  price: number,
  name: ServiceData['name'],
  description: ServiceData['description'],
): ServiceData => ({
  slug,
  category,
  duration,
  price,
  name,
  description,
});

export const zenServices: ServiceData[] = [
  s(
    'cours-yoga-prive',
    'yoga-meditation',
    60,
    6500,
    l(
      'Cours de yoga privé',
      'Private yoga class',
      'Yoga-Privatstunde',
      'Clase privada de yoga',
      'Lezione privata di yoga',
    ),
    l(
      'Une heure de hatha ou de vinyasa construite autour de vos objectifs : souplesse, force, dos ou gestion du stress.',
      'An hour of hatha or vinyasa built around your goals: flexibility, strength, back care or stress relief.',
      'Eine Stunde Hatha oder Vinyasa, abgestimmt auf Ihre Ziele: Beweglichkeit, Kraft, Rücken oder Stressabbau.',
      'Una hora de hatha o vinyasa diseñada según tus objetivos: flexibilidad, fuerza, espalda o gestión del estrés.',
      'Un’ora di hatha o vinyasa costruita sui tuoi obiettivi: flessibilità, forza, schiena o gestione dello stress.',
    ),
  ),
  s(
    'yoga-nidra',
    'yoga-meditation',
    45,
    3500,
    l('Yoga nidra', 'Yoga nidra', 'Yoga Nidra', 'Yoga nidra', 'Yoga nidra'),
    l(
      'Allongé sous une couverture, laissez-vous guider dans ce « sommeil conscient » qui régénère autant qu’une sieste.',
      'Lying under a blanket, let yourself be guided into this “conscious sleep”, as restorative as a nap.',
      'Unter einer Decke liegend lassen Sie sich in diesen „bewussten Schlaf“ führen, der so erholsam ist wie ein Mittagsschlaf.',
      'Tumbado bajo una manta, déjate guiar en este «sueño consciente» tan reparador como una siesta.',
      'Disteso sotto una coperta, lasciati guidare in questo «sonno consapevole», rigenerante quanto un pisolino.',
    ),
  ),
  s(
    'meditation-guidee',
    'yoga-meditation',
    30,
    2500,
    l(
      'Méditation guidée',
      'Guided meditation',
      'Geführte Meditation',
      'Meditación guiada',
      'Meditazione guidata',
    ),
    l(
      'Trente minutes de respiration et de pleine conscience pour apprendre à poser son attention, idéal pour débuter.',
      'Thirty minutes of breathing and mindfulness to learn how to settle your attention, ideal for beginners.',
      'Dreißig Minuten Atmung und Achtsamkeit, um die Aufmerksamkeit zu sammeln – ideal für Einsteiger.',
      'Treinta minutos de respiración y atención plena para aprender a centrar la atención, ideal para empezar.',
      'Trenta minuti di respirazione e consapevolezza per imparare a concentrare l’attenzione, ideale per iniziare.',
    ),
  ),
  s(
    'massage-abhyanga',
    'massages-soins',
    75,
    9000,
    l('Massage abhyanga', 'Abhyanga massage', 'Abhyanga-Massage', 'Masaje abhyanga', 'Massaggio abhyanga'),
    l(
      'Le massage ayurvédique traditionnel à l’huile de sésame chaude, rythmé et enveloppant, de la tête aux pieds.',
      'The traditional Ayurvedic massage with warm sesame oil, rhythmic and enveloping, from head to toe.',
      'Die traditionelle ayurvedische Massage mit warmem Sesamöl, rhythmisch und umhüllend, von Kopf bis Fuß.',
      'El masaje ayurvédico tradicional con aceite de sésamo caliente, rítmico y envolvente, de la cabeza a los pies.',
      'Il massaggio ayurvedico tradizionale con olio di sesamo caldo, ritmico e avvolgente, dalla testa ai piedi.',
    ),
  ),
  s(
    'shiatsu',
    'massages-soins',
    60,
    7500,
    l('Shiatsu', 'Shiatsu', 'Shiatsu', 'Shiatsu', 'Shiatsu'),
    l(
      'Pratiqué habillé sur futon, le shiatsu rééquilibre l’énergie par des pressions le long des méridiens.',
      'Practised fully clothed on a futon, shiatsu rebalances energy through pressure along the meridians.',
      'Shiatsu wird bekleidet auf dem Futon ausgeführt und bringt die Energie durch Druck entlang der Meridiane ins Gleichgewicht.',
      'Se practica vestido sobre un futón: el shiatsu reequilibra la energía mediante presiones a lo largo de los meridianos.',
      'Praticato vestiti su un futon, lo shiatsu riequilibra l’energia con pressioni lungo i meridiani.',
    ),
  ),
  s(
    'soin-visage-kobido',
    'massages-soins',
    60,
    8500,
    l(
      'Soin visage Kobido',
      'Kobido facial',
      'Kobido-Gesichtsbehandlung',
      'Tratamiento facial Kobido',
      'Trattamento viso Kobido',
    ),
    l(
      'L’ancestral massage japonais du visage, tonique et précis, qui raffermit les traits et illumine le teint.',
      'The ancient Japanese facial massage, brisk and precise, that firms the features and brightens the complexion.',
      'Die uralte japanische Gesichtsmassage, belebend und präzise, strafft die Gesichtszüge und lässt den Teint strahlen.',
      'El ancestral masaje facial japonés, tonificante y preciso, que reafirma los rasgos e ilumina el cutis.',
      'L’antico massaggio giapponese del viso, tonificante e preciso, che rassoda i lineamenti e illumina l’incarnato.',
    ),
  ),
];

export const zenTeam = [
  {
    name: 'Maya Lefort',
    displayName: 'Maya',
    skills: ['yoga-meditation', 'massages-soins'],
    color: '#8FB8A3',
  },
  { name: 'Théo Girard', displayName: 'Théo', skills: ['yoga-meditation'], color: '#D9C6A5' },
];
