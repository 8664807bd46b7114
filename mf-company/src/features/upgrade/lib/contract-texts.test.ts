import { ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin-constants';
import { COMPANY_PROFILE_MESSAGES } from '@pitchside/shared-api/contracts/company-profile';
import { CARD_ERROR_MESSAGES } from '@pitchside/shared-api/contracts/payment-constants';
import { SUBSCRIPTION_MESSAGES } from '@pitchside/shared-api/contracts/subscription';
import en from '../../../locales/sections/upgrade/en.json';

// The page finds the translation of an API text by its English words: the English texts must be the contract's.
describe('the plan and billing texts', () => {
  it('carry every subscription message of the contract, word for word in English', () => {
    expect(en.upgrade.messages).toEqual(SUBSCRIPTION_MESSAGES);
  });

  it('carry the card refusals of the payments contract', () => {
    expect(en.upgrade.cardErrors).toEqual(CARD_ERROR_MESSAGES);
  });

  it('carry the company upgrade messages they translate', () => {
    for (const [key, text] of Object.entries(en.upgrade.create.messages)) {
      expect(COMPANY_PROFILE_MESSAGES).toHaveProperty(key, text);
    }
  });

  it('say that company registration is closed as the admin contract does (found by its code)', () => {
    expect(en.upgrade.create.registrationClosed).toBe(ADMIN_MESSAGES.registrationClosed);
  });
});
