import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { AlertTriangleIcon } from '@pitchside/shared-ui/icons';
import type { LanguageInfo } from '@pitchside/shared-api/contracts/language';
import { NS } from '../../../locales/namespace';
import { Banner, Empty, Figure, PreviewLabel } from './settings.styles';

interface Props {
  language: LanguageInfo;
  /** The language's name in the reader's language. */
  name: string;
  message: string;
  enabled: boolean;
}

/** A live preview of the maintenance banner in one language, laid out in that language's direction (right to left in Arabic). */
export function BannerPreview({ language, name, message, enabled }: Props) {
  const { t } = useTranslation(NS);
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <PreviewLabel as="figcaption" id={captionId}>
        {t('settings.banner.preview', { language: name })}
        {!enabled && ` · ${t('settings.banner.previewOff')}`}
      </PreviewLabel>
      <Banner $off={!enabled} dir={language.direction}>
        <AlertTriangleIcon size={18} />
        {message.trim() ? <span lang={language.code}>{message}</span> : <Empty>{t('settings.banner.previewEmpty')}</Empty>}
      </Banner>
    </Figure>
  );
}
