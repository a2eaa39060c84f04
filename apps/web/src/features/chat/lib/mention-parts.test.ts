import { describe, expect, it } from 'vitest';
import { mentionParts, mentionQuery } from './mention-parts';

describe('mentionParts', () => {
  it('marks known handles as mentions, any case, leaves the rest as text', () => {
    expect(mentionParts('hi @Bob, and @nobody or bob@x.com', ['bob', 'alice'])).toEqual([
      { text: 'hi ', mention: false },
      { text: '@Bob', mention: true },
      { text: ', and @nobody or bob@x.com', mention: false },
    ]);
  });
  it('keeps trailing punctuation out of the mention', () => {
    expect(mentionParts('@alice.', ['alice'])).toEqual([
      { text: '@alice', mention: true },
      { text: '.', mention: false },
    ]);
  });
});

describe('mentionQuery', () => {
  it('finds the @word being typed at the caret', () => {
    expect(mentionQuery('hello @al', 9)).toEqual({ start: 6, query: 'al' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail a@b', 8)).toBeNull();
    expect(mentionQuery('hello @al there', 15)).toBeNull();
  });
});
