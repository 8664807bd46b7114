import { insertAt, templateProblems } from './template-form';

describe('template form rules', () => {
  it('accepts known placeholders and an empty closing', () => {
    expect(templateProblems({ subject: 'Hi {{customer}}', body: 'See you at {{ start }}.', closing: '' })).toEqual([]);
  });

  it('names each part that is empty, too long or uses unknown placeholders', () => {
    expect(templateProblems({ subject: ' ', body: 'Your {{password}} and {{token}}', closing: 'x'.repeat(5001) })).toEqual([
      { part: 'subject', kind: 'length' },
      { part: 'body', kind: 'placeholders', names: ['password', 'token'] },
      { part: 'closing', kind: 'length' },
    ]);
  });

  it('inserts a placeholder at the caret, replacing the selection', () => {
    expect(insertAt('Hello !', { start: 6, end: 6 }, '{{customer}}')).toEqual({ value: 'Hello {{customer}}!', caret: 18 });
    expect(insertAt('Hello you!', { start: 6, end: 9 }, '{{customer}}')).toEqual({ value: 'Hello {{customer}}!', caret: 18 });
    expect(insertAt('', { start: 4, end: 9 }, '{{code}}')).toEqual({ value: '{{code}}', caret: 8 });
  });
});
