// Without zod, so that the browser can import it alone (@eclat/contracts/messages).

/** Spec §5, §8: the texts the spec fixes. */
export const MESSAGES = {
  missingParams: 'param manquants',
  serviceUnavailable: 'Le service est indisponible.',
  conflict: 'Conflict',
  unknownCompany: 'business not registered',
  missingCompany: 'company header missing',
} as const;
