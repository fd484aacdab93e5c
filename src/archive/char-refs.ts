// Character references in an attribute's value, decoded as a browser's HTML parser decodes them
// before the value is taken as a URL. Some generators write URLs with them: deno doc writes every
// slash of a link as `&#x2F;` (`href="..&#x2F;styles.css"`), which a browser reads as
// `../styles.css`; read as written, each such link was a broken link to a file named `..&`.
//
// Numeric references are decoded in full (as the standard says, with or without their `;`; a
// code point that is not allowed becomes U+FFFD). Of the named references, those that stand for
// the characters a URL is made of (and the few legacy ones a value may hold without `;`) are
// known here; any other name is left as written, which in a URL only ever meets it in a query
// or fragment, parts that no link check reads.

/** Named references that stand for URL characters, and `nbsp`, name → text. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  sol: '/',
  bsol: '\\',
  colon: ':',
  semi: ';',
  period: '.',
  comma: ',',
  num: '#',
  quest: '?',
  percnt: '%',
  lowbar: '_',
  equals: '=',
  plus: '+',
  excl: '!',
  ast: '*',
  lpar: '(',
  rpar: ')',
  commat: '@',
  dollar: '$',
  Tab: '\t',
  NewLine: '\n'
}

/**
 * Legacy names a browser decodes without their `;` too, except in an attribute's value when the
 * next character is `=` or a letter or digit (so that `?a=1&copy=2` keeps its `&copy`).
 */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp'])

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g

/** A numeric reference's character: U+FFFD for zero, surrogates and beyond U+10FFFF. */
function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/** `value` with its character references decoded; itself (no work) when it holds no `&`. */
export function decodeCharacterReferences(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(
    REFERENCE,
    (
      whole,
      hex: string | undefined,
      decimal: string | undefined,
      name: string | undefined,
      semi: string,
      at: number
    ) => {
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16))
      if (decimal !== undefined) return fromCodePoint(Number(decimal))
      const text = NAMED[name!]
      if (text === undefined) return whole
      if (semi === ';') return text
      if (!LEGACY.has(name!)) return whole
      const next = value[at + whole.length]
      return next !== undefined && /[=A-Za-z0-9]/.test(next) ? whole : text
    }
  )
}
