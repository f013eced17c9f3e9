import {
  CollectionFieldKindSchema,
  CollectionItemsAnswerSchema,
  CollectionSchemasAnswerSchema,
  StaffCollectionSchemaSchema,
} from '@eclat/contracts';
import { COLLECTION_FIELD_KINDS } from '@eclat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { collectionItems, collectionSchemas } from '../../../db/schema.ts';

const testimonials = {
  type: 'temoignages',
  name: { fr: 'Témoignages', en: 'Testimonials' },
  public: true,
  fields: [
    { key: 'author', label: { fr: 'Auteur', en: 'Author' }, kind: 'text', required: true },
    { key: 'quote', label: { fr: 'Citation' }, kind: 'richtext', required: true },
    { key: 'stars', label: { fr: 'Étoiles' }, kind: 'number' },
    { key: 'photo', label: { fr: 'Photo' }, kind: 'image' },
    { key: 'on', label: { fr: 'Date' }, kind: 'date' },
  ],
};

describe.each(engines)('collections on %s', (engine) => {
  let kit: ContentTestKit;
  let publicSchema: number;
  let privateSchema: number;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    const res = await kit.call('POST', '/api/collections/schemas', { as: 'manager', body: testimonials });
    expect(res.statusCode, res.body).toBe(201);
    publicSchema = res.json().schema.id;
    const priv = await kit.call('POST', '/api/collections/schemas', {
      as: 'manager',
      body: {
        type: 'fournisseurs',
        name: { fr: 'Fournisseurs' },
        fields: [
          { key: 'name', label: { fr: 'Nom' }, kind: 'text', required: true },
          { key: 'site', label: { fr: 'Site' }, kind: 'url' },
        ],
      },
    });
    privateSchema = priv.json().schema.id;
    await kit.database.db.insert(collectionSchemas).values({
      companyId: kit.b.companyId,
      type: 'temoignages',
      name: { fr: 'Avis B' },
      public: true,
      fields: [{ key: 'author', label: { fr: 'Auteur' }, kind: 'text' }],
    });
  });
  afterAll(async () => {
    await kit?.close();
  });

  const itemCount = async () => (await kit.database.db.select({ n: count() }).from(collectionItems))[0]?.n;

  it('keeps the field kinds of the contract and of the domain rule in step', () => {
    expect(CollectionFieldKindSchema.options).toEqual([...COLLECTION_FIELD_KINDS]);
  });

  it('answers the public schemas to visitors, every schema to managers', async () => {
    const pub = CollectionSchemasAnswerSchema.parse(
      (await kit.call('GET', '/api/collections/schemas/public', { lang: 'en' })).json(),
    );
    expect(pub.schemas).toHaveLength(1);
    expect(pub.schemas[0]).toMatchObject({ type: 'temoignages', name: 'Testimonials' });
    expect(pub.schemas[0]?.fields[0]).toEqual({
      key: 'author',
      label: 'Author',
      kind: 'text',
      required: true,
    });
    expect(pub.schemas[0]?.fields[2]?.required).toBe(false);
    const all = (await kit.call('GET', '/api/collections/schemas', { as: 'manager' })).json().schemas;
    expect(all.map((s: { type: string }) => s.type)).toEqual(['fournisseurs', 'temoignages']);
    StaffCollectionSchemaSchema.parse(all[0]);
    expect((await kit.call('GET', '/api/collections/schemas')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/collections/schemas', { as: 'customer' })).statusCode).toBe(403);
    const b = CollectionSchemasAnswerSchema.parse(
      (await kit.call('GET', '/api/collections/schemas/public', { company: 'b' })).json(),
    );
    expect(b.schemas.map((s) => s.name)).toEqual(['Avis B']);
  });

  it('adds items whose data fits the schema, and serves them in order, texts in curlang', async () => {
    const first = await kit.call('POST', '/api/collections/items', {
      as: 'manager',
      body: {
        type: 'temoignages',
        order: 2,
        data: {
          author: 'Claire',
          quote: { fr: '<p>Un moment <em>hors du temps</em><script>x()</script></p>', en: '<p>Timeless</p>' },
          stars: 5,
          photo: '/media/claire.webp',
          on: '2026-03-14',
        },
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().item.data.quote.fr).toBe('<p>Un moment <em>hors du temps</em></p>');
    const second = await kit.call('POST', '/api/collections/items', {
      as: 'manager',
      body: {
        schemaId: publicSchema,
        order: 1,
        data: { author: { fr: 'Léa', en: 'Lea' }, quote: 'Parfait' },
      },
    });
    expect(second.statusCode, second.body).toBe(201);

    const res = await kit.call('GET', '/api/collections/items/type/temoignages', { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { items } = CollectionItemsAnswerSchema.parse(res.json());
    expect(items.map((i) => i.data.author)).toEqual(['Lea', 'Claire']);
    expect(items[1]?.data).toEqual({
      author: 'Claire',
      quote: '<p>Timeless</p>',
      stars: 5,
      photo: '/media/claire.webp',
      on: '2026-03-14',
    });
    const one = await kit.call('GET', `/api/collections/items/${first.json().item.id}`);
    expect(one.json().item.data.quote).toBe('<p>Un moment <em>hors du temps</em></p>');
    const raw = await kit.call('GET', '/api/collections/items/type/temoignages?all=1', { as: 'manager' });
    expect(raw.json().items[0].data.author).toEqual({ fr: 'Léa', en: 'Lea' });
    expect((await kit.call('GET', '/api/collections/items/type/temoignages?all=1')).statusCode).toBe(401);
  });

  it('keeps the items of a private schema for managers', async () => {
    const res = await kit.call('POST', '/api/collections/items', {
      as: 'manager',
      body: { type: 'fournisseurs', data: { name: 'Nuance Pigments', site: 'https://nuance.example' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().item.id;
    expect((await kit.call('GET', '/api/collections/items/type/fournisseurs')).statusCode).toBe(401);
    expect(
      (await kit.call('GET', '/api/collections/items/type/fournisseurs', { as: 'customer' })).statusCode,
    ).toBe(403);
    expect((await kit.call('GET', `/api/collections/items/${id}`)).statusCode).toBe(401);
    const staff = await kit.call('GET', '/api/collections/items/type/fournisseurs', { as: 'manager' });
    expect(staff.json().items).toHaveLength(1);
    expect((await kit.call('GET', '/api/collections/items/type/nope')).statusCode).toBe(404);
  });

  it('refuses data that does not fit the schema, and bad schemas, writing nothing', async () => {
    const before = await itemCount();
    const cases = [
      { type: 'temoignages', data: { quote: 'Sans auteur' } },
      { type: 'temoignages', data: { author: 'A', quote: 'Q', stars: 'cinq' } },
      { type: 'temoignages', data: { author: 'A', quote: 'Q', photo: 'javascript:alert(1)' } },
      { type: 'temoignages', data: { author: 'A', quote: 'Q', on: '2026-02-30' } },
      { type: 'temoignages', data: { author: 'A', quote: 'Q', unknown: 1 } },
      { type: 'inconnu', data: { author: 'A' } },
      { schemaId: privateSchema, type: 'temoignages', data: { author: 'A' } },
      { data: { author: 'A' } },
    ];
    for (const body of cases) {
      const res = await kit.call('POST', '/api/collections/items', { as: 'manager', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const errors = (
      await kit.call('POST', '/api/collections/items', {
        as: 'manager',
        body: { type: 'temoignages', data: { stars: 'x' } },
      })
    ).json().errors;
    expect(errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.data.author',
      'body.data.quote',
      'body.data.stars',
    ]);
    const body = { type: 'temoignages', data: { author: 'A', quote: 'Q' } };
    expect((await kit.call('POST', '/api/collections/items', { body })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/collections/items', { as: 'customer', body })).statusCode).toBe(403);
    expect((await kit.call('POST', '/api/collections/items', { as: 'staff', body })).statusCode).toBe(403);
    expect(
      (
        await kit.call('POST', '/api/collections/items', {
          company: 'b',
          as: 'manager',
          body: { schemaId: publicSchema, data: { author: 'x' } },
        })
      ).statusCode,
    ).toBe(400);
    expect(await itemCount()).toBe(before);

    const schemaCases = [
      { ...testimonials, type: 'temoignages' },
      { ...testimonials, type: 'Bad Type' },
      { ...testimonials, type: 'dup', fields: [testimonials.fields[0], testimonials.fields[0]] },
      { ...testimonials, type: 'kinds', fields: [{ key: 'x', label: { fr: 'X' }, kind: 'video' }] },
      { ...testimonials, type: 'keys', fields: [{ key: '1x', label: { fr: 'X' }, kind: 'text' }] },
    ];
    const statuses = [];
    for (const schema of schemaCases)
      statuses.push(
        (await kit.call('POST', '/api/collections/schemas', { as: 'manager', body: schema })).statusCode,
      );
    expect(statuses).toEqual([409, 400, 400, 400, 400]);
  });

  it('changes and deletes items, only within the company', async () => {
    const created = await kit.call('POST', '/api/collections/items', {
      as: 'manager',
      body: { type: 'temoignages', data: { author: 'Zoé', quote: 'Super' } },
    });
    const id = created.json().item.id;
    const changed = await kit.call('PUT', `/api/collections/items/${id}`, {
      as: 'manager',
      body: { data: { author: 'Zoé', quote: 'Super', stars: 4 }, order: 9 },
    });
    expect(changed.json().item).toMatchObject({ order: 9, data: { stars: 4 } });
    const invalid = await kit.call('PUT', `/api/collections/items/${id}`, {
      as: 'manager',
      body: { data: { author: 'Zoé' } },
    });
    expect(invalid.statusCode).toBe(400);
    const foreign = await kit.call('PUT', `/api/collections/items/${id}`, {
      company: 'b',
      as: 'manager',
      body: { order: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await kit.call('GET', `/api/collections/items/${id}`, { company: 'b' })).statusCode).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/collections/items/${id}`, { company: 'b', as: 'manager' })).statusCode,
    ).toBe(404);
    const [row] = await kit.database.db.select().from(collectionItems).where(eq(collectionItems.id, id));
    expect(row?.order).toBe(9);
    expect((await kit.call('DELETE', `/api/collections/items/${id}`, { as: 'manager' })).statusCode).toBe(
      204,
    );
    expect((await kit.call('GET', `/api/collections/items/${id}`)).statusCode).toBe(404);
  });

  it('lets managers rename or hide a schema and deletes its items with it', async () => {
    const hidden = await kit.call('PUT', `/api/collections/schemas/${publicSchema}`, {
      as: 'manager',
      body: { public: false },
    });
    expect(hidden.json().schema.public).toBe(false);
    expect((await kit.call('GET', '/api/collections/items/type/temoignages')).statusCode).toBe(401);
    expect(
      (await kit.call('DELETE', `/api/collections/schemas/${publicSchema}`, { company: 'b', as: 'manager' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/api/collections/schemas/${publicSchema}`, { as: 'manager' })).statusCode,
    ).toBe(204);
    const left = await kit.database.db
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.schemaId, publicSchema));
    expect(left).toEqual([]);
  });
});
