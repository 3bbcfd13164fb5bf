import { askForJson, messageText, type LlmConfig } from '@/lib/llm'
import { clip } from './rules'
import type { Draft, WriteInput } from './templates'

export { LlmUnavailableError, type LlmConfig } from '@/lib/llm'

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
  return parseArticle(messageText(body))
}

function parseArticle(json: string): Draft {
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
  const answer = await askForJson(
    config,
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: userPrompt(input) },
    ],
    0.7,
  )
  return parseArticle(answer)
}
