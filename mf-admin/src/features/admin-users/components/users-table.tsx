import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link, useNavigate } from '@pitchside/shared-ui/router';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminUser } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../../components/admin.styles';
import { UserStatusBadge } from '../../../components/status-badges';
import { NS } from '../../../locales/namespace';

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** One page of accounts: a row (a card on phones) each, opening the account's page. */
export function UsersTable({ users, loading }: { users: readonly AdminUser[]; loading: boolean }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const navigate = useNavigate();
  const columns: TableColumn<AdminUser>[] = [
    {
      id: 'name', header: t('users.columns.name'), rowHeader: true, card: 'title',
      cell: (user) => <><Link to={`/admin/users/${user.id}`}>{fullName(user)}</Link><Muted>{user.email}</Muted></>,
    },
    { id: 'status', header: t('users.columns.status'), card: 'aside', cell: (user) => <UserStatusBadge status={user.status} /> },
    { id: 'role', header: t('users.columns.role'), cell: (user) => t(`users.roles.${user.role}`) },
    { id: 'company', header: t('users.columns.company'), cell: (user) => user.companyName ?? t('common.none') },
    {
      id: 'lastActive', header: t('users.columns.lastActive'),
      cell: (user) => (user.lastActiveAt ? format.dateTime(user.lastActiveAt) : t('users.never')),
    },
    { id: 'created', header: t('users.columns.created'), cell: (user) => format.date(user.createdAt) },
  ];
  return (
    <Table caption={t('users.tableCaption')} hideCaption columns={columns} rows={users} rowKey={(user) => user.id}
      loading={loading} loadingLabel={t('users.loading')} onRowClick={(user) => void navigate(`/admin/users/${user.id}`)} framed />
  );
}
