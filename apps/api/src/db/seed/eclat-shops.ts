// Maison Éclat: its five salons, their city groups, hours and exceptional days.
import type { WeekHours } from '../schema.ts';
import { closed, continuous, type L, l, week, withLunch } from './util.ts';

export type GroupData = { key: string; name: L; short: L; long: L; order: number };

export const eclatGroups: GroupData[] = [
  {
    key: 'paris',
    name: l('Paris', 'Paris', 'Paris', 'París', 'Parigi'),
    short: l(
      'Deux maisons, rive droite et rive gauche.',
      'Two salons, on the Right Bank and the Left Bank.',
      'Zwei Salons, am rechten und am linken Seine-Ufer.',
      'Dos salones, en la orilla derecha y en la izquierda.',
      'Due istituti, sulla Rive Droite e sulla Rive Gauche.',
    ),
    long: l(
      'Au cœur du Haut-Marais comme à deux pas de Saint-Sulpice, nos maisons parisiennes vous accueillent du mardi au dimanche dans un cadre feutré.',
      'In the heart of the Upper Marais and a stone’s throw from Saint-Sulpice, our Paris salons welcome you from Tuesday to Sunday in a hushed, elegant setting.',
      'Im Herzen des Haut-Marais und nur wenige Schritte von Saint-Sulpice entfernt empfangen Sie unsere Pariser Salons von Dienstag bis Sonntag in einem ruhigen, eleganten Ambiente.',
      'En pleno Alto Marais y a dos pasos de Saint-Sulpice, nuestros salones de París te reciben de martes a domingo en un ambiente sereno y elegante.',
      'Nel cuore dell’Alto Marais e a due passi da Saint-Sulpice, i nostri istituti parigini ti accolgono dal martedì alla domenica in un ambiente raccolto ed elegante.',
    ),
    order: 1,
  },
  {
    key: 'lyon',
    name: l('Lyon', 'Lyon', 'Lyon', 'Lyon', 'Lione'),
    short: l(
      'Sur la Presqu’île, entre Bellecour et les Jacobins.',
      'On the Presqu’île, between Bellecour and the Jacobins.',
      'Auf der Presqu’île, zwischen Bellecour und den Jacobins.',
      'En la Presqu’île, entre Bellecour y los Jacobins.',
      'Sulla Presqu’île, tra Bellecour e i Jacobins.',
    ),
    long: l(
      'Notre maison lyonnaise occupe un appartement haussmannien lumineux, avec deux cabines et un espace mains et pieds.',
      'Our Lyon salon fills a bright Haussmann-style apartment, with two treatment rooms and a hands and feet lounge.',
      'Unser Salon in Lyon liegt in einer hellen Haussmann-Wohnung mit zwei Behandlungskabinen und einem Bereich für Hände und Füße.',
      'Nuestro salón de Lyon ocupa un luminoso piso haussmanniano, con dos cabinas y un espacio de manos y pies.',
      'Il nostro istituto di Lione occupa un luminoso appartamento haussmanniano, con due cabine e uno spazio mani e piedi.',
    ),
    order: 2,
  },
  {
    key: 'bordeaux',
    name: l('Bordeaux', 'Bordeaux', 'Bordeaux', 'Burdeos', 'Bordeaux'),
    short: l(
      'Dans le quartier des Chartrons.',
      'In the Chartrons district.',
      'Im Viertel Chartrons.',
      'En el barrio de Chartrons.',
      'Nel quartiere degli Chartrons.',
    ),
    long: l(
      'Entre antiquaires et chais d’autrefois, une maison intimiste dédiée aux soins du visage, aux massages et à la beauté des mains.',
      'Among antique dealers and former wine stores, an intimate salon devoted to facials, massages and beautiful hands.',
      'Zwischen Antiquitätenhändlern und alten Weinlagern: ein intimer Salon für Gesichtsbehandlungen, Massagen und schöne Hände.',
      'Entre anticuarios y antiguas bodegas, un salón íntimo dedicado a los tratamientos faciales, los masajes y la belleza de las manos.',
      'Tra antiquari e antiche cantine, un istituto intimo dedicato ai trattamenti viso, ai massaggi e alla bellezza delle mani.',
    ),
    order: 3,
  },
];

export type ShopData = {
  slug: string;
  name: string;
  group: string | null;
  address: string;
  zipcode: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  bookerActive: boolean;
  useCabins: boolean;
  hours: WeekHours;
  description: L;
  hue: number;
};

const tuesdayToSaturday = (day: ReturnType<typeof continuous>) => [day, day, day, day, day] as const;

export const eclatShops: ShopData[] = [
  {
    slug: 'paris-marais',
    name: 'Maison Éclat Marais',
    group: 'paris',
    address: '24 rue de Bretagne',
    zipcode: '75003',
    city: 'Paris',
    lat: 48.86305,
    lng: 2.3629,
    phone: '+33 1 42 72 18 40',
    email: 'marais@maison-eclat.example',
    bookerActive: true,
    useCabins: true,
    // Open on Sunday morning, after the Marché des Enfants Rouges.
    hours: week([closed(), ...tuesdayToSaturday(continuous('10:00', '19:30')), continuous('10:00', '13:00')]),
    description: l(
      'Notre maison historique, face au Marché des Enfants Rouges : deux cabines feutrées, un bar à ongles et une équipe qui prend le temps.',
      'Our original salon, opposite the Marché des Enfants Rouges: two softly lit treatment rooms, a nail bar and a team that takes its time.',
      'Unser Stammhaus gegenüber dem Marché des Enfants Rouges: zwei gedämpfte Kabinen, eine Nagelbar und ein Team, das sich Zeit nimmt.',
      'Nuestro salón histórico, frente al Marché des Enfants Rouges: dos cabinas acogedoras, un bar de uñas y un equipo que se toma su tiempo.',
      'Il nostro istituto storico, di fronte al Marché des Enfants Rouges: due cabine raccolte, un nail bar e un team che sa prendersi il suo tempo.',
    ),
    hue: 322,
  },
  {
    slug: 'paris-saint-germain',
    name: 'Maison Éclat Saint-Germain',
    group: 'paris',
    address: '12 rue du Vieux-Colombier',
    zipcode: '75006',
    city: 'Paris',
    lat: 48.85116,
    lng: 2.33147,
    phone: '+33 1 45 48 27 63',
    email: 'saint-germain@maison-eclat.example',
    bookerActive: true,
    useCabins: true,
    // Late opening on Thursday.
    hours: week([
      closed(),
      continuous('10:00', '19:00'),
      continuous('10:00', '19:00'),
      continuous('10:00', '21:00'),
      continuous('10:00', '19:00'),
      continuous('09:30', '19:00'),
      closed(),
    ]),
    description: l(
      'À deux pas de Saint-Sulpice, une adresse rive gauche tout en boiseries claires, réputée pour ses soins anti-âge et ses nocturnes du jeudi.',
      'A short walk from Saint-Sulpice, a Left Bank address in pale wood panelling, known for its anti-ageing facials and late Thursday openings.',
      'Nur wenige Schritte von Saint-Sulpice: eine Adresse am linken Ufer mit hellen Holzvertäfelungen, bekannt für Anti-Aging-Behandlungen und lange Donnerstagabende.',
      'A pocos pasos de Saint-Sulpice, una dirección de la orilla izquierda con boiserie clara, conocida por sus tratamientos antiedad y sus jueves de cierre tardío.',
      'A due passi da Saint-Sulpice, un indirizzo della Rive Gauche dalle boiserie chiare, noto per i trattamenti anti-età e le aperture serali del giovedì.',
    ),
    hue: 300,
  },
  {
    slug: 'lyon-presquile',
    name: 'Maison Éclat Lyon Presqu’île',
    group: 'lyon',
    address: '18 rue Émile Zola',
    zipcode: '69002',
    city: 'Lyon',
    lat: 45.76105,
    lng: 4.83365,
    phone: '+33 4 78 42 56 19',
    email: 'lyon@maison-eclat.example',
    bookerActive: true,
    useCabins: true,
    hours: week([
      closed(),
      withLunch('09:30', '13:00', '14:00', '19:00'),
      withLunch('09:30', '13:00', '14:00', '19:00'),
      withLunch('09:30', '13:00', '14:00', '19:00'),
      withLunch('09:30', '13:00', '14:00', '19:00'),
      continuous('09:00', '18:00'),
      closed(),
    ]),
    description: l(
      'Entre la place Bellecour et la rue de la République, un appartement lumineux aux moulures d’origine, pensé comme une parenthèse au cœur de la ville.',
      'Between Place Bellecour and Rue de la République, a bright apartment with its original mouldings, designed as a pause in the heart of the city.',
      'Zwischen Place Bellecour und Rue de la République: eine helle Wohnung mit originalem Stuck, gedacht als Auszeit mitten in der Stadt.',
      'Entre la plaza Bellecour y la calle de la République, un piso luminoso con molduras originales, pensado como un paréntesis en pleno centro.',
      'Tra place Bellecour e rue de la République, un appartamento luminoso con le modanature originali, pensato come una pausa nel cuore della città.',
    ),
    hue: 28,
  },
  {
    slug: 'bordeaux-chartrons',
    name: 'Maison Éclat Bordeaux Chartrons',
    group: 'bordeaux',
    address: '52 rue Notre-Dame',
    zipcode: '33000',
    city: 'Bordeaux',
    lat: 44.85338,
    lng: -0.57058,
    phone: '+33 5 56 81 37 24',
    email: 'bordeaux@maison-eclat.example',
    bookerActive: true,
    useCabins: false,
    hours: week([
      closed(),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      continuous('10:00', '18:30'),
      closed(),
    ]),
    description: l(
      'Notre dernière-née, rue Notre-Dame : une boutique d’angle aux pierres blondes où l’on vient pour un soin, un massage ou une pause manucure.',
      'Our newest salon, on Rue Notre-Dame: a corner shop in honey-coloured stone where you drop in for a facial, a massage or a manicure break.',
      'Unser jüngster Salon in der Rue Notre-Dame: ein Eckladen aus hellem Stein für eine Gesichtsbehandlung, eine Massage oder eine Maniküre zwischendurch.',
      'Nuestro salón más reciente, en la calle Notre-Dame: un local de esquina de piedra dorada donde venir a por un tratamiento, un masaje o una manicura.',
      'Il nostro istituto più recente, in rue Notre-Dame: una bottega d’angolo in pietra bionda dove concedersi un trattamento, un massaggio o una manicure.',
    ),
    hue: 38,
  },
  {
    slug: 'lille-vieux-lille',
    name: 'Maison Éclat Vieux-Lille',
    group: null,
    address: '15 rue de la Grande Chaussée',
    zipcode: '59800',
    city: 'Lille',
    lat: 50.63855,
    lng: 3.06262,
    phone: '+33 3 20 55 14 82',
    email: 'lille@maison-eclat.example',
    // Online booking is off here: appointments by phone only for now.
    bookerActive: false,
    useCabins: false,
    hours: week([
      closed(),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      withLunch('10:00', '13:00', '14:00', '19:00'),
      closed(),
    ]),
    description: l(
      'Au cœur du Vieux-Lille, une maison en briques et pierre où nous recevons sur rendez-vous téléphonique en attendant l’ouverture de la réservation en ligne.',
      'In the heart of Old Lille, a brick and stone house where we welcome you by phone appointment until online booking opens.',
      'Mitten im Vieux-Lille: ein Haus aus Backstein und Naturstein, in dem wir Sie nach telefonischer Terminvereinbarung empfangen, bis die Online-Buchung startet.',
      'En pleno Vieux-Lille, una casa de ladrillo y piedra donde te recibimos con cita telefónica mientras preparamos la reserva en línea.',
      'Nel cuore della Vieux-Lille, una casa in mattoni e pietra dove ti accogliamo su appuntamento telefonico in attesa dell’apertura delle prenotazioni online.',
    ),
    hue: 12,
  },
];
