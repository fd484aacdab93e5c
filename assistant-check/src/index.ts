// Entry of the assistant-check action (bundled into assistant-check/dist/index.js).
import { run } from './main.js'

void run()
