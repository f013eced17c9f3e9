import { describe, expect, it } from 'vitest';
import { hostName } from './host.ts';

describe('hostName', () => {
  it('strips the port and lowercases', () => {
    expect(hostName('localhost:3000')).toBe('localhost');
    expect(hostName('Maison-Eclat.LOCALHOST:3100')).toBe('maison-eclat.localhost');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('studio-zen.localhost.')).toBe('studio-zen.localhost');
    expect(hostName(null)).toBe('');
  });
});
