// The target text of every symbolic link of the archive, kept until the archive is read (the
// entry tree follows each link through the others only then, in whatever order they came), in
// typed arrays: each link is its own entry's index in the tree (the tree holds its path a part
// at a time) and its target's bytes (unit-bytes.ts) in blocks that are never copied.
//
// A Map from each link's full path to its target held both as strings: 20,000 links with
// 3.8 KB paths and 3.8 KB targets kept 158 MiB of V8's heap, and the action peaked at 234 MiB;
// 400,000 short links (`s0000/l000000.html -> ../a.html`) cost about 230 bytes each. Here a link
// costs its target's bytes and 12 bytes, and the targets together are bounded: every link must
// be followed for the archive to be judged safe (a chain can climb out although each link alone
// stays in), so an archive past the bound is refused, as one past the entry limit is.
import { ArchiveError } from './archive-error.js'
import { firstAtLeast, IntList } from './int-list.js'
import { decodeUnits, encodedLength, encodeUnits } from './unit-bytes.js'

/** The bytes of all the archive's link targets together that are kept to follow them. */
export const MAX_SYMLINK_TARGET_BYTES = 16 * 1024 * 1024

/** Bytes of each block of targets (a longer target gets a block of its own). */
const BLOCK_BYTES = 64 * 1024

export class SymlinkTargets {
  /** Each link's entry in the tree, in the order they were added (upwards: each is new). */
  private readonly entries = new IntList(64)
  /** Where each link's target lies: its block, times BLOCK_BYTES, plus its start in the block. */
  private readonly starts = new IntList(64)
  /** Each link's target's length in bytes. */
  private readonly lengths = new IntList(64)
  private readonly blocks: Uint8Array[] = []
  private blockUsed = BLOCK_BYTES
  /** Bytes of all the targets held. */
  private textBytes = 0

  /** Links held. */
  get size(): number {
    return this.entries.length
  }

  /**
   * Holds the target of the link whose entry is `entry`, above every entry added before it.
   * Refuses the archive when the targets together would pass MAX_SYMLINK_TARGET_BYTES.
   */
  add(entry: number, path: string, target: string): void {
    const length = encodedLength(target)
    if (this.textBytes + length > MAX_SYMLINK_TARGET_BYTES) this.refuse(path)
    if (this.blockUsed + length > BLOCK_BYTES) {
      this.blocks.push(new Uint8Array(Math.max(BLOCK_BYTES, length)))
      this.blockUsed = 0
    }
    const block = this.blocks.length - 1
    encodeUnits(target, 0, target.length, this.blocks[block]!, this.blockUsed)
    this.entries.push(entry)
    this.starts.push(block * BLOCK_BYTES + this.blockUsed)
    this.lengths.push(length)
    this.blockUsed += length
    this.textBytes += length
  }

  /** The entry of the `i`th link added. */
  entry(i: number): number {
    return this.entries.get(i)
  }

  /** The target of the `i`th link added. */
  target(i: number): string {
    const at = this.starts.get(i)
    return decodeUnits(
      this.blocks[Math.floor(at / BLOCK_BYTES)]!,
      at % BLOCK_BYTES,
      this.lengths.get(i)
    )
  }

  /** The target of the link whose entry is `entry`, or undefined when it is no link held. */
  targetOf(entry: number): string | undefined {
    const i = firstAtLeast(this.entries, entry)
    return i < this.entries.length && this.entries.get(i) === entry ? this.target(i) : undefined
  }

  /** The bytes of the typed arrays (external memory, live until the archive is judged). */
  get bytes(): number {
    return this.entries.capacity * 3 * 4 + this.blocks.reduce((sum, b) => sum + b.byteLength, 0)
  }

  private refuse(path: string): never {
    throw new ArchiveError(
      `the archive's symbolic links have more than ${MAX_SYMLINK_TARGET_BYTES} bytes of targets ` +
        `in all (at "${path}"): the verifier follows every link, and holds at most that much`,
      'too-large'
    )
  }
}
