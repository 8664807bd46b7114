import { z } from 'zod';
import { ZCompanyUpgradeSchema, type CompanyUpgrade } from '@pitchside/shared-api/contracts/company-profile';

/** The "become a company" form as typed: text inputs, an empty one meaning "not given". */
export interface CompanyFormValues {
  companyName: string;
  timezone: string;
  businessEmail: string;
  phone: string;
}

/** The values without the blank optional ones (the contract's optional fields refuse ''). */
function given({ companyName, ...optional }: CompanyFormValues): CompanyUpgrade {
  return { companyName, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value.trim() !== '')) };
}

/** The form's values checked by the contract itself. */
export const ZCompanyFormSchema = z
  .object({ companyName: z.string(), timezone: z.string(), businessEmail: z.string(), phone: z.string() })
  .transform(given)
  .pipe(ZCompanyUpgradeSchema);
/** What the form sends: the contract's body. */
export type CompanyFormOutput = z.output<typeof ZCompanyFormSchema>;

/** The browser's IANA zone (a company usually sits where its owner is). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** IANA zones the browser knows, `current` among them even when the list lacks it (older browsers, `UTC`). */
export function timeZones(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes(current) ? supported : [current, ...supported];
}
