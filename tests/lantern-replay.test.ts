import { describe, expect, it } from 'vitest';
import { parseWhatIf, rewriteLog } from '../scripts/bench/lantern-replay.ts';

const sent = (requestId: string, url: string) => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, request: { url } },
});
const received = (requestId: string, encodedDataLength: number) => ({
  method: 'Network.responseReceived',
  params: { requestId, response: { encodedDataLength } },
});
const finished = (requestId: string, encodedDataLength: number) => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength },
});

describe('the LCP replay’s what-if', () => {
  const log = [
    sent('1', 'http://localhost:3500/'),
    finished('1', 30_000),
    sent('2', 'http://localhost:3500/assets/shared-abc.js'),
    received('2', 400),
    finished('2', 50_000),
    sent('3', 'http://localhost:3500/assets/star-def.js'),
    finished('3', 500),
  ];

  it('scales the bytes of the requests whose path matches, and only theirs', () => {
    const out = rewriteLog(log, parseWhatIf('^/assets/shared-=0.5'));
    expect(
      out.map((event) => event.params.encodedDataLength ?? event.params.response?.encodedDataLength),
    ).toEqual([undefined, 30_000, undefined, 200, 25_000, undefined, 500]);
    expect(log[4]).toEqual(finished('2', 50_000));
  });

  it('drops every event of a dropped request; the first matching rule wins', () => {
    const out = rewriteLog(log, parseWhatIf('star=drop;/assets/=2'));
    expect(out.map((event) => event.params.requestId)).toEqual(['1', '1', '2', '2', '2']);
    expect(out.at(-1)?.params.encodedDataLength).toBe(100_000);
  });

  it('refuses a rule without a factor or with a negative one', () => {
    expect(() => parseWhatIf('shared')).toThrow(/PATTERN=FACTOR/);
    expect(() => parseWhatIf('shared=-1')).toThrow(/≥ 0/);
    expect(parseWhatIf('')).toEqual([]);
  });
});
