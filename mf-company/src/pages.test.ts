import { createI18n } from '@pitchside/shared-ui/i18n';
import { contractVersion, pages, registerTranslations } from './pages';

describe('the ./pages module', () => {
  it('exposes exactly the page ids of the shell route table', () => {
    expect(Object.keys(pages).sort()).toEqual(['analytics', 'company', 'field-editor']);
  });

  it('carries the contract version it was built against', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('registers the company namespace in all three languages', () => {
    const i18n = createI18n({ lng: 'en' });
    registerTranslations(i18n);
    expect(i18n.t('employees.title', { ns: 'company' })).toBe('Employees');
    expect(i18n.t('employees.title', { ns: 'company', lng: 'fr' })).toBe('Employés');
    expect(i18n.t('employees.title', { ns: 'company', lng: 'ar' })).toBe('الموظفون');
  });
});
