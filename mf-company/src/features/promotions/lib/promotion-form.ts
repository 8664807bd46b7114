import { z } from 'zod';
import {
  PROMOTION_CODE_PATTERN, PROMOTION_LIMITS as L, PROMOTION_MESSAGES as M, type Promotion, type PromotionCreate,
} from '@pitchside/shared-api/contracts/promotion';

// The promotion dialog's values: what the inputs hold (texts, days), checked with the contract's rules and
// texts (docs/product/validation.md#promotion-form), and turned into the request.

const DAY = 86_400_000;
const wholeNumber = (text: string) => /^\d+$/.test(text.trim());
const within = (min: number, max: number) => (text: string) => wholeNumber(text) && Number(text) >= min && Number(text) <= max;
const optionalUses = z.string().refine((text) => text.trim() === '' || within(1, L.usesMax)(text), M.usesRange);
const day = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const ZPromotionFormSchema = z.object({
  code: z.string().trim().regex(PROMOTION_CODE_PATTERN, M.codeFormat),
  discountPercent: z.string().refine(within(L.discountMin, L.discountMax), M.discountRange),
  minHours: z.string().refine((text) => text.trim() === '' || within(0, L.minHoursMax)(text), M.minHoursRange),
  /** The first and last days it is valid on, both included, in the browser's zone. */
  validFrom: day(M.validFrom),
  validTo: day(M.validTo),
  maxUses: optionalUses,
  maxUsesPerCustomer: optionalUses,
  fieldIds: z.array(z.string()),
  active: z.boolean(),
}).refine((values) => !values.validFrom || !values.validTo || values.validTo >= values.validFrom, { message: M.validToAfterFrom, path: ['validTo'] });
export type PromotionFormValues = z.infer<typeof ZPromotionFormSchema>;

/** The inputs the API may name in a refusal. */
export const FORM_INPUTS = ['code', 'discountPercent', 'minHours', 'validFrom', 'validTo', 'maxUses', 'maxUsesPerCustomer', 'fieldIds'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's local day of an instant. */
export const localDay = (instant: number) => {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** Local midnight at the start of a day (`YYYY-MM-DD`). */
const startOfDay = (value: string) => {
  const [year, month, dayOfMonth] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth);
};

/** A new promotion: valid from today for 30 days, on every field, switched on. */
export function emptyForm(now = Date.now()): PromotionFormValues {
  return {
    code: '', discountPercent: '10', minHours: '0', validFrom: localDay(now), validTo: localDay(now + 29 * DAY),
    maxUses: '', maxUsesPerCustomer: '', fieldIds: [], active: true,
  };
}

/** The stored promotion in the dialog's inputs (its end is exclusive: the last day is the one before). */
export function formOf(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code, discountPercent: String(promotion.discountPercent), minHours: String(promotion.minHours),
    validFrom: localDay(Date.parse(promotion.validFrom)), validTo: localDay(Date.parse(promotion.validTo) - 1),
    maxUses: promotion.maxUses === null ? '' : String(promotion.maxUses),
    maxUsesPerCustomer: promotion.maxUsesPerCustomer === null ? '' : String(promotion.maxUsesPerCustomer),
    fieldIds: promotion.fieldIds, active: promotion.active,
  };
}

const usesOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request: from the first day's local midnight to the midnight after the last day. */
export function toRequest(values: PromotionFormValues): Required<PromotionCreate> {
  const end = startOfDay(values.validTo);
  end.setDate(end.getDate() + 1);
  return {
    code: values.code.trim(), discountPercent: Number(values.discountPercent), minHours: Number(values.minHours.trim() || 0),
    validFrom: startOfDay(values.validFrom).toISOString(), validTo: end.toISOString(),
    maxUses: usesOf(values.maxUses), maxUsesPerCustomer: usesOf(values.maxUsesPerCustomer), fieldIds: values.fieldIds, active: values.active,
  };
}
