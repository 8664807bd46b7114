import { PROMOTION_MESSAGES } from '@pitchside/shared-api/contracts/promotion';
import { useContractFailure, useContractMessage } from '../../../lib/use-contract-message';

/** The contract's fixed texts (its worded ones, like the minimum hours, are the customer's). */
const API_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PROMOTION_MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text]] : [])),
);

/** Translates a text of the promotions contract; unknown texts are shown as they came. */
export const usePromotionMessage = () => useContractMessage(API_MESSAGES, 'promotions.messages');

/** What a failed promotion call says (the API's text when it is one we know, else the fallback of docs/product/messages.md). */
export const usePromotionFailure = () => useContractFailure(API_MESSAGES, 'promotions.messages');
