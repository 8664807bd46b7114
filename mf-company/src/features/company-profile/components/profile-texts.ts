import { COMPANY_PROFILE_MESSAGES } from '@pitchside/shared-api/contracts/company-profile';
import { useContractMessage } from '../../../lib/use-contract-message';

/** Translates a text of the company profile contract or API; unknown texts are shown as they came. */
export const useProfileMessage = () => useContractMessage(COMPANY_PROFILE_MESSAGES, 'profile.messages');

/** Issues keyed by their path (`registeredAddress.city`), first message wins. */
export function issuesByPath(issues: readonly { path?: PropertyKey[]; field?: string; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.field ?? (issue.path ?? []).map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}
