import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './fixtures.ts';
import { CONSOLE } from './ports.ts';

/**
 * Calls of the API itself (the console's origin) as a customer or a company user: the journeys
 * prepare what a screen shows (a review, a waitlist entry) the way the storefront would.
 */
export type Caller = {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown) => Promise<{ status: number; body: T }>;
};

export async function companyToken(request: APIRequestContext, host = 'localhost'): Promise<string> {
  const answer = await request.get(`${CONSOLE}/api/companies/token/host/${host}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** Signed in as a customer (`/api/users/login`) or a company user (`/api/cmpusers/login`). */
export async function signedInCaller(
  request: APIRequestContext,
  kind: 'customer' | 'company-user',
  email: string,
): Promise<Caller> {
  const company = await companyToken(request);
  const login = await request.post(
    `${CONSOLE}${kind === 'customer' ? '/api/users/login' : '/api/cmpusers/login'}`,
    {
      headers: { company },
      data: { email, password: PASSWORD },
    },
  );
  expect(login.ok(), `${email} signs in`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { company, curlang: 'fr', authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const answer = await request.get(`${CONSOLE}${path}`, { headers });
      expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
      return (await answer.json()) as T;
    },
    post: async <T>(path: string, data: unknown) => {
      const answer = await request.post(`${CONSOLE}${path}`, { headers, data });
      const text = await answer.text();
      return { status: answer.status(), body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}
