import {
  ZEmailPreviewSchema, ZEmailTemplateListSchema, ZEmailTemplateSchema, ZEmailTestResultSchema, emailTemplateId, type EmailPreview,
  type EmailTemplate, type EmailTemplateInput, type EmailTemplateList, type EmailTemplateParams, type EmailTestResult,
} from '../contracts/email-templates.js';
import type { CompanySettingsQuery } from '../contracts/company-settings.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

const TEMPLATES = { type: 'Settings' as const, id: 'EMAIL_TEMPLATES' };

type One = EmailTemplateParams & CompanySettingsQuery;
const query = (companyId: string | undefined) => (companyId ? `?companyId=${encodeURIComponent(companyId)}` : '');
const BASE = '/companies/settings/email-templates';
const path = ({ kind, language, companyId }: One, suffix = '') => `${BASE}/${emailTemplateId({ kind, language })}${suffix}${query(companyId)}`;
const changed = (_result: unknown, error: unknown) => (error ? [] : [TEMPLATES]);

/** A company's wording of its customers' booking e-mails: list, save, reset, preview a draft, send a test. */
export const emailTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplateList, CompanySettingsQuery | void>({
      query: (args) => `${BASE}${query(args?.companyId)}`,
      transformResponse: unwrapEnvelope<EmailTemplateList>,
      responseSchema: __DEV__ ? ZEmailTemplateListSchema : undefined,
      providesTags: [TEMPLATES],
    }),
    saveEmailTemplate: build.mutation<EmailTemplate, One & { wording: EmailTemplateInput }>({
      query: ({ wording, ...one }) => ({ url: path(one), method: 'PUT', body: wording }),
      transformResponse: unwrapEnvelope<EmailTemplate>,
      responseSchema: __DEV__ ? ZEmailTemplateSchema : undefined,
      invalidatesTags: changed,
    }),
    resetEmailTemplate: build.mutation<EmailTemplate, One>({
      query: (one) => ({ url: path(one), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<EmailTemplate>,
      responseSchema: __DEV__ ? ZEmailTemplateSchema : undefined,
      invalidatesTags: changed,
    }),
    previewEmailTemplate: build.mutation<EmailPreview, One & { wording: EmailTemplateInput }>({
      query: ({ wording, ...one }) => ({ url: path(one, '/preview'), method: 'POST', body: wording }),
      transformResponse: unwrapEnvelope<EmailPreview>,
      responseSchema: __DEV__ ? ZEmailPreviewSchema : undefined,
    }),
    /** Sends the draft to `email`, or to the caller's own address when not given. */
    sendTestEmail: build.mutation<EmailTestResult, One & { wording: EmailTemplateInput; email?: string }>({
      query: ({ wording, email, ...one }) => ({ url: path(one, '/test'), method: 'POST', body: email === undefined ? wording : { ...wording, email } }),
      transformResponse: unwrapEnvelope<EmailTestResult>,
      responseSchema: __DEV__ ? ZEmailTestResultSchema : undefined,
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery, useSaveEmailTemplateMutation, useResetEmailTemplateMutation, usePreviewEmailTemplateMutation,
  useSendTestEmailMutation,
} = emailTemplatesApi;
