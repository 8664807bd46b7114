import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Grid } from '@pitchside/shared-ui/grid';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { FIELD_LIMITS, FIELD_STATUSES, SPORT_TYPES, SURFACE_TYPES, type FieldStatus, type SportType, type SurfaceType } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import type { StepProps } from './step-props';

/** Step 1, basic information: name, description, sport, surface, indoor or outdoor, status. */
export function BasicsStep({ draft, update, errorOf }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={4}>
      <TextField
        label={t('editor.basics.name')}
        required
        autoComplete="off"
        maxLength={FIELD_LIMITS.nameMax}
        value={draft.name}
        error={errorOf('name')}
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextArea
        label={t('editor.basics.description')}
        hint={t('editor.basics.descriptionHint')}
        maxLength={FIELD_LIMITS.descriptionMax}
        value={draft.description}
        error={errorOf('description')}
        onChange={(event) => update({ description: event.target.value })}
      />
      <Grid columns={2} gap={4}>
        <NativeSelect
          label={t('editor.basics.sport')}
          required
          placeholder={t('editor.basics.sportPlaceholder')}
          options={SPORT_TYPES.map((sport) => ({ value: sport, label: t(`fields.sports.${sport}`) }))}
          value={draft.sportType}
          error={errorOf('sportType')}
          onChange={(event) => update({ sportType: event.target.value as SportType })}
        />
        <NativeSelect
          label={t('editor.basics.surface')}
          required
          placeholder={t('editor.basics.surfacePlaceholder')}
          options={SURFACE_TYPES.map((surface) => ({ value: surface, label: t(`fields.surfaces.${surface}`) }))}
          value={draft.surfaceType}
          error={errorOf('surfaceType')}
          onChange={(event) => update({ surfaceType: event.target.value as SurfaceType })}
        />
        <NativeSelect
          label={t('editor.basics.setting')}
          options={[
            { value: 'outdoor', label: t('fields.setting.outdoor') },
            { value: 'indoor', label: t('fields.setting.indoor') },
          ]}
          value={draft.indoor ? 'indoor' : 'outdoor'}
          onChange={(event) => update({ indoor: event.target.value === 'indoor' })}
        />
        <NativeSelect
          label={t('editor.basics.status')}
          hint={t('editor.basics.statusHint')}
          options={FIELD_STATUSES.map((status) => ({ value: status, label: t(`fields.status.${status}`) }))}
          value={draft.status}
          onChange={(event) => update({ status: event.target.value as FieldStatus })}
        />
      </Grid>
    </Stack>
  );
}
