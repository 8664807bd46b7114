import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { RefreshIcon, WifiOffIcon } from '@pitchside/shared-ui/icons';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';
import type { RemoteName } from '@pitchside/shared-api/remote-contract';

const Details = styled.details`
  inline-size: min(32rem, 100%);
  margin-inline: auto;
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  text-align: start;

  summary {
    cursor: pointer;
  }
  code {
    display: block;
    margin-block-start: ${space[2]};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}

/** What a remote's routes show when it cannot be loaded or crashed; the rest of the app keeps working. */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="remote-fallback" data-remote={remote} role="alert">
      <EmptyState
        icon={<WifiOffIcon size={28} />}
        title={t('remote.unavailableTitle')}
        description={t('remote.unavailableDescription')}
        action={
          <Button startIcon={<RefreshIcon size={18} />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
      <Details>
        <summary>{t('remote.details')}</summary>
        <code>{error.message || error.name}</code>
      </Details>
    </div>
  );
}
