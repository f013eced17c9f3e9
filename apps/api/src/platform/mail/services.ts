// The message services of one API process: one outbox cipher (OUTBOX_KEY, else a key of this
// process) shared by the messenger and every module that queues mails, and the signed-link key,
// read or made once (LINK_KEY, else the instance's own in instance_secrets).
import type { AccountsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signedLinkKey } from '../auth/signed-links.ts';
import { OutboxCipher } from './cipher.ts';
import type { MessageServices } from './outbox-writer.ts';

export function createMessageServices(
  db: Db,
  accounts: AccountsConfig,
  shared?: OutboxCipher,
): MessageServices {
  const cipher = shared ?? new OutboxCipher(accounts.outboxKey);
  let linkKey: Promise<Buffer> | null = null;
  return {
    cipher,
    async keys() {
      linkKey ??= signedLinkKey(db, accounts.linkKey);
      try {
        return { cipher, linkKey: await linkKey };
      } catch (error) {
        // A failed read (database down) is tried again next time, not remembered.
        linkKey = null;
        throw error;
      }
    },
  };
}
