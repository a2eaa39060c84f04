import { describe, expect, it } from 'vitest';
import { writerLabel } from './writer';

describe('writerLabel', () => {
  it('names the built-in writer or the LLM model', () => {
    expect(writerLabel('builtin')).toBe('written by the built-in writer');
    expect(writerLabel('llm:llama3.1:8b')).toBe('written by llama3.1:8b (LLM)');
  });
});
