import type { CustomerUser } from '@eclat/contracts';
// @vitest-environment jsdom
// Registration in two steps with the SMS code when the company requires one (spec §4). The demo
// companies do not ask for the code, so the e2e journeys register without it; this drives the
// form against answers shaped like the API's (contracts RegistrationAnswerSchema).
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../locales/journeys/fr.ts';
import { registerAction } from './register-action.ts';
import { REGISTER_ACTION, RegisterForm } from './register-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let answers: Record<string, { status: number; body: unknown }>;
let root: Root;
let container: HTMLDivElement;
let signedIn: string[];

// A whole RegistrationAnswer user: answers are checked against their contract in tests.
const user: CustomerUser = {
  id: 42,
  email: 'nina@example.com',
  phone: '+33612345678',
  lang: 'fr',
  status: 'pending',
  emailVerified: false,
  phoneVerified: false,
  noPass: false,
  providers: { google: false, facebook: false },
  profiles: [],
  links: [],
  palierId: null,
  smsOptOut: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

function field(label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = labelElement
    ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null)
    : null;
  if (!input) throw new Error(`no field ${label}`);
  return input;
}

async function fill(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    input.value = value;
  });
}

async function press(text: string) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button ${text}`);
  await act(async () => button.click());
  await settle();
}

beforeEach(async () => {
  calls = [];
  signedIn = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const path = url.pathname;
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const answer = answers[path] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ token: 'tok-A', lang: 'fr', locale: 'fr-FR' }),
        children: [
          {
            // The language layout sends the journeys texts (routes/lang-layout.tsx).
            id: 'lang',
            loader: () => ({ pageTexts: { journeys: fr } }),
            children: [
              {
                path: '/',
                element: createElement(RegisterForm, {
                  social: { google: null, facebook: null },
                  onSignedIn: (token: string) => signedIn.push(token),
                }),
              },
              // The route the form posts to (routes/account/auth-register.tsx's clientAction).
              { path: REGISTER_ACTION, action: registerAction },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  await act(async () => root.render(createElement(RouterProvider, { router })));
  await settle();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function firstStep() {
  answers['/api/users/register/steps/1'] = {
    status: 201,
    body: { user, profile: null, token: null, requireSMSCode: false },
  };
  await fill(fr.fieldEmail, 'nina@example.com');
  await fill(fr.fieldPhone, '06 12 34 56 78');
  await fill(fr.fieldPassword, 'Velours-Ambre-2031');
  await press(fr.registerContinue);
}

describe('registration (spec §4: two steps, SMS code when required, resend)', () => {
  it('activates at step 2 when no code is required: the session is kept (type customer)', async () => {
    await firstStep();
    answers['/api/users/register/steps/2'] = {
      status: 200,
      body: { user, profile: null, token: 'tok-customer', requireSMSCode: false },
    };
    await fill(fr.fieldFirstname, 'Nina');
    await fill(fr.fieldLastname, 'Roux');
    await press(fr.registerSubmit);

    expect(calls.map((c) => c.path)).toEqual(['/api/users/register/steps/1', '/api/users/register/steps/2']);
    expect(calls[0]?.body).toEqual({
      email: 'nina@example.com',
      phone: '06 12 34 56 78',
      password: 'Velours-Ambre-2031',
      lang: 'fr',
    });
    expect(calls[1]?.body).toMatchObject({ email: 'nina@example.com', firstname: 'Nina', lastname: 'Roux' });
    expect(signedIn).toEqual(['tok-customer']);
    expect(localStorage.getItem('auth_token')).toBe('tok-customer');
    expect(localStorage.getItem('auth_type')).toBe('customer');
  });

  it('asks for the SMS code, sends it again on demand, then signs in', async () => {
    await firstStep();
    answers['/api/users/register/steps/2'] = {
      status: 200,
      body: { user, profile: null, token: null, requireSMSCode: true },
    };
    await fill(fr.fieldFirstname, 'Nina');
    await fill(fr.fieldLastname, 'Roux');
    await press(fr.registerSubmit);
    expect(container.textContent).toContain('Nous avons envoyé un code par SMS au 06 12 34 56 78.');

    answers['/api/users/register/resend/code'] = { status: 200, body: { success: true } };
    await press(fr.registerResend);
    expect(calls.at(-1)).toEqual({
      path: '/api/users/register/resend/code',
      body: { email: 'nina@example.com', phone: '06 12 34 56 78', type: 'sms' },
    });
    expect(container.textContent).toContain(fr.registerCodeResent);

    answers['/api/users/register/verify/code'] = { status: 400, body: { code: 400, type: 'code_invalid' } };
    await fill(fr.fieldSmsCode, '000000');
    await press(fr.registerVerify);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(fr.registerCodeInvalid);
    expect(signedIn).toEqual([]);

    answers['/api/users/register/verify/code'] = {
      status: 200,
      body: { user, profile: null, token: 'tok-after-sms', requireSMSCode: false },
    };
    await fill(fr.fieldSmsCode, '123456');
    await press(fr.registerVerify);
    expect(calls.at(-1)).toEqual({
      path: '/api/users/register/verify/code',
      body: { userID: 42, smsCode: '123456' },
    });
    expect(signedIn).toEqual(['tok-after-sms']);
  });

  it('says when the e-mail already has an account', async () => {
    answers['/api/users/register/steps/1'] = {
      status: 409,
      body: { code: 409, message: 'Conflict', type: 'email_taken' },
    };
    await fill(fr.fieldEmail, 'camille@example.com');
    await fill(fr.fieldPhone, '06 12 34 56 78');
    await fill(fr.fieldPassword, 'Velours-Ambre-2031');
    await press(fr.registerContinue);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(fr.registerEmailTaken);
  });

  it('says which field is wrong and why, without calling the API, and focuses it (issue 17)', async () => {
    await fill(fr.fieldEmail, 'nina@example');
    await fill(fr.fieldPhone, '');
    await fill(fr.fieldPassword, 'Velours-Ambre-2031');
    await press(fr.registerContinue);
    expect(calls).toEqual([]);
    expect(field(fr.fieldEmail).getAttribute('aria-invalid')).toBe('true');
    expect(field(fr.fieldPhone).getAttribute('aria-invalid')).toBe('true');
    expect(field(fr.fieldPassword).getAttribute('aria-invalid')).toBeNull();
    const described = (input: HTMLInputElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(field(fr.fieldEmail))).toContain(fr.emailInvalid);
    expect(described(field(fr.fieldPhone))).toContain(fr.phoneMissing);
    expect(document.activeElement).toBe(field(fr.fieldEmail));
    for (const form of container.querySelectorAll('form')) expect(form.noValidate).toBe(true);
  });

  it('puts the API refusal on its field: the e-mail already has an account', async () => {
    answers['/api/users/register/steps/1'] = {
      status: 409,
      body: { code: 409, message: 'Conflict', type: 'phone_taken' },
    };
    await fill(fr.fieldEmail, 'nina@example.com');
    await fill(fr.fieldPhone, '06 12 34 56 78');
    await fill(fr.fieldPassword, 'Velours-Ambre-2031');
    await press(fr.registerContinue);
    expect(field(fr.fieldPhone).getAttribute('aria-invalid')).toBe('true');
    expect(field(fr.fieldEmail).getAttribute('aria-invalid')).toBeNull();
  });

  it('flags a likely e-mail typo and corrects it on request', async () => {
    const email = field(fr.fieldEmail);
    await fill(fr.fieldEmail, 'nina@gmial.con');
    await act(async () => {
      email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(container.textContent).toContain('Vouliez-vous dire nina@gmail.com ?');
    await press(fr.emailTypoFix);
    expect(field(fr.fieldEmail).value).toBe('nina@gmail.com');
    expect(container.textContent).not.toContain('Vouliez-vous dire');
  });

  it('focuses the heading of the next step', async () => {
    await firstStep();
    expect(document.activeElement?.textContent).toBe(fr.registerTitle);
    expect(field(fr.fieldFirstname)).toBeTruthy();
  });
});
