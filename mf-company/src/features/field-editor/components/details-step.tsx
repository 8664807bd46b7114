import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { parseNumber } from '../model/field-request';
import { ListEditor } from './list-editor';
import type { StepProps } from './step-props';
import { Hint } from './wizard.styles';

const NUMBERS = [
  { name: 'capacity', required: true, decimals: false },
  { name: 'minPlayers', required: false, decimals: false },
  { name: 'maxPlayers', required: false, decimals: false },
  { name: 'length', required: false, decimals: true },
  { name: 'width', required: false, decimals: true },
] as const;

/** Step 3, field details: capacity, players, dimensions (with the area), lighting, roof, equipment. */
export function DetailsStep({ draft, update, errorOf }: StepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const length = parseNumber(draft.length);
  const width = parseNumber(draft.width);
  const area = length && width && length > 0 && width > 0 ? length * width : null;
  return (
    <Stack gap={5}>
      <Grid minItemWidth="12rem" gap={4}>
        {NUMBERS.map(({ name, required, decimals }) => (
          <TextField
            key={name}
            label={t(`editor.details.${name}`)}
            required={required}
            type="number"
            inputMode={decimals ? 'decimal' : 'numeric'}
            min={decimals ? 0 : 1}
            step={decimals ? 'any' : 1}
            value={draft[name]}
            error={errorOf(name)}
            onChange={(event) => update({ [name]: event.target.value })}
          />
        ))}
      </Grid>
      <Hint>
        {area === null
          ? t('editor.details.areaUnknown')
          : t('editor.details.area', { area: format.number(area, { maximumFractionDigits: 1 }) })}
      </Hint>
      <Stack gap={3}>
        <Switch label={t('editor.details.lighting')} checked={draft.lighting} onCheckedChange={(lighting) => update({ lighting })} />
        <Switch label={t('editor.details.roofed')} checked={draft.roofed} onCheckedChange={(roofed) => update({ roofed })} />
      </Stack>
      <ListEditor
        legend={t('editor.details.equipment')}
        inputLabel={t('editor.details.equipmentItem')}
        addLabel={t('editor.details.equipmentAdd')}
        emptyText={t('editor.details.equipmentEmpty')}
        items={draft.equipment}
        max={FIELD_LIMITS.equipmentMax}
        onChange={(equipment) => update({ equipment })}
      />
    </Stack>
  );
}
