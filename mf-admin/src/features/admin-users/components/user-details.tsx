import { useId, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminUserDetail } from '@pitchside/shared-api/contracts/admin';
import { CardGrid, Facts } from '../../../components/admin.styles';
import { MoneyLines } from '../../../components/money-lines';
import { UserStatusBadge } from '../../../components/status-badges';
import { NS } from '../../../locales/namespace';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={title} />
      {children}
    </Card>
  );
}

/** An account as the admin panel sees it: who, its state and security, its company, and what it booked and paid. */
export function UserDetails({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const none = t('common.none');
  return (
    <CardGrid>
      <Section title={t('user.sections.account')}>
        <Facts>
          <dt>{t('user.fields.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('user.fields.phone')}</dt>
          <dd>{user.phone ? <bdi>{user.phone}</bdi> : none}</dd>
          <dt>{t('user.fields.role')}</dt>
          <dd>{t(`users.roles.${user.role}`)}</dd>
          <dt>{t('user.fields.language')}</dt>
          <dd>{t(`user.languages.${user.language}`, { defaultValue: user.language })}</dd>
          <dt>{t('user.fields.created')}</dt>
          <dd>{format.date(user.createdAt)}</dd>
          <dt>{t('user.fields.lastActive')}</dt>
          <dd>{user.lastActiveAt ? format.dateTime(user.lastActiveAt) : t('users.never')}</dd>
        </Facts>
      </Section>

      <Section title={t('user.sections.security')}>
        <Facts>
          <dt>{t('user.fields.status')}</dt>
          <dd><UserStatusBadge status={user.status} /></dd>
          <dt>{t('user.fields.emailVerified')}</dt>
          <dd>{user.emailVerified ? t('common.yes') : t('common.no')}</dd>
          <dt>{t('user.fields.twoFactor')}</dt>
          <dd>{user.twoFactorEnabled ? t('user.twoFactorOn') : t('user.twoFactorOff')}</dd>
          {user.status === 'locked' && (
            <>
              <dt>{t('user.fields.lockedAt')}</dt>
              <dd>{user.lockedAt ? format.dateTime(user.lockedAt) : none}</dd>
              <dt>{t('user.fields.lockReason')}</dt>
              <dd>{user.lockReason ?? none}</dd>
            </>
          )}
        </Facts>
      </Section>

      <Section title={t('user.sections.activity')}>
        <Facts>
          <dt>{t('user.fields.company')}</dt>
          <dd>
            {user.company
              ? <><Link to={`/admin/companies/${user.company.id}`}>{user.company.name}</Link> ({t(`user.relations.${user.company.relation}`)})</>
              : none}
          </dd>
          <dt>{t('user.fields.bookings')}</dt>
          <dd>{format.number(user.bookingsCount)}</dd>
          <dt>{t('user.fields.payments')}</dt>
          <dd><MoneyLines money={user.paymentsTotal} label={t('user.fields.payments')} /></dd>
        </Facts>
      </Section>
    </CardGrid>
  );
}
