import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/malloc-arenas.ts
// The action's process restarted, before anything else runs, under one malloc arena.
//
// glibc's malloc gives every thread that allocates an arena of its own, up to eight per core, and
// memory freed in an arena stays there for that arena's next allocation. V8 compiles hot code on
// its worker threads, each compile in a zone of 32 KiB blocks freed at the end: over the
// 100,000-page bundle that was about 5,600 such blocks on four workers (181 MiB allocated in all,
// an LD_PRELOAD log of every allocation of 32 KiB or more), left in four arenas that /proc's smaps
// showed holding 6-18 MiB at the peak, a different amount on every run: the largest, and the
// most random, part of the peak after the node binary itself. With one arena the workers' blocks
// are reused by every thread: that bundle peaked at 98-100 MiB against 114-116 (three interleaved
// runs each, bench/download.ts with BENCH_ACTION_ENV), in the same time.
//
// The variable is read by glibc when the process starts, and the runner starts `node
// dist/index.js` with an environment of its own, so the process replaces itself (`process.execve`:
// the same process id, arguments and standard streams; Node 22.15 and 23.11 onwards, not on
// Windows) with the same command under MALLOC_ARENA_MAX=1. Where that is not possible, or the
// variable is already set (by the user, or by this very restart), the action runs on as it is;
// other C libraries ignore the variable.

/** The environment variable glibc reads for its largest number of arenas. */
const ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
/** Pure: the environment to restart under, or undefined to run on in this process. */
function restartEnvironment(env, platform, canExecve) {
    if (platform !== 'linux' || !canExecve)
        return undefined;
    if (env[ARENA_VARIABLE] !== undefined)
        return undefined;
    return { ...env, [ARENA_VARIABLE]: '1' };
}
/** Restarts this process under one malloc arena when it can; returns only when it does not. */
function restartUnderOneArena() {
    const execve = process.execve;
    const env = restartEnvironment(process.env, process.platform, typeof execve === 'function');
    if (!env || !execve)
        return;
    try {
        // Node aborts the process when the exec itself fails (it cannot be caught), so what it could
        // fail on is proven first: the binary running now is still there and executable. Errors
        // thrown before the exec (a permission model without child processes, a closed standard
        // stream) are caught, and the action runs on.
        (0,external_node_fs_namespaceObject.accessSync)(process.execPath, external_node_fs_namespaceObject.constants.X_OK);
        const args = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
        execve.call(process, process.execPath, args, env);
    }
    catch {
        // Run on as it is.
    }
}
/** One line for the debug log: the arena setting the action runs under. */
function arenaNote(env = process.env) {
    const value = env[ARENA_VARIABLE];
    return value === undefined
        ? `${ARENA_VARIABLE} is not set: malloc's default arenas (a restart needs Linux and process.execve)`
        : `${ARENA_VARIABLE}=${value}`;
}

;// CONCATENATED MODULE: ./src/index.ts
// The action's entry point, as the runner starts it: `node dist/index.js`. It is built on its own,
// without the action, so that the restart under one malloc arena (malloc-arenas.ts) is decided
// before the action's bundle (dist/action.js) is read at all: the process that restarts pays for
// Node's start and this file only. Then the action is loaded, in the restarted process (or in
// this one, where no restart is made).

restartUnderOneArena();
// Left to Node (webpackIgnore): dist/action.js is the action's bundle, beside this file.
import(/* webpackIgnore: true */ './action.js').catch((err) => {
    const reason = err instanceof Error ? err.message : String(err);
    process.stdout.write(`::error::The action's bundle (dist/action.js) did not load: ${reason}\n`);
    process.exitCode = 1;
});

