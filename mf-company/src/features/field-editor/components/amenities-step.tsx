import { useTranslation } from '@pitchside/shared-ui/translation';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { Grid } from '@pitchside/shared-ui/grid';
import { Stack } from '@pitchside/shared-ui/stack';
import { AMENITIES, FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { ListEditor } from './list-editor';
import type { StepProps } from './step-props';
import { Fieldset } from './wizard.styles';

/** Step 6, amenities and rules: what the venue offers (docs/product/constants.md, list) and the house rules players follow. */
export function AmenitiesStep({ draft, update }: StepProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={5}>
      <Fieldset>
        <legend>{t('editor.amenities.legend')}</legend>
        <Grid minItemWidth="13rem" gap={3}>
          {AMENITIES.map((amenity) => (
            <Checkbox
              key={amenity}
              label={t(`fields.amenities.${amenity}`)}
              checked={draft.amenities.includes(amenity)}
              onCheckedChange={(checked) =>
                update({ amenities: checked ? AMENITIES.filter((a) => a === amenity || draft.amenities.includes(a)) : draft.amenities.filter((a) => a !== amenity) })
              }
            />
          ))}
        </Grid>
      </Fieldset>
      <ListEditor
        legend={t('editor.amenities.rules')}
        inputLabel={t('editor.amenities.rule')}
        addLabel={t('editor.amenities.addRule')}
        emptyText={t('editor.amenities.rulesEmpty')}
        items={draft.rules}
        max={FIELD_LIMITS.rulesMax}
        onChange={(rules) => update({ rules })}
      />
    </Stack>
  );
}
