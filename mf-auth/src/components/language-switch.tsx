import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { changeLanguage, currentLanguage } from '@pitchside/shared-ui/i18n';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { styled } from '@pitchside/shared-ui/styled';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import { languageChanged } from '@pitchside/shared-api/client/preferences-slice';
import { LANGUAGES } from '@pitchside/shared-api/contracts/language';

const Compact = styled.div`
  inline-size: 8.5rem;
`;

const OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

/** Compact language choice for pages shown without the shell's top bar. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);

  async function select(code: string) {
    const result = await changeLanguage(i18n, code);
    setFailed(!result.ok);
    if (result.ok) dispatch(languageChanged(result.language));
  }

  return (
    <Compact>
      <NativeSelect
        label={t('common.language')}
        hideLabel
        options={OPTIONS}
        value={currentLanguage(i18n)}
        error={failed ? t('common.languageError') : undefined}
        onChange={(event) => void select(event.target.value)}
      />
    </Compact>
  );
}
