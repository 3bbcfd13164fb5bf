/**
 * One request to an OpenAI-compatible chat-completions endpoint (BLOG_LLM_URL), used by the blog
 * writer and by machine translation. Off unless the endpoint is configured.
 */
import { env } from '@/lib/env'

export type LlmConfig = { url: string; apiKey?: string; model: string; timeoutMs: number }

/** The endpoint did not answer in time or could not be reached. */
export class LlmUnavailableError extends Error {}

/** The configured endpoint, or null when BLOG_LLM_URL is not set. */
export function llmConfig(): LlmConfig | null {
  const e = env()
  return e.BLOG_LLM_URL
    ? {
        url: e.BLOG_LLM_URL,
        apiKey: e.BLOG_LLM_API_KEY,
        model: e.BLOG_LLM_MODEL,
        timeoutMs: e.BLOG_LLM_TIMEOUT_MS,
      }
    : null
}

/**
 * Asks for one JSON object and returns the answer's message text. A timeout or a network
 * failure throws LlmUnavailableError; an HTTP error or a body without a message throws an Error.
 */
export async function askForJson(
  config: LlmConfig,
  messages: { role: 'system' | 'user'; content: string }[],
  temperature: number,
): Promise<string> {
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
        temperature,
        response_format: { type: 'json_object' },
        messages,
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
  return messageText(body)
}

/** The answer's message text, without a Markdown code fence around it; throws if there is none. */
export function messageText(body: unknown): string {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]
    ?.message?.content
  if (typeof content !== 'string' || !content.trim())
    throw new Error('the answer has no choices[0].message.content')
  return content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
}
