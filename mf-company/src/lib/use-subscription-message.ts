import { SUBSCRIPTION_MESSAGES } from '@pitchside/shared-api/contracts/subscription';
import { useContractMessage } from './use-contract-message';

/** Translates a text of the subscription contract or API; unknown texts are shown as they came. */
export const useSubscriptionMessage = () => useContractMessage(SUBSCRIPTION_MESSAGES, 'upgrade.messages');
