import { useEffect, useRef, useState } from 'react';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { RichText } from '../components/rich-text';
import { useInfoTranslation } from '../page-texts';
import { ContactForm } from './contact-form';
import { Columns, Facts, SentBox } from './contact.styles';

/** What the team confirms once a message went, focused so that it is read out at once. */
function Sent({ onAnother }: { onAnother: () => void }) {
  const { t } = useInfoTranslation('contact');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <SentBox ref={ref} tabIndex={-1}>
      <Alert tone="success" title={t('sent.title')}>
        {t('sent.text')}
      </Alert>
      {/* Under the confirmation rather than inside it: "Envoyer un autre message" is wider than the alert's text on a phone. */}
      <Button variant="outline" size="sm" onClick={onAnother}>{t('sent.another')}</Button>
    </SentBox>
  );
}

/** /contact: a message to the support team, and the other ways to reach it. */
export default function ContactPage() {
  const { t } = useInfoTranslation('contact');
  const [sent, setSent] = useState(false);
  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      <Columns>
        <Card as="section" padding="lg" aria-labelledby="contact-form-title">
          <CardHeader titleId="contact-form-title" title={t('form.title')} />
          {sent ? <Sent onAnother={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
        </Card>
        <Card as="section" padding="lg" aria-labelledby="contact-other-title">
          <CardHeader titleId="contact-other-title" title={t('other.title')} />
          <Facts>
            <div>
              <dt>{t('other.hoursLabel')}</dt>
              <dd>{t('other.hours')}</dd>
            </div>
            <div>
              <dt>{t('other.phoneLabel')}</dt>
              <dd><a href={`tel:${t('other.phone').replace(/[^+\d]/g, '')}`} dir="ltr">{t('other.phone')}</a></dd>
            </div>
            <div>
              <dt>{t('other.addressLabel')}</dt>
              {/* A postal address in Latin letters: isolated, so that an Arabic page keeps "120 Stadium Way" in order. */}
              <dd><bdi>{t('other.address')}</bdi></dd>
            </div>
          </Facts>
          <RichText text={t('other.before')} />
        </Card>
      </Columns>
    </Page>
  );
}
