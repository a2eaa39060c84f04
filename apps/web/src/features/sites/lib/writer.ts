/** Who wrote a version's prose: the server's 'builtin', or 'llm:{model}' for the LLM writer. */
export const writerLabel = (writer: string) =>
  writer.startsWith('llm:') ? `written by ${writer.slice(4)} (LLM)` : 'written by the built-in writer';
