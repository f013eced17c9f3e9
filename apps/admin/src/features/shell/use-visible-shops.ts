import { ShopsAdminAnswerSchema } from '@eclat/contracts';
import { useSignedIn } from '../../app/session.tsx';
import { visibleShops } from '../../lib/permissions.ts';
import { useLoad } from '../../lib/use-load.ts';

/** The shops the signed-in staff member may work on (a front desk sees its own only). */
export function useVisibleShops() {
  const { api, viewer } = useSignedIn();
  return useLoad(
    (signal) =>
      api
        .request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal })
        .then((r) => visibleShops(viewer, r.shops)),
    [api, viewer],
  );
}

/** Shops as the options of a filter. */
export const shopOptions = (shops: readonly { id: number; name: string }[] | undefined) =>
  (shops ?? []).map((s) => ({ value: s.id, label: s.name }));
