import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ListIcon, MapIcon } from '@pitchside/shared-ui/icons';
import { styled } from '@pitchside/shared-ui/styled';
import { space } from '@pitchside/shared-ui/tokens';
import { FIELDS_NS } from '../../../locales/namespace';
import type { BrowseView } from '../browse-state';

const Group = styled.div`
  display: inline-flex;
  gap: ${space[1]};
`;

interface Props {
  view: BrowseView;
  onChange: (view: BrowseView) => void;
  /** Called when the map is about to be wanted (hover, focus), to fetch its code early. */
  onPrefetchMap?: () => void;
}

/** List or map: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange, onPrefetchMap }: Props) {
  const { t } = useTranslation(FIELDS_NS);
  return (
    <Group role="group" aria-label={t('fields.view.label')}>
      <Button
        size="sm"
        variant={view === 'list' ? 'primary' : 'outline'}
        aria-pressed={view === 'list'}
        startIcon={<ListIcon size={16} />}
        onClick={() => onChange('list')}
      >
        {t('fields.view.list')}
      </Button>
      <Button
        size="sm"
        variant={view === 'map' ? 'primary' : 'outline'}
        aria-pressed={view === 'map'}
        startIcon={<MapIcon size={16} />}
        onClick={() => onChange('map')}
        onPointerEnter={onPrefetchMap}
        onFocus={onPrefetchMap}
      >
        {t('fields.view.map')}
      </Button>
    </Group>
  );
}
