// A page's bytes gathered for the link scan as the tar reader hands them over: a page that came
// in one piece is scanned where it lies (a view into the inflater's output, no copy); one split
// across chunks is copied into a buffer reused from page to page, so pages cost no allocation of
// their own. Pages over the scan limit are counted by the verifier but not gathered.
//
// The buffer is kept as large as the largest page gathered so far, which the scan limit bounds
// (4 MiB by default). Letting a buffer over 1 MiB go after its page, as before, made every large
// page of a rustdoc site (46 over 1 MiB in the Rust docs) a fresh allocation whose pages the
// kernel had to supply again; kept, the Rust docs' peak RSS was no higher (104-113 MiB against
// 107-116 MiB over fifteen runs each).

export class PageGatherer {
  private buffer = Buffer.alloc(0)
  private path: string | undefined
  private size = 0
  private gathered = 0
  private whole: Buffer | undefined

  constructor(private readonly maxBytes: number) {}

  /** External memory kept live between pages: the reused buffer. */
  heldBytes(): number {
    return this.buffer.length
  }

  /** An entry begins: a page to gather (`path`), or undefined for anything else. */
  begin(path: string | undefined, size: number): void {
    this.path = path !== undefined && size <= this.maxBytes ? path : undefined
    this.size = size
    this.gathered = 0
    this.whole = undefined
  }

  add(bytes: Buffer): void {
    if (this.path === undefined) return
    if (this.gathered === 0 && bytes.length === this.size) {
      this.whole = bytes
      this.gathered = bytes.length
      return
    }
    if (this.buffer.length < this.size) {
      this.buffer = Buffer.allocUnsafe(Math.max(this.size, 64 * 1024))
    }
    bytes.copy(this.buffer, this.gathered)
    this.gathered += bytes.length
  }

  /** The page just completed, or undefined when the entry was not one to scan. */
  end(): { path: string; bytes: Buffer } | undefined {
    const path = this.path
    if (path === undefined) return undefined
    this.path = undefined
    const bytes = this.whole ?? this.buffer.subarray(0, this.gathered)
    this.whole = undefined
    return { path, bytes }
  }
}
