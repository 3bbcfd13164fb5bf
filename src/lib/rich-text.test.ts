import { describe, expect, it } from 'vitest'
import { overlay } from '@/seed/company/overlay'
import { isRichText, richTextSummary, richTextToPlain } from './rich-text'

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const block = (type: string, children: unknown[], extra = {}) => ({
  type,
  children,
  version: 1,
  ...extra,
})
const doc = (...children: unknown[]) => ({ root: block('root', children) })

const value = doc(
  block('heading', [text('Grades')], { tag: 'h2' }),
  block('paragraph', [text('Clean, '), text('sorted'), text(' and packed.')]),
  block('quote', [text('Tested before shipment.')]),
  block('list', [block('listitem', [text('one')]), block('listitem', [text('two')])], {
    tag: 'ul',
    listType: 'bullet',
  }),
  block('table', [
    block('tablerow', [block('tablecell', [text('Moisture')]), block('tablecell', [text('10%')])]),
  ]),
)

describe('rich text as plain text', () => {
  it('keeps every word, blocks apart by a blank line, items by a line break', () => {
    expect(richTextToPlain(value)).toBe(
      'Grades\n\nClean, sorted and packed.\n\nTested before shipment.\n\none\ntwo\n\nMoisture | 10%',
    )
  })

  it('passes plain text through and turns anything else into nothing', () => {
    expect(richTextToPlain('  old text ')).toBe('old text')
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain({ no: 'root' })).toBe('')
    expect(isRichText(value)).toBe(true)
  })

  it('summarises on one line, cut at a word', () => {
    expect(richTextSummary(value, 30)).toBe('Grades Clean, sorted and…')
    expect(richTextSummary(doc(block('paragraph', [text('Short.')])), 30)).toBe('Short.')
  })
})

describe('seeding translations over English', () => {
  it('replaces a rich text whole instead of merging its nodes', () => {
    const english = {
      story: {
        title: 'Story',
        text: doc(block('paragraph', [text('a')]), block('paragraph', [text('b')])),
      },
    }
    const french = { story: { text: doc(block('paragraph', [text('fr')])) } }
    expect(overlay(english, french)).toEqual({ story: { title: 'Story', text: french.story.text } })
  })
})
