// Imported first by index.ts, before anything else is loaded: the process restarts itself under
// one malloc arena here when it can (see malloc-arenas.ts), and only then does the action load.
import { restartUnderOneArena } from './malloc-arenas.js'

restartUnderOneArena()
