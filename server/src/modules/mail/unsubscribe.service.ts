/**
 * One-click unsubscribe from optional e-mails (docs/product/emails.md#preferences-and-unsubscribe): the signed
 * link of a newsletter, a promotion or a booking reminder turns off exactly the setting it was made for,
 * without signing in, the same however often it is used.
 */
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import {
  UNSUBSCRIBE_ERROR_CODES as CODES, UNSUBSCRIBE_MESSAGES as M, UNSUBSCRIBE_SETTING, type UnsubscribePurpose,
} from '@pitchside/shared-api/contracts/unsubscribe';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { pickLanguage } from './mailer.js';
import type { UnsubscribeRepository } from './unsubscribe.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export class UnsubscribeService {
  constructor(
    private readonly repo: UnsubscribeRepository,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** For the link's page: the account's language and the link's purpose, or null for a link that is not valid. */
  async inspect(token: string): Promise<{ language: LanguageCode; purpose: UnsubscribePurpose } | null> {
    const named = this.tokens.verify(token);
    const account = named ? await this.repo.languageOf(named.userId) : undefined;
    return named && account ? { language: pickLanguage(account.language), purpose: named.purpose } : null;
  }

  /**
   * Turns off the setting the token names for the account it names; a token that is malformed, not ours or
   * names no account is 400. Answers the account's language and the purpose.
   */
  async unsubscribe(token: string): Promise<{ language: LanguageCode; purpose: UnsubscribePurpose }> {
    const named = this.tokens.verify(token);
    const account = named ? await this.repo.turnOff(named.userId, UNSUBSCRIBE_SETTING[named.purpose], this.clock.now()) : undefined;
    if (!named || !account) throw badRequest(M.invalidLink, CODES.invalidLink);
    return { language: pickLanguage(account.language), purpose: named.purpose };
  }

  /** Where a user turns notifications on and off. */
  settingsUrl(): string {
    return `${this.publicUrl.replace(/\/$/, '')}/settings`;
  }
}
