import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link, useNavigate } from '@pitchside/shared-ui/router';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminCompany } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../../components/admin.styles';
import { CompanyStatusBadge } from '../../../components/status-badges';
import { NS } from '../../../locales/namespace';

/** One page of companies: a row (a card on phones) each, opening the company's page. */
export function CompaniesTable({ companies, loading }: { companies: readonly AdminCompany[]; loading: boolean }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const navigate = useNavigate();
  const columns: TableColumn<AdminCompany>[] = [
    {
      id: 'name', header: t('companies.columns.name'), rowHeader: true, card: 'title',
      cell: (company) => <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>,
    },
    { id: 'status', header: t('companies.columns.status'), card: 'aside', cell: (company) => <CompanyStatusBadge status={company.status} /> },
    { id: 'plan', header: t('companies.columns.plan'), cell: (company) => t(`companies.plans.${company.plan}`) },
    {
      id: 'owner', header: t('companies.columns.owner'),
      cell: ({ owner }) => <>{owner.name}<Muted>{owner.email}</Muted></>,
    },
    {
      id: 'counts', header: t('companies.columns.counts'),
      cell: (company) => t('companies.countsValue', { fields: format.number(company.fieldsCount), employees: format.number(company.employeesCount) }),
    },
    { id: 'bookings', header: t('companies.columns.bookings30d'), align: 'end', cell: (company) => format.number(company.bookings30d) },
    { id: 'created', header: t('companies.columns.created'), cell: (company) => format.date(company.createdAt) },
  ];
  return (
    <Table caption={t('companies.tableCaption')} hideCaption columns={columns} rows={companies} rowKey={(company) => company.id}
      loading={loading} loadingLabel={t('companies.loading')} onRowClick={(company) => void navigate(`/admin/companies/${company.id}`)} framed />
  );
}
