// Accounts for the journeys: the seeded demo accounts (never modified by a test) and fresh ones.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { linkTo, type MailClient } from './smtp';

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO = {
  admin: { email: 'admin@pitchside.test', password: 'Admin123!' },
  owner: { email: 'owner@pitchside.test', password: 'Owner123!' },
  employee: { email: 'employee@pitchside.test', password: 'Employee123!' },
  customer: { email: 'customer@pitchside.test', password: 'Customer123!' },
} as const satisfies Record<string, Credentials>;

export interface NewUser extends Credentials {
  firstName: string;
  lastName: string;
  phone: string;
}

/** A user nobody has registered yet (unique per call, across topologies sharing the mailbox). */
export function newUser(tag: string): NewUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `${tag}-${id}@e2e.pitchside.test`,
    password: `Pw-${id}-Aa1`,
    firstName: 'Dana',
    lastName: `Tester${id.slice(-4)}`,
    phone: '+1 555 010 2030',
  };
}

/**
 * Registers through the API (set-up for journeys that are not about registering): a customer, or with
 * `companyName` the owner of a new company.
 */
export async function registerThroughApi(request: APIRequestContext, user: NewUser, { companyName }: { companyName?: string } = {}): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone,
      password: user.password, confirmPassword: user.password, acceptTerms: true,
      ...(companyName ? { accountType: 'company', companyName } : { accountType: 'customer' }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the verification link of the user's welcome mail through the API. */
export async function verifyThroughMail(request: APIRequestContext, mail: MailClient, email: string): Promise<void> {
  const message = await mail.waitForMail(email, { linkPath: '/verify-email' });
  const token = linkTo(message, '/verify-email').searchParams.get('token');
  expect(token, 'verification link carries a token').toBeTruthy();
  const response = await request.get(`/api/v1/auth/verify-email/${encodeURIComponent(token ?? '')}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** The sign-in form of /login, by its fields' `name`s (the labels are translated). */
export class LoginForm {
  constructor(readonly page: Page) {}

  get email(): Locator {
    return this.page.locator('input[name="email"]');
  }
  get password(): Locator {
    return this.page.locator('input[name="password"]');
  }
  get submit(): Locator {
    return this.page.locator('form').filter({ has: this.email }).locator('button[type="submit"]');
  }
  /** The second step for accounts with two-factor authentication: one 6-digit code. */
  get twoFactorCode(): Locator {
    return this.page.locator('input[name="code"]');
  }
  get twoFactorSubmit(): Locator {
    return this.page.locator('form').filter({ has: this.twoFactorCode }).locator('button[type="submit"]');
  }

  async signIn(credentials: Credentials): Promise<void> {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.submit.click();
  }
}

/** The claims of a JWT (not verified: for reading `exp`/`iat` in a test). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
