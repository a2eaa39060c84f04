// Optional writer through any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM,
// llama.cpp). The built-in writer supplies the page's outline (title, headings, links, facts); the
// model rewrites the prose. Token usage is counted per request for the caller to meter as cost.
import type { TokenUsage } from '../types';
import { availabilityOf } from './availability';
import { BuiltinWriter } from './builtin-writer';
import { CONTENT_KINDS, type PageContent } from './model';
import { type ContentWriter, emptyUsage, type PageBrief } from './writer';

export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  temperature?: number;
  timeoutMs?: number;
  /** Called after every completion with that request's usage (for metering). */
  onUsage?: (u: TokenUsage) => void;
  fetch?: typeof fetch;
}

export class LlmError extends Error {}

interface Draft {
  intro: string;
  sections: { paragraphs: string[] }[];
  faqs: { a: string }[];
}

function prompt(b: PageBrief, outline: PageContent): string {
  const p = b.place;
  const facts = {
    business: b.businessName,
    vertical: b.facts.vertical.name,
    service: b.service?.name,
    city: p.city,
    state: p.stateName,
    county: p.county,
    population: Math.round(p.population),
    zipCodes: p.zips.slice(0, 8),
    neighbours: p.neighbours.map((n) => n.city),
    month: b.facts.month + 1,
    seasonFactor: b.facts.seasonFactor,
  };
  // The business's own facts decide what the page may promise (docs/product/rules.md#site-copy).
  const a = availabilityOf(b.business);
  const business = {
    hours: a.open24h ? 'open 24 hours, every day' : a.hours || 'not stated',
    phone: a.phone ? 'yes' : 'no (never ask the reader to call; say "send the form")',
  };
  const draft: Draft = {
    intro: outline.intro,
    sections: outline.sections.map((s) => ({ paragraphs: s.paragraphs })),
    faqs: outline.faqs.map((f) => ({ a: f.a })),
  };
  return [
    `Rewrite the prose of a local ${facts.vertical} web page so it reads naturally and is unique.`,
    'Use only these facts; invent no prices, years, licenses, reviews or awards; write US English (American spelling, miles):',
    JSON.stringify(facts),
    `The business: ${JSON.stringify(business)}. Claim no hours, response times or availability beyond these; no guarantees of results.`,
    `Section headings: ${JSON.stringify(outline.sections.map((s) => s.heading))}`,
    `FAQ questions: ${JSON.stringify(outline.faqs.map((f) => f.q))}`,
    'Draft (keep the same JSON shape and the same number of sections, paragraphs and answers):',
    JSON.stringify(draft),
    'Answer with the JSON object only.',
  ].join('\n');
}

function parseDraft(text: string, outline: PageContent): Draft {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  let d: Draft;
  try {
    d = JSON.parse(body) as Draft;
  } catch {
    throw new LlmError('The model did not answer with JSON');
  }
  const ok =
    typeof d?.intro === 'string' &&
    Array.isArray(d.sections) &&
    d.sections.length === outline.sections.length &&
    d.sections.every(
      (s, i) =>
        Array.isArray(s?.paragraphs) &&
        s.paragraphs.length === outline.sections[i].paragraphs.length &&
        s.paragraphs.every((x) => typeof x === 'string'),
    ) &&
    Array.isArray(d.faqs) &&
    d.faqs.length === outline.faqs.length &&
    d.faqs.every((f) => typeof f?.a === 'string');
  if (!ok) throw new LlmError('The model changed the page shape');
  return d;
}

export class LlmWriter implements ContentWriter {
  readonly name: string;
  private readonly outline = new BuiltinWriter();
  private total = emptyUsage();

  constructor(private readonly cfg: LlmConfig) {
    this.name = `llm:${cfg.model}`;
  }

  usage(): TokenUsage {
    return { ...this.total };
  }

  async write(b: PageBrief, variant: number): Promise<PageContent> {
    const outline = this.outline.write(b, variant);
    if (!CONTENT_KINDS.has(b.kind)) return outline;
    const text = await this.complete(prompt(b, outline), b.siteSeed + variant);
    const d = parseDraft(text, outline);
    return {
      ...outline,
      intro: d.intro,
      sections: outline.sections.map((s, i) => ({ ...s, paragraphs: d.sections[i].paragraphs })),
      faqs: outline.faqs.map((f, i) => ({ q: f.q, a: d.faqs[i].a })),
    };
  }

  private async complete(content: string, seed: number): Promise<string> {
    const res = await this.post(content, seed);
    if (!res.ok) throw new LlmError(`The model endpoint answered ${res.status}`);
    let data: {
      choices?: { message?: { content?: string } }[];
      usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
    };
    try {
      data = (await res.json()) as typeof data;
    } catch {
      throw new LlmError('The model endpoint did not answer JSON');
    }
    return this.read(data);
  }

  private async post(content: string, seed: number): Promise<Response> {
    const f = this.cfg.fetch ?? fetch;
    try {
      return await f(`${this.cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.cfg.apiKey ? { authorization: `Bearer ${this.cfg.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.cfg.model,
          temperature: this.cfg.temperature ?? 0.7,
          seed,
          messages: [
            { role: 'system', content: 'You write accurate, plain-English copy for local service websites.' },
            { role: 'user', content },
          ],
        }),
        signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 60_000),
      });
    } catch (err) {
      const e = err as Error;
      throw new LlmError(
        e.name === 'TimeoutError'
          ? 'The model endpoint did not answer in time'
          : 'The model endpoint could not be reached',
      );
    }
  }

  private read(data: {
    choices?: { message?: { content?: string } }[];
    usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
  }): string {
    const u: TokenUsage = {
      promptTokens: data.usage?.prompt_tokens ?? 0,
      completionTokens: data.usage?.completion_tokens ?? 0,
      totalTokens:
        data.usage?.total_tokens ?? (data.usage?.prompt_tokens ?? 0) + (data.usage?.completion_tokens ?? 0),
      requests: 1,
    };
    this.total = {
      promptTokens: this.total.promptTokens + u.promptTokens,
      completionTokens: this.total.completionTokens + u.completionTokens,
      totalTokens: this.total.totalTokens + u.totalTokens,
      requests: this.total.requests + 1,
    };
    this.cfg.onUsage?.(u);
    const text = data.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new LlmError('The model answered without content');
    return text;
  }
}
