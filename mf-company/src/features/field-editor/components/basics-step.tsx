import { useTranslation } from '@pitchside/shared-ui/translation';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { NS } from '../../../locales/namespace';
import { SPORTS } from '../constants';

export interface BasicsValues {
  name: string;
  sport: string;
  description: string;
}
export const EMPTY_BASICS: BasicsValues = { name: '', sport: '', description: '' };

interface Props {
  values: BasicsValues;
  onChange: (values: BasicsValues) => void;
}

/** Step 1, basic information: name, sport and description (spec §5: name and sport required). */
export function BasicsStep({ values, onChange }: Props) {
  const { t } = useTranslation(NS);
  const set = (key: keyof BasicsValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <Stack gap={4}>
      <TextField label={t('editor.basics.name')} required autoComplete="off" value={values.name} onChange={set('name')} />
      <NativeSelect
        label={t('editor.basics.sport')}
        required
        placeholder={t('editor.basics.sportPlaceholder')}
        options={SPORTS.map((sport) => ({ value: sport, label: t(`editor.sports.${sport}`) }))}
        value={values.sport}
        onChange={set('sport')}
      />
      <TextArea
        label={t('editor.basics.description')}
        hint={t('editor.basics.descriptionHint')}
        value={values.description}
        onChange={set('description')}
      />
    </Stack>
  );
}
