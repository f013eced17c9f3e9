// Maison Éclat: e-shop products and their categories.
import type { Motif } from './images.ts';
import { type L, l } from './util.ts';

export type ProductData = {
  slug: string;
  eshopCategory: string;
  name: L;
  description: L;
  price: number;
  enableStock?: boolean;
  /** Stock in every shop is 0. */
  soldOut?: boolean;
  motif: Motif;
  hue: number;
};

export const eclatEshopCategories: { slug: string; name: L }[] = [
  {
    slug: 'soins-visage',
    name: l('Soins du visage', 'Skincare', 'Gesichtspflege', 'Cuidado facial', 'Cura del viso'),
  },
  {
    slug: 'corps-bien-etre',
    name: l(
      'Corps & bien-être',
      'Body & wellbeing',
      'Körper & Wohlbefinden',
      'Cuerpo y bienestar',
      'Corpo e benessere',
    ),
  },
  {
    slug: 'cheveux-coffrets',
    name: l(
      'Cheveux & coffrets',
      'Hair & gift sets',
      'Haare & Geschenksets',
      'Cabello y estuches',
      'Capelli e cofanetti',
    ),
  },
];

export const eclatProducts: ProductData[] = [
  {
    slug: 'serum-eclat-vitamine-c',
    eshopCategory: 'soins-visage',
    name: l(
      'Sérum Éclat à la vitamine C',
      'Vitamin C Radiance Serum',
      'Glow-Serum mit Vitamin C',
      'Sérum Luminosidad con vitamina C',
      'Siero Luminosità alla vitamina C',
    ),
    description: l(
      'Flacon de 30 ml. 15 % de vitamine C stabilisée pour unifier le teint et révéler son éclat, matin après matin.',
      '30 ml bottle. 15% stabilised vitamin C to even out skin tone and reveal its radiance, morning after morning.',
      '30-ml-Flasche. 15 % stabilisiertes Vitamin C für einen ebenmäßigen, strahlenden Teint – Morgen für Morgen.',
      'Frasco de 30 ml. 15 % de vitamina C estabilizada para unificar el tono y revelar la luminosidad, mañana tras mañana.',
      'Flacone da 30 ml. 15% di vitamina C stabilizzata per uniformare l’incarnato e rivelarne la luminosità, mattina dopo mattina.',
    ),
    price: 5900,
    motif: 'bottle',
    hue: 36,
  },
  {
    slug: 'creme-hydratante-riche',
    eshopCategory: 'soins-visage',
    name: l(
      'Crème hydratante riche',
      'Rich moisturising cream',
      'Reichhaltige Feuchtigkeitscreme',
      'Crema hidratante rica',
      'Crema idratante ricca',
    ),
    description: l(
      'Pot de 50 ml. Beurre de karité, squalane et céramides pour nourrir les peaux sèches sans les alourdir.',
      '50 ml jar. Shea butter, squalane and ceramides to nourish dry skin without weighing it down.',
      '50-ml-Tiegel. Sheabutter, Squalan und Ceramide nähren trockene Haut, ohne sie zu beschweren.',
      'Tarro de 50 ml. Manteca de karité, escualano y ceramidas para nutrir las pieles secas sin apelmazarlas.',
      'Vasetto da 50 ml. Burro di karité, squalano e ceramidi per nutrire le pelli secche senza appesantirle.',
    ),
    price: 4900,
    motif: 'jar',
    hue: 330,
  },
  {
    slug: 'masque-argile-rose',
    eshopCategory: 'soins-visage',
    name: l(
      'Masque à l’argile rose',
      'Pink clay mask',
      'Maske mit rosa Tonerde',
      'Mascarilla de arcilla rosa',
      'Maschera all’argilla rosa',
    ),
    description: l(
      'Tube de 75 ml. Un masque doux qui purifie et adoucit les peaux sensibles en dix minutes.',
      '75 ml tube. A gentle mask that purifies and softens sensitive skin in ten minutes.',
      '75-ml-Tube. Eine sanfte Maske, die empfindliche Haut in zehn Minuten klärt und geschmeidig macht.',
      'Tubo de 75 ml. Una mascarilla suave que purifica y suaviza las pieles sensibles en diez minutos.',
      'Tubo da 75 ml. Una maschera delicata che purifica e ammorbidisce le pelli sensibili in dieci minuti.',
    ),
    price: 3200,
    motif: 'tube',
    hue: 350,
  },
  {
    slug: 'baume-levres-nourrissant',
    eshopCategory: 'soins-visage',
    name: l(
      'Baume lèvres nourrissant',
      'Nourishing lip balm',
      'Pflegender Lippenbalsam',
      'Bálsamo labial nutritivo',
      'Balsamo labbra nutriente',
    ),
    description: l(
      'À la cire d’abeille et à l’huile de rose musquée, pour des lèvres douces même en plein hiver.',
      'With beeswax and rosehip oil, for soft lips even in the depths of winter.',
      'Mit Bienenwachs und Wildrosenöl für zarte Lippen – selbst mitten im Winter.',
      'Con cera de abeja y aceite de rosa mosqueta, para unos labios suaves incluso en pleno invierno.',
      'Con cera d’api e olio di rosa mosqueta, per labbra morbide anche in pieno inverno.',
    ),
    price: 1500,
    motif: 'tube',
    hue: 8,
  },
  {
    slug: 'huile-seche-sublimatrice',
    eshopCategory: 'corps-bien-etre',
    name: l(
      'Huile sèche sublimatrice',
      'Shimmering dry oil',
      'Schimmerndes Trockenöl',
      'Aceite seco sublimador',
      'Olio secco sublimante',
    ),
    description: l(
      'Flacon de 100 ml. Une huile légère pour le corps et les cheveux, aux reflets nacrés et au parfum de fleur d’oranger.',
      '100 ml bottle. A light oil for body and hair, with pearly glints and an orange blossom scent.',
      '100-ml-Flasche. Ein leichtes Öl für Körper und Haar mit Perlmuttschimmer und Orangenblütenduft.',
      'Frasco de 100 ml. Un aceite ligero para el cuerpo y el cabello, con reflejos nacarados y aroma de azahar.',
      'Flacone da 100 ml. Un olio leggero per corpo e capelli, dai riflessi perlati e dal profumo di fiori d’arancio.',
    ),
    price: 3900,
    motif: 'bottle',
    hue: 42,
  },
  {
    slug: 'brume-oreiller-lavande',
    eshopCategory: 'corps-bien-etre',
    // Made to order by the perfumer: no stock tracking.
    enableStock: false,
    name: l(
      'Brume d’oreiller lavande',
      'Lavender pillow mist',
      'Lavendel-Kissenspray',
      'Bruma de almohada de lavanda',
      'Spray cuscino alla lavanda',
    ),
    description: l(
      'Quelques vaporisations sur l’oreiller pour retrouver l’atmosphère apaisante de nos cabines.',
      'A few sprays on your pillow to bring back the soothing atmosphere of our treatment rooms.',
      'Ein paar Sprühstöße auf das Kissen, um die beruhigende Atmosphäre unserer Kabinen wiederzufinden.',
      'Unas pulverizaciones sobre la almohada para recuperar el ambiente relajante de nuestras cabinas.',
      'Qualche spruzzo sul cuscino per ritrovare l’atmosfera rilassante delle nostre cabine.',
    ),
    price: 2400,
    motif: 'drop',
    hue: 262,
  },
  {
    slug: 'bougie-parfumee-figuier',
    eshopCategory: 'corps-bien-etre',
    soldOut: true,
    name: l(
      'Bougie parfumée figuier',
      'Fig tree scented candle',
      'Duftkerze Feigenbaum',
      'Vela perfumada de higuera',
      'Candela profumata al fico',
    ),
    description: l(
      'Cire végétale coulée à la main, notes de feuille de figuier et de bois de cèdre. Environ 40 heures de combustion.',
      'Hand-poured plant wax with notes of fig leaf and cedarwood. About 40 hours of burning time.',
      'Handgegossenes Pflanzenwachs mit Noten von Feigenblatt und Zedernholz. Etwa 40 Stunden Brenndauer.',
      'Cera vegetal vertida a mano, con notas de hoja de higuera y madera de cedro. Unas 40 horas de combustión.',
      'Cera vegetale colata a mano, note di foglia di fico e legno di cedro. Circa 40 ore di combustione.',
    ),
    price: 3800,
    motif: 'candle',
    hue: 95,
  },
  {
    slug: 'creme-mains-reparatrice',
    eshopCategory: 'corps-bien-etre',
    name: l(
      'Crème mains réparatrice',
      'Repairing hand cream',
      'Regenerierende Handcreme',
      'Crema de manos reparadora',
      'Crema mani riparatrice',
    ),
    description: l(
      'Tube de 50 ml. La crème de notre bar à ongles : elle pénètre vite et protège les mains abîmées.',
      '50 ml tube. The cream from our nail bar: it absorbs quickly and protects damaged hands.',
      '50-ml-Tube. Die Creme aus unserer Nagelbar: zieht schnell ein und schützt strapazierte Hände.',
      'Tubo de 50 ml. La crema de nuestro bar de uñas: se absorbe rápido y protege las manos dañadas.',
      'Tubo da 50 ml. La crema del nostro nail bar: si assorbe in fretta e protegge le mani screpolate.',
    ),
    price: 1800,
    motif: 'tube',
    hue: 20,
  },
  {
    slug: 'huile-massage-relaxante',
    eshopCategory: 'corps-bien-etre',
    name: l(
      'Huile de massage relaxante',
      'Relaxing massage oil',
      'Entspannendes Massageöl',
      'Aceite de masaje relajante',
      'Olio da massaggio rilassante',
    ),
    description: l(
      'Flacon de 100 ml. L’huile de notre massage californien : amande douce, sésame et huiles essentielles de petit grain.',
      '100 ml bottle. The oil from our Californian massage: sweet almond, sesame and petitgrain essential oils.',
      '100-ml-Flasche. Das Öl unserer kalifornischen Massage: Süßmandel, Sesam und ätherisches Petitgrainöl.',
      'Frasco de 100 ml. El aceite de nuestro masaje californiano: almendra dulce, sésamo y aceites esenciales de petitgrain.',
      'Flacone da 100 ml. L’olio del nostro massaggio californiano: mandorla dolce, sesamo e oli essenziali di petitgrain.',
    ),
    price: 3400,
    motif: 'bottle',
    hue: 30,
  },
  {
    slug: 'gommage-corps-sucre',
    eshopCategory: 'corps-bien-etre',
    name: l(
      'Gommage corps au sucre',
      'Sugar body scrub',
      'Zucker-Körperpeeling',
      'Exfoliante corporal de azúcar',
      'Scrub corpo allo zucchero',
    ),
    description: l(
      'Pot de 200 ml. Sucre de canne et huile de coco pour une peau lisse et délicatement parfumée.',
      '200 ml jar. Cane sugar and coconut oil for smooth, delicately scented skin.',
      '200-ml-Tiegel. Rohrzucker und Kokosöl für glatte, zart duftende Haut.',
      'Tarro de 200 ml. Azúcar de caña y aceite de coco para una piel suave y delicadamente perfumada.',
      'Vasetto da 200 ml. Zucchero di canna e olio di cocco per una pelle liscia e delicatamente profumata.',
    ),
    price: 3600,
    motif: 'jar',
    hue: 24,
  },
  {
    slug: 'shampooing-doux-avoine',
    eshopCategory: 'cheveux-coffrets',
    name: l(
      'Shampooing doux à l’avoine',
      'Gentle oat shampoo',
      'Mildes Hafer-Shampoo',
      'Champú suave de avena',
      'Shampoo delicato all’avena',
    ),
    description: l(
      'Flacon de 250 ml. Une base lavante douce pour les lavages fréquents et les cuirs chevelus sensibles.',
      '250 ml bottle. A mild cleansing base for frequent washing and sensitive scalps.',
      '250-ml-Flasche. Eine milde Waschbasis für häufiges Waschen und empfindliche Kopfhaut.',
      'Frasco de 250 ml. Una base lavante suave para lavados frecuentes y cueros cabelludos sensibles.',
      'Flacone da 250 ml. Una base lavante delicata per lavaggi frequenti e cute sensibile.',
    ),
    price: 2200,
    motif: 'bottle',
    hue: 48,
  },
  {
    slug: 'coffret-rituel-eclat',
    eshopCategory: 'cheveux-coffrets',
    name: l(
      'Coffret Rituel Éclat',
      'Éclat Ritual gift set',
      'Geschenkset Éclat-Ritual',
      'Estuche Ritual Éclat',
      'Cofanetto Rituale Éclat',
    ),
    description: l(
      'Le sérum vitamine C, la crème hydratante riche et le masque à l’argile rose réunis dans un coffret en carton recyclé.',
      'The vitamin C serum, the rich moisturising cream and the pink clay mask together in a recycled card box.',
      'Das Vitamin-C-Serum, die reichhaltige Feuchtigkeitscreme und die Maske mit rosa Tonerde in einer Schachtel aus Recyclingkarton.',
      'El sérum de vitamina C, la crema hidratante rica y la mascarilla de arcilla rosa reunidos en un estuche de cartón reciclado.',
      'Il siero alla vitamina C, la crema idratante ricca e la maschera all’argilla rosa riuniti in un cofanetto di cartone riciclato.',
    ),
    price: 11900,
    motif: 'gift',
    hue: 318,
  },
];
