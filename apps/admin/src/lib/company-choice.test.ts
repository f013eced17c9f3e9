import { describe, expect, it } from 'vitest';
import { baseDomain, hostCandidates } from './company-choice.ts';

describe('choosing the business', () => {
  it('takes a host as typed, even pasted as an address', () => {
    expect(hostCandidates('studio-zen.localhost', 'localhost')).toEqual(['studio-zen.localhost']);
    expect(hostCandidates('https://www.salon.fr/fr/services', 'admin.eclat.example')).toEqual([
      'www.salon.fr',
    ]);
    expect(hostCandidates('localhost:3000', 'localhost')).toEqual(['localhost']);
    expect(hostCandidates('127.0.0.1', 'localhost')).toEqual(['127.0.0.1']);
  });

  it("turns a nickname into a host under the console's domain", () => {
    expect(hostCandidates('Studio-Zen', 'localhost')).toEqual(['studio-zen.localhost', 'studio-zen']);
    expect(hostCandidates('maison-eclat', 'admin.eclat.example')).toEqual([
      'maison-eclat.eclat.example',
      'maison-eclat',
    ]);
    expect(baseDomain('maison-eclat.localhost:4000')).toBe('localhost');
    expect(baseDomain('127.0.0.1')).toBe('localhost');
    expect(baseDomain('eclat.example')).toBe('eclat.example');
  });

  it('refuses what cannot be a host', () => {
    expect(hostCandidates('', 'localhost')).toEqual([]);
    expect(hostCandidates('two words', 'localhost')).toEqual([]);
    expect(hostCandidates('bad_chars!', 'localhost')).toEqual([]);
    expect(hostCandidates('-dash.example', 'localhost')).toEqual([]);
  });
});
