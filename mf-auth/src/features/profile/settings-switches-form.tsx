import type { ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { Actions, Form } from '../../components/form.styles';

export interface SwitchSetting<T> {
  name: Path<T>;
  label: string;
  description?: string;
}

export interface SettingsSwitchesFormProps<T extends FieldValues> {
  values: T;
  switches: readonly SwitchSetting<T>[];
  /** Extra controls above the switches (e.g. a select); they receive the form's `register`. */
  children?: (register: ReturnType<typeof useForm<T>>['register']) => ReactNode;
  saving: boolean;
  /** Resolves to the saved values (the form is reset to them) or null when saving failed. */
  onSave: (values: T) => Promise<T | null>;
}

/** A group of on/off settings with one dirty-aware Save button. */
export function SettingsSwitchesForm<T extends FieldValues>({ values, switches, children, saving, onSave }: SettingsSwitchesFormProps<T>) {
  const { t } = useTranslation('auth');
  const { control, register, handleSubmit, reset, formState: { isDirty } } = useForm<T>({ values });

  async function submit(next: T) {
    const saved = await onSave(next);
    if (saved) reset(saved);
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      {children?.(register)}
      <Stack gap={3}>
        {switches.map((setting) => (
          <Controller
            key={setting.name}
            control={control}
            name={setting.name}
            render={({ field }) => (
              <Switch label={setting.label} description={setting.description} checked={Boolean(field.value)} onCheckedChange={field.onChange} ref={field.ref} />
            )}
          />
        ))}
      </Stack>
      <Actions>
        <Button type="submit" loading={saving} disabled={!isDirty}>
          {t('common.save')}
        </Button>
      </Actions>
    </Form>
  );
}
