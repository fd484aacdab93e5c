// What a call writes to stdout, where @actions/core puts its workflow commands (`::warning::`,
// `::error::`): held back from the test's own output and handed to the test.
export async function capturedStdout<T>(
  call: () => Promise<T>
): Promise<{ result: T; stdout: string }> {
  const lines: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  }) as typeof process.stdout.write
  try {
    const result = await call()
    return { result, stdout: lines.join('') }
  } finally {
    process.stdout.write = write
  }
}
