import type { CompanySettingsService } from '../companies/company-settings.service.js';
export type X = CompanySettingsService;
