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
import { useFocusOnArrival } from './hooks/use-focus-on-arrival';
import { fieldFailure } from './lib/field-failure';
import { Column, Columns } from './field-details-page.styles';

/**
 * `/fields/:id` and `/fields/:id/book`: everything about one field and its coming week. On `/book` the
 * page brings the availability into view, where booking a time will begin.
 */
export default function FieldDetailsPage() {
  const { id = '' } = useParams();
  const booking = useMatch('/fields/:id/book') !== null;
  const { data: field, error, isError, isFetching, refetch } = useGetFieldQuery(id);
  const availabilityRef = useFocusOnArrival<HTMLDivElement>(booking, field !== undefined);

  if (!field) {
    if (isError && !isFetching) return <FieldLoadFailure failure={fieldFailure(error)} onRetry={() => void refetch()} />;
    return <FieldDetailsSkeleton />;
  }

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
      <AvailabilitySection ref={availabilityRef} fieldId={field.id} timezone={field.timezone} booking={booking} />
    </Page>
  );
}
