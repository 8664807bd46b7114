import { useId, useState, type Ref } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { NS } from '../../../locales/namespace';
import { CodeInput } from './check-in.styles';

/** The pass's confirmation code: 8 letters and digits (the contract's rule, checked before sending). */
const CODE = /^[A-Z0-9]{8}$/;
const CODE_LENGTH = 8;

interface CodeFormProps {
  /** Sends the code; true when the booking was checked in (the box is then emptied for the next one). */
  onSubmit: (code: string) => Promise<boolean>;
  busy: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** When the camera cannot read a pass: the confirmation code typed by hand. */
export function CodeForm({ onSubmit, busy, inputRef }: CodeFormProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!CODE.test(code)) {
      setError(t('checkIn.code.invalid'));
      return;
    }
    setError(undefined);
    if (await onSubmit(code)) setCode('');
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={4}>
          <CardHeader title={t('checkIn.code.title')} titleId={titleId} />
          <CodeInput>
            <TextField
              ref={inputRef}
              label={t('checkIn.code.label')}
              hint={t('checkIn.code.hint')}
              error={error}
              value={code}
              maxLength={CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
                if (error) setError(undefined);
              }}
            />
          </CodeInput>
          <Button type="submit" loading={busy}>
            {t('checkIn.code.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
