// Maison Éclat: who works where, cabins, equipment and what each salon offers.
import type { WeekHours } from '../schema.ts';
import { closed, continuous, week } from './util.ts';

export type TeamMember = {
  name: string;
  displayName: string;
  /** Category slugs whose services this person performs. */
  skills: string[];
  color: string;
  visible?: boolean;
  workingHours?: WeekHours;
};

export const eclatTeams: Record<string, TeamMember[]> = {
  'paris-marais': [
    { name: 'Léa Martin', displayName: 'Léa', skills: ['visage', 'massages'], color: '#8E4A7A' },
    {
      name: 'Inès Benali',
      displayName: 'Inès',
      skills: ['mains-pieds', 'epilation'],
      color: '#C9967B',
      // Works Wednesday to Saturday only.
      workingHours: week([
        closed(),
        closed(),
        continuous('10:00', '19:30'),
        continuous('10:00', '19:30'),
        continuous('10:00', '19:30'),
        continuous('10:00', '19:30'),
        closed(),
      ]),
    },
    { name: 'Sofia Rossi', displayName: 'Sofia', skills: ['coiffure', 'visage'], color: '#6C7A9C' },
    // An apprentice: books only from the back office.
    {
      name: 'Manon Petit',
      displayName: 'Manon',
      skills: ['massages', 'epilation'],
      color: '#A3B18A',
      visible: false,
    },
  ],
  'paris-saint-germain': [
    { name: 'Juliette Moreau', displayName: 'Juliette', skills: ['visage', 'massages'], color: '#7B3F61' },
    { name: 'Chloé Lambert', displayName: 'Chloé', skills: ['mains-pieds', 'epilation'], color: '#D4A373' },
    { name: 'Hugo Bernard', displayName: 'Hugo', skills: ['coiffure'], color: '#5E6472' },
  ],
  'lyon-presquile': [
    { name: 'Élodie Garnier', displayName: 'Élodie', skills: ['visage', 'massages'], color: '#9D4E6E' },
    {
      name: 'Nora Haddad',
      displayName: 'Nora',
      skills: ['mains-pieds', 'epilation', 'visage'],
      color: '#E0A96D',
    },
    { name: 'Baptiste Roux', displayName: 'Baptiste', skills: ['coiffure'], color: '#52796F' },
    { name: 'Yasmine Fabre', displayName: 'Yasmine', skills: ['massages'], color: '#B5838D' },
  ],
  'bordeaux-chartrons': [
    { name: 'Margaux Dubois', displayName: 'Margaux', skills: ['visage', 'massages'], color: '#6D597A' },
    { name: 'Léna Faure', displayName: 'Léna', skills: ['mains-pieds', 'epilation'], color: '#E5989B' },
    { name: 'Agathe Mercier', displayName: 'Agathe', skills: ['coiffure', 'visage'], color: '#355070' },
  ],
  'lille-vieux-lille': [
    { name: 'Pauline Lefebvre', displayName: 'Pauline', skills: ['visage', 'massages'], color: '#84596B' },
    { name: 'Zoé Lemaire', displayName: 'Zoé', skills: ['mains-pieds', 'epilation'], color: '#F2CC8F' },
    { name: 'Lucas Vandamme', displayName: 'Lucas', skills: ['coiffure'], color: '#3D405B' },
  ],
};

/** Cabins of the salons that manage them (shops.useCabins). */
export const eclatCabins: Record<string, string[]> = {
  'paris-marais': ['Cabine Lumière', 'Cabine Soie'],
  'paris-saint-germain': ['Cabine Velours', 'Cabine Ambre'],
  'lyon-presquile': ['Cabine Fourvière', 'Cabine Saône'],
};

export const EQUIPMENT_NAMES = { lpg: 'Appareil LPG', uv: 'Lampe UV' } as const;

export const eclatEquipment: Record<string, (keyof typeof EQUIPMENT_NAMES)[]> = {
  'paris-marais': ['lpg', 'uv'],
  'paris-saint-germain': ['uv'],
  'lyon-presquile': ['lpg', 'uv'],
  'bordeaux-chartrons': ['uv'],
  'lille-vieux-lille': ['uv'],
};

/** Services a salon does not offer (beyond those needing equipment it lacks). */
export const eclatNotOffered: Record<string, string[]> = {
  'lille-vieux-lille': ['coloration-vegetale', 'rituel-eclat-complet'],
  'bordeaux-chartrons': ['rituel-eclat-complet'],
};

/** Salon prices that differ from the base price, cents. */
export const eclatShopPrices: Record<string, Record<string, number>> = {
  'paris-saint-germain': {
    'soin-eclat-signature': 9500,
    'soin-anti-age-lift': 13900,
    'massage-pierres-chaudes': 11500,
  },
  'lyon-presquile': { 'soin-eclat-signature': 8500, 'coupe-brushing': 5900 },
  'bordeaux-chartrons': { 'manucure-classique': 3200 },
};
