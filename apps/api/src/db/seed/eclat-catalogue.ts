// Maison Éclat: service categories and the shape of a service in the demo data.

import { eclatBeautyServices } from './eclat-services-beaute.ts';
import { eclatBodyServices } from './eclat-services-corps.ts';
import { eclatFaceServices } from './eclat-services-visage.ts';
import type { Motif } from './images.ts';
import { type L, l } from './util.ts';

export type CategoryData = { slug: string; name: L; description: L; hue: number; motif: Motif };

export type ServiceData = {
  slug: string;
  category: string;
  /** 1 a service, 4 a package (cure, ritual) booked like a service. */
  type?: 1 | 4;
  name: L;
  description: L;
  duration: number;
  /** Cents, VAT included. */
  price: number;
  needsCabin?: boolean;
  /** Equipment the service needs: 'lpg' or 'uv'. */
  equipment?: 'lpg' | 'uv';
  /** Slugs of the services proposed as add-ons. */
  upsells?: string[];
  draft?: boolean;
  upsellOnly?: boolean;
};

export const eclatCategories: CategoryData[] = [
  {
    slug: 'visage',
    name: l(
      'Soins du visage',
      'Facials',
      'Gesichtsbehandlungen',
      'Tratamientos faciales',
      'Trattamenti viso',
    ),
    description: l(
      'Des protocoles sur mesure, du coup d’éclat express au soin anti-âge liftant, avec des actifs d’origine naturelle.',
      'Tailor-made rituals, from the express glow boost to the lifting anti-ageing facial, with naturally derived actives.',
      'Maßgeschneiderte Behandlungen, vom Express-Frischekick bis zur straffenden Anti-Aging-Pflege, mit Wirkstoffen natürlichen Ursprungs.',
      'Protocolos a medida, del flash de luminosidad exprés al tratamiento antiedad reafirmante, con activos de origen natural.',
      'Protocolli su misura, dal colpo di luce express al trattamento anti-età liftante, con attivi di origine naturale.',
    ),
    hue: 340,
    motif: 'drop',
  },
  {
    slug: 'massages',
    name: l(
      'Massages & rituels',
      'Massages & rituals',
      'Massagen & Rituale',
      'Masajes y rituales',
      'Massaggi e rituali',
    ),
    description: l(
      'Relaxants, profonds ou drainants : des massages du monde exécutés par des praticiennes diplômées.',
      'Relaxing, deep or draining: massages from around the world, performed by qualified therapists.',
      'Entspannend, tiefenwirksam oder entstauend: Massagen aus aller Welt, ausgeführt von diplomierten Therapeutinnen.',
      'Relajantes, profundos o drenantes: masajes del mundo realizados por terapeutas tituladas.',
      'Rilassanti, profondi o drenanti: massaggi dal mondo eseguiti da operatrici diplomate.',
    ),
    hue: 28,
    motif: 'stones',
  },
  {
    slug: 'mains-pieds',
    name: l('Mains & pieds', 'Hands & feet', 'Hände & Füße', 'Manos y pies', 'Mani e piedi'),
    description: l(
      'Manucures, beauté des pieds et vernis semi-permanent longue tenue, dans notre bar à ongles.',
      'Manicures, pedicures and long-wear gel polish, in our nail bar.',
      'Maniküre, Pediküre und langhaltender Shellac-Lack an unserer Nagelbar.',
      'Manicuras, pedicuras y esmaltado semipermanente de larga duración, en nuestro bar de uñas.',
      'Manicure, pedicure e smalto semipermanente a lunga tenuta, nel nostro nail bar.',
    ),
    hue: 352,
    motif: 'petals',
  },
  {
    slug: 'epilation',
    name: l(
      'Épilation & regard',
      'Waxing & brows',
      'Haarentfernung & Blick',
      'Depilación y mirada',
      'Epilazione e sguardo',
    ),
    description: l(
      'Épilation à la cire tiède, création de sourcils et rehaussement de cils pour un regard naturellement intense.',
      'Warm wax hair removal, brow shaping and lash lifts for a naturally striking look.',
      'Haarentfernung mit lauwarmem Wachs, Augenbrauen-Styling und Wimpernlifting für einen natürlich ausdrucksstarken Blick.',
      'Depilación con cera tibia, diseño de cejas y lifting de pestañas para una mirada intensa y natural.',
      'Epilazione con cera tiepida, design delle sopracciglia e laminazione ciglia per uno sguardo naturalmente intenso.',
    ),
    hue: 40,
    motif: 'sparkle',
  },
  {
    slug: 'coiffure',
    name: l('Coiffure', 'Hair', 'Friseur', 'Peluquería', 'Parrucchiere'),
    description: l(
      'Coupes, brushings et colorations végétales, pour des cheveux beaux et en bonne santé.',
      'Cuts, blow-dries and plant-based colours, for hair that is beautiful and healthy.',
      'Schnitte, Föhnfrisuren und Pflanzenhaarfarben für schönes, gesundes Haar.',
      'Cortes, peinados y coloraciones vegetales, para un cabello bonito y sano.',
      'Tagli, pieghe e colorazioni vegetali, per capelli belli e in salute.',
    ),
    hue: 286,
    motif: 'wave',
  },
];

export const eclatServices: ServiceData[] = [
  ...eclatFaceServices,
  ...eclatBodyServices,
  ...eclatBeautyServices,
];
