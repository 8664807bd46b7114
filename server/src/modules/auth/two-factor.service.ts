import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AUTH_ERROR_CODES, type TwoFactorEnableResponse } from '@pitchside/shared-api/contracts/auth';
import type { Clock } from '../../lib/clock.js';
import { DomainError, badRequest, conflict, MESSAGES, unauthorized } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { UserRecord, UserRepository } from '../users/user.repository.js';

const ISSUER = 'Pitchside';
const PERIOD_SECONDS = 30;
/** One step either side tolerates phone clocks that drift by up to 30 s. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** TOTP (RFC 6238, SHA-1, 6 digits, 30 s) compatible with common authenticator apps. */
export class TwoFactorService {
  constructor(
    private readonly users: UserRepository,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  /** Starts enrolment: a new secret is stored but not active until a code is verified. */
  async enable(user: UserRecord): Promise<TwoFactorEnableResponse> {
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled', AUTH_ERROR_CODES.twoFactorAlreadyEnabled);
    const secret = generateSecret();
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
    await this.users.update(user.id, { twoFactorSecret: this.box.seal(secret), twoFactorLastStep: null }, this.clock.now());
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { otpauthUrl, qrCodeDataUrl, secret };
  }

  async confirm(user: UserRecord, code: string): Promise<void> {
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled', AUTH_ERROR_CODES.twoFactorAlreadyEnabled);
    if (!user.twoFactorSecret) throw badRequest('Start two-factor set-up first', AUTH_ERROR_CODES.twoFactorNotStarted);
    if (!(await this.accept(user, code))) throw badRequest(MESSAGES.invalidTwoFactorCode, AUTH_ERROR_CODES.invalidTwoFactorCode);
    await this.users.update(user.id, { twoFactorEnabled: true }, this.clock.now());
  }

  async disable(user: UserRecord, code: string): Promise<void> {
    if (!user.twoFactorEnabled) throw badRequest('Two-factor authentication is not enabled', AUTH_ERROR_CODES.twoFactorNotEnabled);
    if (!(await this.accept(user, code))) throw badRequest(MESSAGES.invalidTwoFactorCode, AUTH_ERROR_CODES.invalidTwoFactorCode);
    await this.users.update(user.id, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null }, this.clock.now());
  }

  /** Login step: no code → TWO_FACTOR_REQUIRED; wrong or replayed code → 'Invalid two-factor code'. */
  async checkLogin(user: UserRecord, code: string | undefined): Promise<void> {
    if (!user.twoFactorEnabled) return;
    if (!code) throw new DomainError('unauthenticated', AUTH_ERROR_CODES.twoFactorRequired, MESSAGES.twoFactorRequired);
    if (!(await this.accept(user, code))) throw unauthorized(MESSAGES.invalidTwoFactorCode, AUTH_ERROR_CODES.invalidTwoFactorCode);
  }

  /** Valid for the current time and never used before (the accepted step is claimed atomically). */
  private async accept(user: UserRecord, code: string): Promise<boolean> {
    const secret = user.twoFactorSecret ? this.box.open(user.twoFactorSecret) : undefined;
    if (!secret || !/^\d{6}$/.test(code)) return false;
    const result = await verify({
      secret, token: code, period: PERIOD_SECONDS, epochTolerance: TOLERANCE_SECONDS,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      ...(user.twoFactorLastStep !== null ? { afterTimeStep: user.twoFactorLastStep } : {}),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return this.users.claimTwoFactorStep(user.id, result.timeStep);
  }
}
