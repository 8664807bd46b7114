import { screen, within } from '@testing-library/react';
import { renderInfoPage } from '../../../testing/render-info-page';
import FaqPage from './faq-page';
import { FAQ_TOPICS, matches, searchable } from './faq-topics';

const ALL_QUESTIONS = FAQ_TOPICS.reduce((sum, topic) => sum + topic.questions.length, 0);
const questions = () => screen.queryAllByRole('group').map((item) => within(item).getByText((_, element) => element?.tagName === 'SUMMARY').textContent);
const render = (language?: 'fr') => renderInfoPage(<FaqPage />, { path: '/faq', language });
/** The live region that says how many questions match (the router's path output is a status too). */
const count = () => screen.getAllByRole('status').find((element) => element.tagName !== 'OUTPUT')!;

describe('the FAQ', () => {
  it('shows every question by topic, each opening on its answer', async () => {
    const { user } = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cancelling and refunds' })).toBeInTheDocument();
    expect(questions()).toHaveLength(ALL_QUESTIONS);
    const answer = screen.getByText(/reach it within 3–5 business days/);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('When do I get my money back?'));
    expect(answer).toBeVisible();
  });

  it('keeps the questions whose question or answer holds every word typed, opened, and says how many', async () => {
    const { user } = await render();
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'refund card');
    expect(questions()).toEqual(['When do I get my money back?', 'What if the facility cancels my booking?']);
    expect(screen.getByText(/reach it within 3–5 business days/)).toBeVisible();
    expect(count()).toHaveTextContent('2 questions match');
    // Only the topics with a match keep their heading.
    expect(screen.queryByRole('heading', { level: 2, name: 'Your account' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '8-character');
    expect(questions()).toEqual(['What do I show at the facility?']);
    expect(count()).toHaveTextContent('1 question matches');
  });

  it('says when nothing matches, with a way to ask, and shows everything again once cleared', async () => {
    const { user } = await render();
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'parachute');
    expect(screen.getByRole('heading', { name: 'No question matches “parachute”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute('href', '/contact');
    expect(count()).toHaveTextContent('No question matches');
    expect(questions()).toEqual([]);
    await user.clear(search);
    expect(questions()).toHaveLength(ALL_QUESTIONS);
    expect(count()).toHaveTextContent('');
  });

  it('searches in the page’s language, whatever the accents', async () => {
    const { user } = await render('fr');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher dans les questions' });
    await user.type(search, 'rembourse');
    expect(questions().length).toBeGreaterThan(0);
    for (const question of questions()) expect(question).toBeTruthy();
    expect(count()).toHaveTextContent(/questions? correspond/);
  });
});

describe('FAQ matching', () => {
  it('ignores case, accents, Arabic vowel marks and markup', () => {
    expect(searchable('  Réserver <contact>un TERRAIN</contact> ')).toBe('reserver un terrain');
    expect(searchable('مَلْعَب')).toBe('ملعب');
    expect(matches('terrain RESERVER', 'Comment réserver', 'un terrain ?')).toBe(true);
    expect(matches('terrain golf', 'Comment réserver', 'un terrain ?')).toBe(false);
  });
});
