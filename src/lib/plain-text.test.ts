import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it('keeps a string and reads the text of a rich-text value', () => {
    expect(plainText('Turmeric from Meghalaya')).toBe('Turmeric from Meghalaya')
    expect(plainText(null)).toBe('')
    const rich = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Bold ' },
              { type: 'text', text: 'claim.' },
            ],
          },
          { type: 'paragraph', children: [{ type: 'text', text: 'Second' }] },
        ],
      },
    }
    expect(plainText(rich)).toBe('Bold claim. Second')
  })
})
