import { useTranslation } from '@pitchside/shared-ui/translation';
import type { EmailPreview as Preview } from '@pitchside/shared-api/contracts/email-templates';
import { NS } from '../../../locales/namespace';
import { Note, PreviewFrame } from './email-templates.styles';

/** The e-mail as a customer would receive it: subject, then the HTML in a sandboxed frame (no scripts, no same origin). */
export function EmailPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-label={t('emailTemplates.preview.title')}>
      <Note>{t('emailTemplates.preview.subject', { subject: preview.subject })}</Note>
      <PreviewFrame title={t('emailTemplates.preview.frame')} sandbox="" srcDoc={preview.html} />
    </section>
  );
}
