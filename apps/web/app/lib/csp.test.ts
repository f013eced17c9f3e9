import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

describe('the storefront Content-Security-Policy', () => {
  const policy = contentSecurityPolicy('abc123', ['https://admin.eclat.example']);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('runs only scripts carrying the nonce, and what they load', () => {
    expect(directive('script-src')).toContain("'nonce-abc123'");
    expect(directive('script-src')).toContain("'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('lets only the storefront and the back office frame it, and only payment providers be framed', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self' https://admin.eclat.example");
    expect(contentSecurityPolicy('n', [])).toContain("frame-ancestors 'self'");
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).not.toContain('*;');
  });
});
