// The GSM 03.38 alphabet (basic table and its extension): a text within it travels as plain SMS;
// one character outside it (ê, ô, œ, an emoji) needs UCS-2, which gateways must be told about or
// they replace the character. French accents are partly inside (é è à ù), partly not (ê â ô ç).
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '\f^{}\\[~]|€';
const GSM7 = new Set([...BASIC, ...EXTENSION]);

export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7.has(char)) return false;
  return true;
}
