// Gives a typed array's memory back at once. V8 frees an ArrayBuffer's bytes only when a full
// collection finds it dead, which it starts once external memory has grown by about 64 MiB
// (buffer-garbage.ts): a table that doubles left its old arrays live beside the new ones until
// then. Detaching the buffer (transferring its contents to an empty one) frees them now.
type Transferable = ArrayBufferLike & { transfer?(length: number): ArrayBuffer }

/** Frees `array`'s bytes; it reads as empty afterwards, so nothing may use it again. */
export function freeNow(array: { readonly buffer: ArrayBufferLike }): void {
  ;(array.buffer as Transferable).transfer?.(0)
}
