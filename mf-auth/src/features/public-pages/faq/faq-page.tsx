import { useDeferredValue, useId, useState } from 'react';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { TextField } from '@pitchside/shared-ui/text-field';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { RichText } from '../components/rich-text';
import { useInfoTranslation } from '../page-texts';
import { FAQ_TOPICS, matches } from './faq-topics';
import { Answer, NoMatch, Question, Questions, Search, Topic, TopicTitle } from './faq.styles';

/**
 * /faq: the questions by topic, each opening on its answer. Typing in the search box keeps the questions
 * whose question or answer holds every word typed (opened, so the answers show), and says how many.
 */
export default function FaqPage() {
  const { t } = useInfoTranslation('faq');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searching = deferred.trim() !== '';
  const headingId = useId();

  const topics = FAQ_TOPICS.map((topic) => ({
    id: topic.id,
    questions: topic.questions.filter((id) => !searching || matches(deferred, t(`questions.${id}.q`), t(`questions.${id}.a`))),
  })).filter((topic) => topic.questions.length > 0);
  const count = topics.reduce((sum, topic) => sum + topic.questions.length, 0);

  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      <Search>
        <TextField
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          startIcon={<SearchIcon size={18} />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Search>
      <VisuallyHidden role="status">{searching ? t('search.count', { count }) : ''}</VisuallyHidden>
      {count === 0 ? (
        <NoMatch>
          <EmptyState
            icon={<SearchIcon size={28} />}
            title={t('search.noResults', { query: deferred.trim() })}
            description={<RichText text={t('search.noResultsHint')} />}
          />
        </NoMatch>
      ) : (
        topics.map((topic) => (
          <Topic key={topic.id} aria-labelledby={`${headingId}-${topic.id}`}>
            <TopicTitle id={`${headingId}-${topic.id}`}>{t(`topics.${topic.id}`)}</TopicTitle>
            <Questions>
              {topic.questions.map((id) => (
                <Question key={id} open={searching || undefined}>
                  <summary>{t(`questions.${id}.q`)}</summary>
                  <Answer><RichText text={t(`questions.${id}.a`)} /></Answer>
                </Question>
              ))}
            </Questions>
          </Topic>
        ))
      )}
    </Page>
  );
}
