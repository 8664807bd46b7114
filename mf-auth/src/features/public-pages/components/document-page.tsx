import type { ReactNode } from 'react';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import type { InfoPage } from '@pitchside/shared-api/contracts/site-pages';
import { useInfoTranslation } from '../page-texts';
import { Article, Contents, ContentsTitle, Layout, Section, SectionTitle } from './document-page.styles';
import { RichText } from './rich-text';

export interface DocumentPageProps {
  page: InfoPage;
  /** The sections in order: `sections.<id>.title` and `sections.<id>.body` of the page's texts. */
  sections: readonly string[];
  /** Content a section shows after its text (a table). */
  extra?: Partial<Record<string, ReactNode>>;
}

/**
 * A page to read (help, terms, privacy, cookies, accessibility): its title, a list of its sections to
 * jump to, and the sections, each a heading and its text.
 */
export function DocumentPage({ page, sections, extra = {} }: DocumentPageProps) {
  const { t } = useInfoTranslation(page);
  const anchor = (section: string) => `${page}-${section}`;
  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      <Layout>
        <Contents aria-labelledby={`${page}-contents`}>
          <ContentsTitle id={`${page}-contents`}>{t('contents')}</ContentsTitle>
          <ol>
            {sections.map((section) => (
              <li key={section}><a href={`#${anchor(section)}`}>{t(`sections.${section}.title`)}</a></li>
            ))}
          </ol>
        </Contents>
        <Article>
          {sections.map((section) => (
            <Section key={section}>
              <SectionTitle id={anchor(section)}>{t(`sections.${section}.title`)}</SectionTitle>
              <RichText text={t(`sections.${section}.body`)} />
              {extra[section]}
            </Section>
          ))}
        </Article>
      </Layout>
    </Page>
  );
}
