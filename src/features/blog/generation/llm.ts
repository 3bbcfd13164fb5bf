import { clip } from './rules'
import type { Draft, WriteInput } from './templates'

export type LlmConfig = { url: string; apiKey?: string; model: string; timeoutMs: number }

/** The endpoint did not answer in time or could not be reached: the caller falls back. */
export class LlmUnavailableError extends Error {}

const SYSTEM = `You write articles for the blog of an Indian agricultural exporter (spices, rice and grains, pulses, oil seeds, vegetables, processed foods). Readers are professional importers and buyers.
Rules:
- Accurate, general, practical export guidance. Do not invent statistics, prices, dates, quotes, studies or company names. No figures you cannot be sure of.
- 600 to 1000 words. Use this markdown-like syntax only: "## " and "### " headings, blank lines between paragraphs, "- " bullet lists, "1. " numbered lists, **bold**. No HTML, no tables, no images.
- Do not repeat the title as a heading. End with a short paragraph inviting readers to send an inquiry via [our contact page](/contact).
Answer with one JSON object and nothing else: {"excerpt": "<one or two sentences, at most 280 characters>", "content": "<the article>"}`

function userPrompt({ topic, title, category, keywords }: WriteInput): string {
  return [
    `Title: ${title}`,
    `Category: ${category}`,
    `Topic: ${topic.topic}`,
    topic.targetAudience && `Audience: ${topic.targetAudience}`,
    topic.contentAngle && `Angle: ${topic.contentAngle}`,
    `Keywords: ${keywords.join(', ')}`,
    topic.research?.length &&
      `Recent web notes (context only; do not copy, do not cite figures from them):\n${topic.research.map((r) => `- ${clip(r, 400)}`).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** Reads the article out of an OpenAI chat-completions answer; throws on anything else. */
export function parseCompletion(body: unknown): Draft {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]
    ?.message?.content
  if (typeof content !== 'string' || !content.trim())
    throw new Error('the answer has no choices[0].message.content')
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let parsed: { excerpt?: unknown; content?: unknown }
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new Error('the article is not the JSON object asked for')
  }
  if (typeof parsed.content !== 'string' || parsed.content.trim().split(/\s+/).length < 150)
    throw new Error('the article is missing or shorter than 150 words')
  const article = parsed.content.replace(/\r\n/g, '\n').trim()
  const excerpt =
    typeof parsed.excerpt === 'string' && parsed.excerpt.trim()
      ? parsed.excerpt
      : article.replace(/^#+ .*$/gm, '').trim()
  return { excerpt: clip(excerpt, 300), content: article }
}

/**
 * Writes one post through an OpenAI-compatible chat-completions endpoint. A timeout or a
 * network failure throws LlmUnavailableError (the caller uses the template writer instead);
 * an HTTP error or an answer that is not an article throws a plain Error (the topic fails).
 */
export async function writeWithLlm(config: LlmConfig, input: WriteInput): Promise<Draft> {
  let res: Response
  let text: string
  try {
    res = await fetch(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: userPrompt(input) },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    text = await res.text()
  } catch (error) {
    const e = error as Error
    throw new LlmUnavailableError(
      e.name === 'TimeoutError'
        ? `no answer within ${config.timeoutMs} ms`
        : `unreachable (${String((e.cause as Error)?.message ?? e.message)})`,
    )
  }
  if (!res.ok) throw new Error(`the writing service answered HTTP ${res.status}`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error('the writing service answered with malformed JSON')
  }
  return parseCompletion(body)
}
