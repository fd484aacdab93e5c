// HTML text both ways: escaping text for a page, and the plain text of rendered HTML (tags
// dropped, entities decoded) for search and the assistant's retrieval. Shared by the Markdown
// renderer (markdown.ts), the page chrome (template.ts) and the export's page jobs.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => ESCAPES[c]!)
}
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}
const UNESCAPES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' '
}

/** Plain text of rendered HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (m, name: string) => {
      if (UNESCAPES[name] !== undefined) return UNESCAPES[name]
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return m
    })
    .replace(/\s+/g, ' ')
    .trim()
}
