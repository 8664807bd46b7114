import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Link } from '@pitchside/shared-ui/router';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminOverview } from '@pitchside/shared-api/contracts/admin';
import { Muted, PlainList } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';

/** The newest accounts, each opening its page in the admin panel. */
export function RecentSignUps({ signUps }: { signUps: AdminOverview['recentSignUps'] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('overview.signUps.title')}
        action={<Link to="/admin/users">{t('overview.signUps.all')}</Link>} />
      {signUps.length === 0 ? (
        <Muted>{t('overview.signUps.none')}</Muted>
      ) : (
        <PlainList aria-labelledby={titleId}>
          {signUps.map((account) => (
            <li key={account.id}>
              <Link to={`/admin/users/${account.id}`}>{account.name}</Link>{' '}
              <Badge tone="info">{t(`users.roles.${account.role}`)}</Badge>
              <Muted>{account.email} · <time dateTime={account.createdAt}>{format.dateTime(account.createdAt)}</time></Muted>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
