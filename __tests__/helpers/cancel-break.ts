// Run by cancellation.test.ts in a child Node: a part file is being written (registered with the
// cancellation handler, argv[2]) when Ctrl+Break arrives, the Windows runner's second cancel
// signal. Linux cannot send SIGBREAK, so the child delivers it to its own listeners as Node does
// on Windows. A child still running a second later exits with code 7 (nothing handled it).
import { writeFileSync } from 'node:fs'
import { handleCancellation, removeOnCancel } from '../../src/cancellation.js'

const part = process.argv[2]!
handleCancellation()
writeFileSync(part, 'half an archive')
removeOnCancel(part)
setTimeout(() => process.emit('SIGBREAK', 'SIGBREAK'), 0)
setTimeout(() => process.exit(7), 1000)
