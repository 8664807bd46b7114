import { z } from 'zod';
import { CURRENCIES } from './field-constants.js';
import { ZLatitudeSchema, ZLongitudeSchema, ZLocalTimeSchema, ZClosingTimeSchema, ZTimeZoneSchema } from './field-primitives.js';
import { ZPaginationSchema } from './field.js';
import { LANGUAGE_CODES } from './language.js';

// The company's profile (docs/product/entities.md#company, docs/product/validation.md company address and form submission, docs/product/api.md Profile and
// Locations). PUT /companies/profile is multipart: plain values as text, objects and lists as JSON strings,
// the logo and cover image as files, insurance documents as indexed files (`insuranceDocuments[0]` …).

export const SUBSCRIPTION_PLANS = ['basic', 'premium', 'enterprise'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const COMPANY_PROFILE_LIMITS = {
  documentsMax: 5,
  /** Bytes of one insurance document (PDF, JPEG or PNG). */
  documentMaxBytes: 5 * 1024 * 1024,
  locationsPageSize: 10,
} as const;

export const COMPANY_PROFILE_MESSAGES = {
  nameRequired: 'Company name is required',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateRequired: 'State/province is required',
  postalCodeRequired: 'Postal code is required',
  countryRequired: 'Country is required',
  invalidEmail: 'Invalid email address',
  invalidWebsite: 'Enter a web address starting with http:// or https://',
  invalidYear: 'Enter a year between 1800 and 2100',
  invalidJson: 'This value must be valid JSON',
  hours: 'Opening hours need a closing time after the opening time',
  documentType: 'Insurance documents must be PDF, JPEG or PNG files',
  documentTooLarge: 'Each insurance document must be 5 MB or smaller',
  documentsLimit: 'A company keeps at most 5 insurance documents',
  documentNotFound: 'Document not found',
  uploadType: 'The type must be image or document',
  uploaded: 'File uploaded',
  locationNotFound: 'Location not found',
  locationNameRequired: 'Location name is required',
  alreadyCompany: 'This account already manages a company',
  updated: 'Company profile updated',
  logoUpdated: 'Logo updated',
  logoRemoved: 'Logo removed',
  upgraded: 'Your company account is ready',
  locationCreated: 'Location created',
  locationUpdated: 'Location updated',
  locationDeleted: 'Location deleted',
  primarySet: 'Primary location changed',
} as const;
const M = COMPANY_PROFILE_MESSAGES;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional().transform((v) => (v === '' ? null : v));

/** Per docs/product/validation.md: street, city, state/province, postal code and country are required. */
export const ZCompanyAddressSchema = z.object({
  street: z.string({ error: M.streetRequired }).trim().min(1, M.streetRequired).max(200),
  city: z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(100),
  state: z.string({ error: M.stateRequired }).trim().min(1, M.stateRequired).max(100),
  postalCode: z.string({ error: M.postalCodeRequired }).trim().min(1, M.postalCodeRequired).max(20),
  country: z.string({ error: M.countryRequired }).trim().min(2, M.countryRequired).max(100),
});
export type CompanyAddress = z.infer<typeof ZCompanyAddressSchema>;

/** Opening hours of one weekday (0 = Sunday); a day left out is closed. */
export const ZBusinessHoursSchema = z.array(z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  open: ZLocalTimeSchema,
  close: ZClosingTimeSchema,
}).refine((d) => d.open < d.close, { message: M.hours, path: ['close'] })).max(7)
  .refine((days) => new Set(days.map((d) => d.dayOfWeek)).size === days.length, { message: M.hours });
export type BusinessHours = z.infer<typeof ZBusinessHoursSchema>;

export const ZCompanyDocumentSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
  /** The authenticated download (owner or super admin). */
  url: z.string(),
});
export type CompanyDocument = z.infer<typeof ZCompanyDocumentSchema>;

export const ZCompanyLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  fieldCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type CompanyLocation = z.infer<typeof ZCompanyLocationSchema>;

export const ZCompanyProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string().nullable(),
  description: z.string(),
  foundedYear: z.number().int().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  businessEmail: z.string().nullable(),
  phone: z.string().nullable(),
  registeredAddress: ZCompanyAddressSchema.nullable(),
  billingAddress: ZCompanyAddressSchema.nullable(),
  timezone: z.string(),
  taxId: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  businessType: z.string().nullable(),
  industry: z.string().nullable(),
  businessHours: ZBusinessHoursSchema,
  languages: z.array(z.enum(LANGUAGE_CODES)),
  currencies: z.array(z.enum(CURRENCIES)),
  /** The usual currency: the one its figures list first (always among `currencies`). */
  primaryCurrency: z.enum(CURRENCIES),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  insuranceDocuments: z.array(ZCompanyDocumentSchema),
  locations: z.array(ZCompanyLocationSchema),
  updatedAt: z.iso.datetime(),
});
export type CompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

/** What PUT /companies/profile changes (after the multipart's JSON strings are read); absent or null: kept. */
export const ZCompanyProfileUpdateSchema = z.strictObject({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200).optional(),
  legalName: optionalText(200),
  description: text(4000).optional(),
  foundedYear: z.coerce.number({ error: M.invalidYear }).int(M.invalidYear).min(1800, M.invalidYear).max(2100, M.invalidYear).nullable().optional(),
  website: z.string().trim().max(300).regex(/^$|^https?:\/\/\S+$/i, M.invalidWebsite).nullable().optional().transform((v) => (v === '' ? null : v)),
  businessEmail: z.string().trim().max(254).pipe(z.union([z.literal(''), z.email(M.invalidEmail)])).nullable().optional().transform((v) => (v === '' ? null : v)),
  phone: z.string().trim().max(30).regex(/^$|^\+?[0-9 ().-]{6,30}$/, 'Enter a valid phone number').nullable().optional().transform((v) => (v === '' ? null : v)),
  registeredAddress: ZCompanyAddressSchema.nullable().optional(),
  billingAddress: ZCompanyAddressSchema.nullable().optional(),
  timezone: ZTimeZoneSchema.optional(),
  taxId: optionalText(50),
  licenseNumber: optionalText(50),
  registrationNumber: optionalText(50),
  businessType: optionalText(100),
  industry: optionalText(100),
  businessHours: ZBusinessHoursSchema.optional(),
  languages: z.array(z.enum(LANGUAGE_CODES)).min(1).max(LANGUAGE_CODES.length).optional(),
  currencies: z.array(z.enum(CURRENCIES)).min(1).max(CURRENCIES.length).optional(),
  /** Added to `currencies` when it is not among them. */
  primaryCurrency: z.enum(CURRENCIES).optional(),
});
export type CompanyProfileUpdate = z.input<typeof ZCompanyProfileUpdateSchema>;

/** Fields of the multipart body that arrive as JSON strings. */
export const COMPANY_PROFILE_JSON_FIELDS = ['registeredAddress', 'billingAddress', 'businessHours', 'languages', 'currencies'] as const;

export const ZCompanyQuerySchema = z.object({ companyId: z.uuid().optional() });

/** POST /companies/upgrade: a customer becomes the owner of a new company. */
export const ZCompanyUpgradeSchema = z.object({
  companyName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200),
  timezone: ZTimeZoneSchema.optional(),
  businessEmail: z.string().trim().max(254).pipe(z.email(M.invalidEmail)).optional(),
  phone: z.string().trim().max(30).optional(),
  address: ZCompanyAddressSchema.optional(),
});
export type CompanyUpgrade = z.input<typeof ZCompanyUpgradeSchema>;

// ── Locations ────────────────────────────────────────────────────────────────────────────────────

export const ZLocationInputSchema = ZCompanyAddressSchema.extend({
  name: z.string({ error: M.locationNameRequired }).trim().min(1, M.locationNameRequired).max(120),
  latitude: ZLatitudeSchema.nullable().optional(),
  longitude: ZLongitudeSchema.nullable().optional(),
  phone: z.string().trim().max(30).nullable().optional().transform((v) => (v === '' ? null : v)),
  /** The first location is primary whatever this says; true moves the primary flag here. */
  isPrimary: z.boolean().optional(),
});
export type LocationInput = z.input<typeof ZLocationInputSchema>;
export const ZLocationUpdateSchema = ZLocationInputSchema.partial();
export type LocationUpdate = z.input<typeof ZLocationUpdateSchema>;

export const ZLocationQuerySchema = z.object({
  companyId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  isPrimary: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMPANY_PROFILE_LIMITS.locationsPageSize),
});
export type LocationQuery = {
  companyId?: string | undefined;
  search?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  isPrimary?: 'true' | 'false' | undefined;
  page?: number | undefined;
  limit?: number | undefined;
};

export const ZLocationListSchema = z.object({ locations: z.array(ZCompanyLocationSchema), pagination: ZPaginationSchema });
export type LocationList = z.infer<typeof ZLocationListSchema>;
export const ZLocationParamsSchema = z.object({ id: z.uuid({ error: M.locationNotFound }) });
export const ZDocumentParamsSchema = z.object({ id: z.uuid({ error: M.documentNotFound }) });
export const ZLogoResponseSchema = z.object({ logoUrl: z.string().nullable() });

/** POST /companies/upload (multipart `file` and `type`): an image served publicly, or a private company document. */
export const UPLOAD_TYPES = ['image', 'document'] as const;
export const ZUploadResultSchema = z.object({
  type: z.enum(UPLOAD_TYPES),
  /** Public for an image; the company's own download route for a document. */
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof ZUploadResultSchema>;
