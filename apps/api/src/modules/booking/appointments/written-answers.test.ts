// ADR 0029: answers already written are given again only for the very inputs they were written
// from, and the store stays within its bounds.
import { describe, expect, it } from 'vitest';
import type { AvailabilityInputs } from './availability.ts';
import { WrittenAnswers } from './availability.ts';
import type { ShopStatics } from './repository.ts';

const statics = {
  shop: {},
  services: new Map(),
  employees: [],
  cabins: [],
  equipment: [],
} as unknown as ShopStatics;
const settings = { minNoticeMinutes: 0 } as AvailabilityInputs['settings'];
const inputs = (over: Partial<AvailabilityInputs> = {}): AvailabilityInputs => ({
  statics,
  serviceIds: [1],
  text: { busy: '1,0,10', closed: '', opened: '[]' },
  settings,
  giftLimitReached: [],
  ...over,
});
const written = (over: Partial<AvailabilityInputs> = {}) => {
  const i = inputs(over);
  return {
    statics: i.statics,
    settings: i.settings,
    text: i.text,
    giftLimitReached: i.giftLimitReached.join(','),
    earliest: 100,
    firstSlot: 200,
  };
};

describe('WrittenAnswers', () => {
  it('gives an answer back for the same inputs only', () => {
    const answers = new WrittenAnswers();
    const bytes = Buffer.from('{"a":1}');
    answers.keep('k', written(), bytes);
    expect(answers.find('k', inputs(), 100)).toBe(bytes);
    expect(answers.find('k', inputs(), 200)).toBe(bytes);
    expect(answers.find('other', inputs(), 100)).toBeNull();
    // Another statics object (a staff write, the time bound), other settings, other busy time…
    expect(answers.find('k', inputs({ statics: { ...statics } }), 100)).toBeNull();
    expect(answers.find('k', inputs({ settings: { ...settings } }), 100)).toBeNull();
    expect(answers.find('k', inputs({ text: { busy: '1,0,11', closed: '', opened: '[]' } }), 100)).toBeNull();
    expect(
      answers.find('k', inputs({ text: { busy: '1,0,10', closed: '2026-06-02', opened: '[]' } }), 100),
    ).toBeNull();
    expect(answers.find('k', inputs({ giftLimitReached: ['2026-06-02'] }), 100)).toBeNull();
    // …a clock past its first slot, or set back.
    expect(answers.find('k', inputs(), 201)).toBeNull();
    expect(answers.find('k', inputs(), 99)).toBeNull();
  });

  it('keeps at most its entries and bytes, the oldest going first', () => {
    const answers = new WrittenAnswers({ maxEntries: 2, maxBytes: 100 });
    answers.keep('a', written(), Buffer.alloc(30));
    answers.keep('b', written(), Buffer.alloc(30));
    answers.keep('c', written(), Buffer.alloc(30));
    expect(answers.size).toBe(2);
    expect(answers.find('a', inputs(), 100)).toBeNull();
    answers.keep('d', written(), Buffer.alloc(60));
    expect(answers.size).toBe(1);
    expect(answers.bytes).toBeLessThanOrEqual(100);
    expect(answers.find('d', inputs(), 100)).not.toBeNull();
    answers.keep('e', written(), Buffer.alloc(500));
    expect(answers.find('e', inputs(), 100)).toBeNull();
    answers.keep('d', written(), Buffer.alloc(10));
    expect(answers.size).toBe(1);
    expect(answers.bytes).toBe(10 + '1,0,10'.length + '[]'.length);
  });
});
