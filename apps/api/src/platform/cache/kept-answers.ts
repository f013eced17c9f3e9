/**
 * Answers already written, each with what it was written from, within a count and a byte budget:
 * the oldest goes first past either bound. The caller decides whether a kept answer still holds
 * (its inputs read again and compared); this only keeps them (ADR 0029: availability answers).
 */
export class KeptAnswers<Inputs> {
  readonly #entries = new Map<string, { inputs: Inputs; bytes: Buffer; size: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: { maxEntries?: number; maxBytes?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** Entries kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes counted against the budget. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): { inputs: Inputs; bytes: Buffer } | undefined {
    return this.#entries.get(key);
  }

  /**
   * Keeps `bytes` for `key`, replacing what it had. `extra`: the bytes of the inputs kept with it
   * (texts compared later), counted too. An answer larger than the whole budget is not kept.
   */
  keep(key: string, inputs: Inputs, bytes: Buffer, extra = 0): void {
    this.#forget(key);
    const size = bytes.length + extra;
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { inputs, bytes, size });
    this.#bytes += size;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#forget(oldest);
    }
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
