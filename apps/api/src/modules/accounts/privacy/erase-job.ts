// The `customer-erase` job (issue 23, ADR 0026): the retention sweep (modules/accounts/retention)
// queues one per customer past the company's limit; the erasure queues one to blank the messages
// the relay had not delivered yet. Payload { companyId, customerId, by: 'system' }.
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/worker.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { eraseCustomer } from './erase-customer.ts';

export { CUSTOMER_ERASE_JOB } from './erase-customer.ts';

const PayloadSchema = z.object({
  companyId: z.number().int().positive(),
  customerId: z.number().int().positive(),
  by: z.literal('system'),
});

export function customerEraseJob(keys: MessageKeys): JobDefinition {
  return {
    run: async (tx, { payload, now }) => {
      const p = PayloadSchema.parse(payload);
      // A customer gone meanwhile (their company removed) has nothing left to erase.
      return eraseCustomer(tx, {
        companyId: p.companyId,
        customerId: p.customerId,
        by: { type: 'system' },
        kind: 'retention_erase',
        now,
        keys,
      });
    },
  };
}
