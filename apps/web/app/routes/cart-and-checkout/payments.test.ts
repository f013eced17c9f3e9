import { ApiError } from '@eclat/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '../../lib/storefront-context.ts';
import { contextOf, fakeApi, makeStorefront } from '../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../test/company-fixture.ts';
import { loader as fail } from './payments-fail.tsx';
import { loader as rdvcheck } from './payments-rdvcheck.tsx';
import { loader as success } from './payments-success.tsx';

let api = fakeApi({});
vi.mock('../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const signedIn = { auth_token: 'secret', auth_type: 'customer' };
const CART = 'cart_0123456789abcdef';
const returns = { success, fail, rdvcheck } as const;

type Loaded = { data: { kind: string; eshop?: boolean; title: string }; init: { status?: number } | null };

async function visit(page: keyof typeof returns, path: string, storefront: Storefront): Promise<Loaded> {
  const url = new URL(`http://localhost${path}`);
  const args = { context: contextOf(storefront), request: new Request(url), params: {}, pattern: '', url };
  try {
    return (await returns[page](args as never)) as unknown as Loaded;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { data: { kind: 'redirect', title: '' }, init: { status: thrown.status } };
    throw thrown;
  }
}

beforeEach(() => {
  api = fakeApi({});
  api.client.withOptions.mockReturnValue(api.client);
  // The payment service knows no such cart for this customer.
  api.client.request.mockRejectedValue(new ApiError({ code: 404, message: 'payment not found' }));
});

describe('payment returns that name no payment (spec §2 /payments/success, /fail, /rdvcheck)', () => {
  it('without a cart: a 404 page that says the payment was not found, no sign-in needed', async () => {
    for (const page of ['success', 'fail', 'rdvcheck'] as const) {
      const loaded = await visit(page, `/payments/${page}`, makeStorefront());
      expect(loaded.init?.status, page).toBe(404);
      expect(loaded.data.kind, page).toBe('unknown');
      expect(loaded.data.title).toBe('Paiement introuvable | Maison Éclat');
    }
    // A malformed cart id names no cart either.
    const en = await visit('success', '/en/payments/success?cartId=<x>', makeStorefront({ lang: 'en' }));
    expect(en).toMatchObject({
      init: { status: 404 },
      data: { kind: 'unknown', title: 'Payment not found | Maison Éclat' },
    });
    expect(api.client.request).not.toHaveBeenCalled();
  });

  it("with a cart that is not the customer's: the same page, and the e-shop orders when the shop sells", async () => {
    const eshop = makeCompany({ modules: { payment: true, eshop: true, loyalty: false } });
    for (const page of ['success', 'fail', 'rdvcheck'] as const) {
      const loaded = await visit(
        page,
        `/payments/${page}?cartId=${CART}`,
        makeStorefront({ cookies: signedIn }),
      );
      expect(loaded).toMatchObject({ init: { status: 404 }, data: { kind: 'unknown', eshop: false } });
      const shop = await visit(
        page,
        `/payments/${page}?cartId=${CART}`,
        makeStorefront({ cookies: signedIn, company: eshop }),
      );
      expect(shop.data.eshop).toBe(true);
    }
    expect(api.client.request).toHaveBeenCalledWith(
      `/api/payment/success/${CART}`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('with a cart and no session: signing in first, as before (the cart is the customer’s)', async () => {
    const loaded = await visit('rdvcheck', `/payments/rdvcheck?cartId=${CART}`, makeStorefront());
    expect(loaded).toMatchObject({ data: { kind: 'redirect' }, init: { status: 302 } });
  });
});
