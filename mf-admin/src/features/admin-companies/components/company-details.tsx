import { useId, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminCompanyDetail } from '@pitchside/shared-api/contracts/admin';
import { CardGrid, Facts, Muted, PlainList } from '../../../components/admin.styles';
import { CompanyStatusBadge } from '../../../components/status-badges';
import { amountOf, currenciesOf } from '../../../lib/money';
import { NS } from '../../../locales/namespace';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={title} action={action} />
      {children}
    </Card>
  );
}

interface RevenueRow {
  currency: string;
  allTime: number;
  last30d: number;
}

/** A company as the admin panel sees it: profile, owner, plan and usage, figures, money per currency and locations. */
export function CompanyDetails({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const n = (value: number) => format.number(value);
  const none = t('common.none');
  const revenue: RevenueRow[] = currenciesOf(company.revenue.allTime, company.revenue.last30d).map((currency) => ({
    currency, allTime: amountOf(company.revenue.allTime, currency), last30d: amountOf(company.revenue.last30d, currency),
  }));
  const revenueColumns: TableColumn<RevenueRow>[] = [
    { id: 'currency', header: t('company.revenue.currency'), rowHeader: true, card: 'title', cell: (row) => row.currency },
    { id: 'allTime', header: t('company.revenue.allTime'), align: 'end', cell: (row) => format.money(row.allTime, row.currency) },
    { id: 'last30d', header: t('company.revenue.last30d'), align: 'end', cell: (row) => format.money(row.last30d, row.currency) },
  ];

  return (
    <CardGrid>
      <Section title={t('company.sections.profile')}>
        <Facts>
          <dt>{t('company.fields.status')}</dt>
          <dd><CompanyStatusBadge status={company.status} /></dd>
          <dt>{t('company.fields.businessEmail')}</dt>
          <dd>{company.businessEmail ?? none}</dd>
          <dt>{t('company.fields.phone')}</dt>
          <dd>{company.phone ? <bdi>{company.phone}</bdi> : none}</dd>
          <dt>{t('company.fields.website')}</dt>
          <dd>{company.website ?? none}</dd>
          <dt>{t('company.fields.timezone')}</dt>
          <dd>{company.timezone}</dd>
          <dt>{t('company.fields.currencies')}</dt>
          <dd>{t('company.currenciesValue', { primary: company.primaryCurrency, all: company.currencies.join(', ') })}</dd>
          <dt>{t('company.fields.created')}</dt>
          <dd>{format.date(company.createdAt)}</dd>
          <dt>{t('company.fields.lastActivity')}</dt>
          <dd>{company.lastActivityAt ? format.dateTime(company.lastActivityAt) : t('company.noActivity')}</dd>
        </Facts>
      </Section>

      <Section title={t('company.sections.owner')}>
        <Facts>
          <dt>{t('company.fields.ownerName')}</dt>
          <dd><Link to={`/admin/users/${company.owner.id}`}>{company.owner.name}</Link></dd>
          <dt>{t('company.fields.ownerEmail')}</dt>
          <dd>{company.owner.email}</dd>
        </Facts>
      </Section>

      <Section title={t('company.sections.plan')}>
        <Facts>
          <dt>{t('company.fields.plan')}</dt>
          <dd>{t(`companies.plans.${company.plan}`)}</dd>
          <dt>{t('company.fields.subscription')}</dt>
          <dd>{t(`company.subscriptionStatuses.${company.subscriptionStatus}`, { defaultValue: company.subscriptionStatus })}</dd>
          <dt>{t('company.fields.usageFields')}</dt>
          <dd>{n(company.usage.fields)}</dd>
          <dt>{t('company.fields.usageEmployees')}</dt>
          <dd>{n(company.usage.employees)}</dd>
          <dt>{t('company.fields.usageLocations')}</dt>
          <dd>{n(company.usage.locations)}</dd>
        </Facts>
      </Section>

      <Section title={t('company.sections.counts')}>
        <Facts>
          <dt>{t('company.fields.fieldsPublished')}</dt>
          <dd>{t('company.fieldsValue', { published: n(company.counts.fieldsPublished), total: n(company.fieldsCount) })}</dd>
          <dt>{t('company.fields.employees')}</dt>
          <dd>{n(company.employeesCount)}</dd>
          <dt>{t('company.fields.bookingsMade')}</dt>
          <dd>{n(company.counts.bookingsMade)}</dd>
          <dt>{t('company.fields.bookings30d')}</dt>
          <dd>{n(company.bookings30d)}</dd>
          <dt>{t('company.fields.customers')}</dt>
          <dd>{n(company.counts.customers)}</dd>
        </Facts>
      </Section>

      <Section title={t('company.sections.revenue')}>
        {revenue.length === 0 ? <Muted>{t('company.revenue.none')}</Muted> : (
          <Table caption={t('company.sections.revenue')} hideCaption columns={revenueColumns} rows={revenue} rowKey={(row) => row.currency} density="compact" />
        )}
        <Muted>{t('company.revenue.hint')}</Muted>
      </Section>

      <Section title={t('company.sections.locations')}>
        {company.locations.length === 0 ? <Muted>{t('company.noLocations')}</Muted> : (
          <PlainList>
            {company.locations.map((location) => (
              <li key={location.id}>
                {location.name} {location.isPrimary && <Badge tone="info">{t('company.primaryLocation')}</Badge>}
                <Muted>{t('company.locationPlace', { city: location.city, country: location.country })}</Muted>
              </li>
            ))}
          </PlainList>
        )}
      </Section>
    </CardGrid>
  );
}
