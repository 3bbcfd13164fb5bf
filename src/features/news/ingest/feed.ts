import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { SourceItem } from './types'
import { absoluteHttpUrl, htmlToText, parseDate } from './text'

const { getElementsByTagName, textContent, getAttributeValue } = DomUtils

const child = (parent: Element, name: string): Element | undefined =>
  getElementsByTagName(name, parent.children, false, 1)[0]
const childText = (parent: Element, ...names: string[]): string => {
  for (const name of names) {
    const el = child(parent, name)
    const text = el ? textContent(el).trim() : ''
    if (text) return text
  }
  return ''
}

/**
 * Items of an RSS 2.0 or Atom document. Text may be CDATA or escaped HTML; links are resolved
 * against the feed's address; a missing date stays null. Throws when the document is neither.
 */
export function parseFeed(xml: string, feedUrl: string): SourceItem[] {
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true })
  const rss = getElementsByTagName('rss', doc.children, false, 1)[0]
  const channel = rss && child(rss, 'channel')
  if (channel) return parseRss(channel, feedUrl)
  const feed = getElementsByTagName('feed', doc.children, false, 1)[0]
  if (feed) return parseAtom(feed, feedUrl)
  throw new Error('not an RSS 2.0 or Atom feed')
}

function hostName(url: string | null): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : ''
  } catch {
    return ''
  }
}

function parseRss(channel: Element, feedUrl: string): SourceItem[] {
  const siteUrl = absoluteHttpUrl(childText(channel, 'link'), feedUrl) ?? feedUrl
  const feedTitle = htmlToText(childText(channel, 'title'))
  return getElementsByTagName('item', channel.children, false).map((item) => {
    const guid = child(item, 'guid')
    const url =
      absoluteHttpUrl(childText(item, 'link'), siteUrl) ??
      (guid && getAttributeValue(guid, 'isPermaLink') !== 'false'
        ? absoluteHttpUrl(textContent(guid), siteUrl)
        : null)
    const summary = childText(item, 'description')
    return {
      title: htmlToText(childText(item, 'title')),
      content: childText(item, 'content:encoded') || summary,
      summary,
      url,
      source: htmlToText(childText(item, 'source')) || feedTitle || hostName(url ?? siteUrl),
      publishDate: parseDate(childText(item, 'pubDate', 'dc:date')),
      kind: 'feed' as const,
    }
  })
}

function atomLink(parent: Element, base: string): string | null {
  const links = getElementsByTagName('link', parent.children, false)
  const alternate =
    links.find((l) => (getAttributeValue(l, 'rel') ?? 'alternate') === 'alternate') ?? links[0]
  return alternate ? absoluteHttpUrl(getAttributeValue(alternate, 'href'), base) : null
}

function entryContent(entry: Element): string {
  for (const name of ['content', 'summary']) {
    const el = child(entry, name)
    if (!el) continue
    // type="xhtml" holds markup as elements; "html" and "text" hold it as (escaped) text.
    const value =
      getAttributeValue(el, 'type') === 'xhtml' ? DomUtils.getInnerHTML(el) : textContent(el)
    if (value.trim()) return value.trim()
  }
  return ''
}

function parseAtom(feed: Element, feedUrl: string): SourceItem[] {
  const base = absoluteHttpUrl(getAttributeValue(feed, 'xml:base'), feedUrl) ?? feedUrl
  const siteUrl = atomLink(feed, base) ?? base
  const feedTitle = htmlToText(childText(feed, 'title'))
  return getElementsByTagName('entry', feed.children, false).map((entry) => {
    const entryBase = absoluteHttpUrl(getAttributeValue(entry, 'xml:base'), base) ?? base
    const url = atomLink(entry, entryBase)
    const author = child(entry, 'author')
    return {
      title: htmlToText(childText(entry, 'title')),
      content: entryContent(entry),
      summary: childText(entry, 'summary'),
      url,
      source:
        feedTitle ||
        (author ? htmlToText(childText(author, 'name')) : '') ||
        hostName(url ?? siteUrl),
      publishDate: parseDate(childText(entry, 'published', 'updated')),
      kind: 'feed' as const,
    }
  })
}
