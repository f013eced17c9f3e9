// The outbox keeps one-time secrets encrypted (AES-256-GCM), never in clear (ADR 0006): a copy
// of the database does not yield codes or reset links; the dev route decrypts them with the key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const MARKER = /\[\[secret:v1:([A-Za-z0-9_-]+)\]\]/g;
export const HIDDEN = '••••••';

export class OutboxCipher {
  readonly #key: Buffer;

  /** `key`: 32 bytes in base64url (OUTBOX_KEY); without it, a random key for this process. */
  constructor(key?: string) {
    this.#key = key ? Buffer.from(key, 'base64url') : randomBytes(32);
    if (this.#key.length !== 32) throw new Error('OUTBOX_KEY must be 32 bytes in base64url');
  }

  /** The sealed form stored in place of a secret. */
  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `[[secret:v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}]]`;
  }

  /** The text with its sealed secrets opened; those of another key show as HIDDEN. */
  open(text: string): string {
    return text.replace(MARKER, (_, packed: string) => {
      try {
        const raw = Buffer.from(packed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return HIDDEN;
      }
    });
  }
}
