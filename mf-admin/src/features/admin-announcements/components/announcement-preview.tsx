import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { BellIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import type { AnnouncementChannel, AnnouncementKind } from '@pitchside/shared-api/contracts/announcements';
import { Muted } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';
import {
  EmailBody, EmailButton, EmailFooter, EmailFrame, EmailSubject, NotificationCard, NotificationText, Placeholder, PreviewFigure, PreviewLabel,
  SubjectLabel, Unsubscribe,
} from './announcements.styles';

interface Props {
  kind: AnnouncementKind;
  title: string;
  message: string;
  channels: readonly AnnouncementChannel[];
}

/** A preview's caption: what it shows, and that it is not sent while its channel is off. */
function Caption({ id, label, off, offText }: { id: string; label: string; off: boolean; offText: string }) {
  return (
    <PreviewLabel as="figcaption" id={id}>
      {label}
      {off && ` · ${offText}`}
    </PreviewLabel>
  );
}

/**
 * What the audience will see, as it is typed: the notification in the bell's panel and the e-mail (its subject,
 * heading, greeting, the message's lines as paragraphs, the button and the footer of its kind; a newsletter's
 * unsubscribe link). The frame is in each reader's own language; the title and message go as written.
 */
export function AnnouncementPreview({ kind, title, message, channels }: Props) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const notificationId = useId();
  const emailId = useId();
  const shownTitle = title.trim();
  const paragraphs = message.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const titleText = shownTitle ? <span dir="auto">{shownTitle}</span> : <Placeholder>{t('announcements.preview.noTitle')}</Placeholder>;
  const subjectTitle = shownTitle || t('announcements.preview.noTitle');

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('announcements.preview.title')} description={t('announcements.preview.text')} />
      <Stack gap={5}>
        <PreviewFigure aria-labelledby={notificationId} $off={!channels.includes('in_app')}>
          <Caption id={notificationId} label={t('announcements.preview.notification')} off={!channels.includes('in_app')}
            offText={t('announcements.preview.notSent')} />
          <NotificationCard>
            <BellIcon size={20} />
            <NotificationText>
              <strong>{titleText}</strong>
              {message.trim() ? <p dir="auto">{message.trim()}</p> : <Placeholder>{t('announcements.preview.noMessage')}</Placeholder>}
            </NotificationText>
          </NotificationCard>
        </PreviewFigure>

        <PreviewFigure aria-labelledby={emailId} $off={!channels.includes('email')}>
          <Caption id={emailId} label={t('announcements.preview.email')} off={!channels.includes('email')} offText={t('announcements.preview.notSent')} />
          <EmailFrame>
            <EmailSubject>
              <SubjectLabel>{t('announcements.preview.subjectLabel')}</SubjectLabel>{' '}
              <bdi>{t(`announcements.preview.subject.${kind}`, { title: subjectTitle })}</bdi>
            </EmailSubject>
            <EmailBody>
              <h3>{titleText}</h3>
              <p>{t('announcements.preview.greeting', { name: t('announcements.preview.sampleName') })}</p>
              {paragraphs.length > 0
                ? paragraphs.map((paragraph, index) => <p key={index} dir="auto">{paragraph}</p>)
                : <p><Placeholder>{t('announcements.preview.noMessage')}</Placeholder></p>}
              <EmailButton>{t('announcements.preview.button')}</EmailButton>
              <EmailFooter>
                {t(`announcements.preview.footer.${kind}`)}
                {kind === 'newsletter' && (
                  <>
                    {' '}{t('announcements.preview.unsubscribeText')} <Unsubscribe>{t('announcements.preview.unsubscribeLabel')}</Unsubscribe>
                  </>
                )}
              </EmailFooter>
            </EmailBody>
          </EmailFrame>
          <Muted>{t('announcements.preview.language')}</Muted>
        </PreviewFigure>
      </Stack>
    </Card>
  );
}
