// The srcset split (src/archive/srcset.ts) against the HTML standard's algorithm as the tests
// write it (helpers/srcset-reference.ts), on the shapes real pages hold.
import { srcsetUrls } from '../../src/archive/srcset.js'
import { srcsetUrls as reference } from '../helpers/srcset-reference.js'

const CASES: Array<[string, string[]]> = [
  ['a.png 1x, b.png 2x,https://c.example/c.png 3x', ['a.png', 'b.png', 'https://c.example/c.png']],
  [' d.webp  480w ,e.webp 800w', ['d.webp', 'e.webp']],
  [
    'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 1w',
    ['data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7']
  ],
  [
    'https://cdn.example/w_300,h_200/a.jpg 300w, b.jpg 600w',
    ['https://cdn.example/w_300,h_200/a.jpg', 'b.jpg']
  ],
  // No space after a comma-free URL: one URL, commas and all; trailing commas end a candidate.
  ['a.png,b.png', ['a.png,b.png']],
  ['a.png,, b.png,', ['a.png', 'b.png']],
  ['a.png (max-width: 1px, 2px) 1x, b.png', ['a.png', 'b.png']],
  ['', []],
  [' , ,', []]
]

it.each(CASES)('%j', (value, urls) => {
  expect(srcsetUrls(value)).toEqual(urls)
  expect(reference(value)).toEqual(urls)
})
