import { z } from 'zod';

export const DayHoursSchema = z.object({
  status: z.enum(['open', 'pause', 'closed']),
  hours: z.array(z.object({ start: z.string(), end: z.string() })),
});

export const GeoGroupmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  image: z.string().nullable(),
  order: z.number(),
});
export type GeoGroupment = z.infer<typeof GeoGroupmentSchema>;

export const ShopSchema = z.object({
  id: z.number(),
  slug: z.string(),
  externalId: z.string().nullable(),
  order: z.number(),
  publicInfo: z.object({
    name: z.string(),
    description: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.object({ address: z.string(), city: z.string(), country: z.string(), zipcode: z.string() }),
  }),
  localisation: z.object({ coordonate: z.object({ lat: z.number(), lng: z.number() }).nullable() }),
  timeZone: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  articles: z.array(z.number()),
  booker: z.object({ active: z.boolean(), shopUseCabins: z.boolean() }),
  /** Keyed by ISO weekday "1" (Monday) … "7" (Sunday). */
  openingHours: z.record(z.string(), z.array(DayHoursSchema)),
  geoGroupment: GeoGroupmentSchema,
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopsAnswerSchema = z.object({ shops: z.array(ShopSchema) });
