// Windows runners cancel a step with Ctrl+C, then Ctrl+Break (Node's SIGBREAK) 7.5 s later. With
// no SIGBREAK handler, a run that Ctrl+C did not end was ended by Ctrl+Break with its part file
// left on disk. What Linux cannot show: the runner's real Ctrl+Break (GenerateConsoleCtrlEvent)
// reaching a Node process and TerminateProcess ending it; here the signal is delivered to the
// process's own listeners, as Node does on Windows.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cancellation-test-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('SIGBREAK removes the part file being written and ends the process (by SIGTERM)', async () => {
  const part = join(dir, 'site.tar.gz.part')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('__tests__', 'helpers', 'cancel-break.ts'), part],
    { stdio: ['ignore', 'ignore', 'inherit'] }
  )
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
    child.on('close', (c, s) => resolve([c, s]))
  )
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' })
  expect(existsSync(part)).toBe(false)
}, 30_000)
