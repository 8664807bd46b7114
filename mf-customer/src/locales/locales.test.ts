import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';
import fieldsEn from './fields/en.json';
import fieldsFr from './fields/fr.json';
import fieldsAr from './fields/ar.json';
import fieldDetailsEn from './field-details/en.json';
import fieldDetailsFr from './field-details/fr.json';
import fieldDetailsAr from './field-details/ar.json';
import bookingsEn from './bookings/en.json';
import bookingsFr from './bookings/fr.json';
import bookingsAr from './bookings/ar.json';
import dashboardEn from './dashboard/en.json';
import dashboardFr from './dashboard/fr.json';
import dashboardAr from './dashboard/ar.json';

describe('customer translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every English key', (_language, texts) => {
    expect(missingTranslationKeys(en, texts)).toEqual([]);
  });

  it.each([
    ['fr', fieldsFr],
    ['ar', fieldsAr],
  ])('%s has every English key of the field list', (_language, texts) => {
    expect(missingTranslationKeys(fieldsEn, texts)).toEqual([]);
  });

  it.each([
    ['fr', fieldDetailsFr],
    ['ar', fieldDetailsAr],
  ])('%s has every English key of a field\'s page and the booking wizard', (_language, texts) => {
    expect(missingTranslationKeys(fieldDetailsEn, texts)).toEqual([]);
  });

  it.each([
    ['fr', bookingsFr],
    ['ar', bookingsAr],
  ])('%s has every English key of the booking pages', (_language, texts) => {
    expect(missingTranslationKeys(bookingsEn, texts)).toEqual([]);
  });

  it.each([
    ['fr', dashboardFr],
    ['ar', dashboardAr],
  ])('%s has every English key of the home page', (_language, texts) => {
    expect(missingTranslationKeys(dashboardEn, texts)).toEqual([]);
  });

  it('gives Arabic every plural form where English has a count', () => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    for (const key of ['fields', 'companies', 'customers', 'bookings']) {
      for (const form of forms) expect(ar.landing.stats).toHaveProperty(`${key}_${form}`);
    }
  });
});
