import { lazy } from 'react';
import { FieldDetailsPage } from '../features/field-details/field-details-page';

/** The booking wizard: its own chunk (with the forms and their validation), loaded on `/book` only. */
const BookingWizard = lazy(() => import(/* webpackChunkName: "booking-wizard" */ '../features/booking-wizard/booking-wizard'));

/** `/fields/:id` and `/fields/:id/book`: the field's page, which books the field with the booking wizard. */
export default function FieldPage() {
  return <FieldDetailsPage booking={(field) => <BookingWizard field={field} />} />;
}
