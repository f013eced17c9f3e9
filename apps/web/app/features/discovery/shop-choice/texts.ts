import type { Lang } from '@eclat/contracts/langs';

/**
 * The dialog's own texts, in the five languages: it is also opened from the journeys' pages,
 * where the discovery catalogue is not loaded. A handful of short strings costs less than a fetch.
 */
export const shopChoiceTexts: Record<
  Lang,
  { title: string; titleFor: string; choose: string; price: string; empty: string }
> = {
  fr: {
    title: 'Choisissez votre boutique',
    titleFor: 'Boutiques proposant « {service} »',
    choose: 'Réserver :',
    price: 'Prix : {price}',
    empty: 'Aucune boutique ne propose cette prestation pour le moment.',
  },
  en: {
    title: 'Choose your salon',
    titleFor: 'Salons offering “{service}”',
    choose: 'Book:',
    price: 'Price: {price}',
    empty: 'No salon offers this treatment at the moment.',
  },
  de: {
    title: 'Wählen Sie Ihren Salon',
    titleFor: 'Salons mit „{service}“',
    choose: 'Buchen:',
    price: 'Preis: {price}',
    empty: 'Derzeit bietet kein Salon diese Behandlung an.',
  },
  es: {
    title: 'Elige tu salón',
    titleFor: 'Salones que ofrecen «{service}»',
    choose: 'Reservar:',
    price: 'Precio: {price}',
    empty: 'Ningún salón ofrece este tratamiento por el momento.',
  },
  it: {
    title: 'Scegli il tuo istituto',
    titleFor: 'Istituti che offrono «{service}»',
    choose: 'Prenota:',
    price: 'Prezzo: {price}',
    empty: 'Nessun istituto offre questo trattamento al momento.',
  },
};
