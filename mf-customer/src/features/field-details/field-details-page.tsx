import { Suspense, type ReactNode } from 'react';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { useGetFieldQuery } from '@pitchside/shared-api/client/fields-api';
import { Page } from '@pitchside/shared-ui/page';
import { useMatch, useParams } from '@pitchside/shared-ui/router';
import { AboutSection } from './components/about-section';
import { AmenitiesSection } from './components/amenities-section';
import { AvailabilitySection } from './components/availability-section';
import { DimensionsSection } from './components/dimensions-section';
import { FieldDetailsSkeleton } from './components/field-details-skeleton';
import { FieldGallery } from './components/field-gallery';
import { FieldHeader } from './components/field-header';
import { FieldLoadFailure } from './components/field-load-failure';
import { LocationSection } from './components/location-section';
import { OpeningHoursSection } from './components/opening-hours-section';
import { PricingSection } from './components/pricing-section';
import { RulesSection } from './components/rules-section';
import { SpecificationsSection } from './components/specifications-section';
import { fieldFailure } from './lib/field-failure';
import { Column, Columns } from './field-details-page.styles';

interface Props {
  /** What `/fields/:id/book` shows once the field is known (the booking wizard, src/app/field-page.tsx). */
  booking: (field: Field) => ReactNode;
}

/**
 * `/fields/:id`: everything about one field and its coming week. `/fields/:id/book` (the same page in
 * the route table) books it with `booking`.
 */
export function FieldDetailsPage({ booking }: Props) {
  const { id = '' } = useParams();
  const onBookingPath = useMatch('/fields/:id/book') !== null;
  const { data: field, error, isError, isFetching, refetch } = useGetFieldQuery(id);

  if (!field) {
    if (isError && !isFetching) return <FieldLoadFailure failure={fieldFailure(error)} onRetry={() => void refetch()} />;
    return <FieldDetailsSkeleton />;
  }
  if (onBookingPath) return <Suspense fallback={<FieldDetailsSkeleton />}>{booking(field)}</Suspense>;

  return (
    <Page>
      <FieldHeader field={field} />
      <Columns>
        <Column>
          <FieldGallery name={field.name} images={field.images} />
          <AboutSection description={field.description} />
          <SpecificationsSection {...field} />
          <DimensionsSection length={field.length} width={field.width} />
          <RulesSection rules={field.rules} />
          <AmenitiesSection amenities={field.amenities} />
        </Column>
        <Column>
          <LocationSection {...field} />
          <OpeningHoursSection schedules={field.schedules} timezone={field.timezone} />
          <PricingSection {...field} />
        </Column>
      </Columns>
      <AvailabilitySection fieldId={field.id} timezone={field.timezone} />
    </Page>
  );
}
