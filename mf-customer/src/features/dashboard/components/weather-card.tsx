import { useId } from 'react';
import type { HomeBooking } from '@pitchside/shared-api/contracts/customer-home';
import { useGetBookingWeatherQuery } from '@pitchside/shared-api/client/customer-home-api';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { DASHBOARD_NS } from '../../../locales/namespace';

const Reading = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[3]};
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
`;
const Detail = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/**
 * The forecast for the start of the next game, at its field. Shown only when the server has one (it answers
 * 204 without a weather service, on its failure, or beyond its forecast): nothing is ever made up.
 */
export function WeatherCard({ booking }: { booking: HomeBooking }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormat();
  const headingId = useId();
  const { data: weather } = useGetBookingWeatherQuery(booking.id);
  if (!weather) return null;
  const when = t('dashboard.weather.when', {
    field: booking.field.name, date: format.calendarDate(booking.date, 'weekdayDayMonth'), time: format.clock(booking.startTime),
  });
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader title={t('dashboard.weather.title')} titleId={headingId} description={when} />
      <Reading>
        <span>{t('dashboard.weather.temperature', { value: format.number(weather.temperatureC, { maximumFractionDigits: 0 }) })}</span>
        <span>{t(`dashboard.weather.summary.${weather.summary}`)}</span>
      </Reading>
      {weather.precipitationProbability !== null && (
        <Detail>{t('dashboard.weather.rain', { value: format.number(weather.precipitationProbability) })}</Detail>
      )}
    </Card>
  );
}
