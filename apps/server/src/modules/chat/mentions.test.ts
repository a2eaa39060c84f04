import { describe, expect, it } from 'vitest';
import { handlesOf, mentionTokens, parseMentions } from './mentions';

const alice = { userId: 'a', email: 'alice.smith@example.com', firstName: 'Alice', lastName: 'Smith' };
const bob = { userId: 'b', email: 'bob@example.com', firstName: null, lastName: null };
const al = { userId: 'c', email: 'al@example.com', firstName: 'Al', lastName: 'Jones' };
const team = [alice, bob, al];

describe('chat mentions', () => {
  it('finds @tokens at the start, after spaces and punctuation, not inside emails', () => {
    expect(mentionTokens('@bob hi, (@alice) and mail me at carol@example.com.')).toEqual(['bob', 'alice']);
    expect(mentionTokens('ping @alice.smith.')).toEqual(['alice.smith']);
    expect(mentionTokens('no mention @ all, @@ either')).toEqual([]);
  });

  it('matches the email local part, the first name and first+last name, any case', () => {
    expect(parseMentions('hey @Alice', team)).toEqual(['a']);
    expect(parseMentions('hey @alice.smith', team)).toEqual(['a']);
    expect(parseMentions('hey @AliceSmith', team)).toEqual(['a']);
    expect(parseMentions('@BOB look', team)).toEqual(['b']);
  });

  it('names each member once, in order, and ignores non-members', () => {
    expect(parseMentions('@bob @alice @bob @mallory', team)).toEqual(['b', 'a']);
    expect(parseMentions('@mallory', team)).toEqual([]);
  });

  it('does not match a prefix of a longer handle', () => {
    expect(parseMentions('@ali', team)).toEqual([]);
    expect(parseMentions('@al', team)).toEqual(['c']);
  });

  it('handles of a member without a name are the local part only', () => {
    expect(handlesOf(bob)).toEqual(['bob']);
    expect(handlesOf(alice)).toEqual(['alicesmith', 'alice', 'alicesmith']);
  });
});
