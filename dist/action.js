import './sourcemap-register.cjs';import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
import * as __WEBPACK_EXTERNAL_MODULE__undici_mjs_a9940161__ from "./undici.mjs";
/******/ var __webpack_modules__ = ({

/***/ 20770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(20218);


/***/ }),

/***/ 20218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var net = __nccwpck_require__(69278);
var tls = __nccwpck_require__(64756);
var http = __nccwpck_require__(58611);
var https = __nccwpck_require__(65692);
var events = __nccwpck_require__(24434);
var assert = __nccwpck_require__(42613);
var util = __nccwpck_require__(39023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
exports.debug = debug; // for test


/***/ }),

/***/ 47127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
// The one error a bundle that fails verification produces, with a stable kind for callers.
class ArchiveError extends Error {
    kind;
    constructor(message, 
    /** A stable kind, for callers and tests: what was wrong, not where. */
    kind) {
        super(message);
        this.kind = kind;
        this.name = 'ArchiveError';
    }
}


/***/ }),

/***/ 9302:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Be: () => (/* binding */ BUFFER_GARBAGE_BUDGET),
  mb: () => (/* binding */ BufferGarbage)
});

// UNUSED EXPORTS: ESCALATE_BYTES, HEAP_GARBAGE_ALLOWANCE

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __nccwpck_require__(78877);
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
;// CONCATENATED MODULE: ./src/archive/buffer-garbage.ts
// Dead buffers of a long download collected by a budget instead of by V8's own schedule.
//
// Every chunk of the archive passes through several Buffers (the socket's, node:zlib's 256 KiB
// output until the inflater reused its own, the tar parser's slices), each dead a moment later.
// Those that wait in a queue while a young-generation collection runs are promoted to the old
// generation, and V8 frees promoted ArrayBuffers only in a full collection, which it starts when
// external memory has grown by about 64 MiB since the last one. Measured under Node 24 over a
// 10,000-page bundle: 50-75 MiB of ArrayBuffers at the peak, of which at most a few MiB were live.
// Once external memory passes the budget, a young-generation collection is made first (about a
// millisecond; most dead buffers died young); only if external memory is still over the budget at
// the next check is a full collection asked for (asynchronously: V8 runs it from a task, in one
// pause now that heap-sizing.ts turns incremental marking off). It is asked for again only once the
// last one has shown (external memory back under the budget) or after 4 MiB more of input, so the
// number of collections is bounded by the archive's size. Young first: the 1 GiB incompressible
// archive 4.1-4.9 s → 3.6-3.7 s, the same peak; and the full one only once the young one's
// buffers have had time to be freed (ESCALATE_BYTES).


/**
 * External memory (live and dead buffers) past which a collection is asked for. Measured under
 * Node 24 with incremental marking off (heap-sizing.ts), bench/download.ts runs: 24 MiB peaked
 * at 124-130 MiB on the 4 GiB bundle, 16 MiB at 114-131 (the machine's slower phases higher),
 * 12 MiB at 112-116, each for about the same time (29-37 s, the machine's own drift); at 30,000
 * pages 16 MiB against 24 gave 104-106 against 116 MiB. Live buffers alone reach 8-12 MiB. (With
 * incremental marking on, 16 MiB had cost about a quarter more CPU time than no budget.) Those
 * runs counted the downloaded bytes only; the inflated ones count too since (verify.ts), which
 * left the generated bundles where they were and took the Rust docs from 143-165 to 120-124 MiB.
 */
const BUFFER_GARBAGE_BUDGET = 12 * 1024 * 1024;
/**
 * V8's `gc()`, from a context made while --expose-gc is on (the runner starts Node with no
 * flags), the flag turned off again at once so no other context or module sees a `gc` global.
 * Undefined when the runtime refuses.
 */
function exposedGc() {
    const existing = globalThis.gc;
    if (typeof existing === 'function')
        return existing;
    try {
        external_node_v8_default().setFlagsFromString('--expose-gc');
        const gc = external_node_vm_default().runInNewContext('gc');
        return typeof gc === 'function' ? gc : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        external_node_v8_default().setFlagsFromString('--no-expose-gc');
    }
}
let collect;
/**
 * Growth of V8's own heap since its low (about what the last full collection left) past which a
 * full collection is asked for too. The budget's full collections also kept the scan's and link
 * report's old garbage down; with the download's bytes in reused slabs (slab-sink.ts) they
 * became rarer, and the heap grew to V8's own limit: the 20,000-page bundle with 200,000 links
 * into a missing section peaked at 122-125 MiB, with this trigger at 107-116 MiB, in about the
 * same time (bench/download.ts, interleaved).
 */
const HEAP_GARBAGE_ALLOWANCE = 6 * 1024 * 1024;
/** External memory is read once per this much input. */
const CHECK_BYTES = 256 * 1024;
/** At most one collection asked for per this much input while one seems under way. */
const REARM_BYTES = 4 * 1024 * 1024;
/**
 * Input between a young-generation collection and the check that may escalate to a full one.
 * V8 frees the backing stores of the ArrayBuffers a young collection found dead on a background
 * thread after the pause, so external memory read at the very next check (256 KiB later) still
 * counted them, and every young collection was followed by a full one: 34 full collections
 * (9-19 ms each) per GiB of the incompressible archive, whose dead buffers are the socket's
 * 64 KiB reads and all die young. With 1 MiB between them: 1 full collection per GiB, the action's
 * CPU 4.1-4.7 -> 3.4-4.2 s there, 4 GiB 35-41 -> 32-36 s at 117-118 MiB against 120-122, the
 * missing section 2.53-2.75 -> 2.17-2.30 s (bench/download.ts, BENCH_OURS_ONLY=1).
 */
const ESCALATE_BYTES = 1024 * 1024;
class BufferGarbage {
    budget;
    heapAllowance;
    passed = 0;
    checkedAt = 0;
    /** Bytes passed when the collection under way was asked for; undefined when none is. */
    askedAt;
    /** Full collections asked for so far. */
    collections = 0;
    /** Young-generation collections made so far. */
    minorCollections = 0;
    /**
     * Bytes passed when a young-generation collection was made at a check over the budget; undefined
     * while none was (or external memory came back under the budget since).
     */
    minorAt;
    /** The lowest heap in use seen since the last full collection was asked for. */
    heapLow;
    /** Sources of external memory that is live, not garbage (see `holding`). */
    held = new Set();
    constructor(budget = BUFFER_GARBAGE_BUDGET, heapAllowance = HEAP_GARBAGE_ALLOWANCE) {
        this.budget = budget;
        this.heapAllowance = heapAllowance;
    }
    /**
     * Registers a source of external memory that stays live while the pass runs (a table kept in
     * typed arrays), which the budget then does not count as garbage; the returned function
     * unregisters it. Without this the link report's pending targets (6 MiB at 200,000 targets)
     * counted as dead buffers and kept external memory over the budget: a full collection every
     * 4 MiB of input. `verifyFile` (an import, a cached or restarted download) over the
     * 20,000-page bundle with 200,000 links into a missing section made 91 of them (about 1.2 s
     * of the main thread) against 21 for 30,000 pages with none; with it 27, and 2.9-3.4 s fell
     * to 2.1-2.5 s. The download, whose budget sits above its slabs, did not change measurably.
     */
    holding(source) {
        this.held.add(source);
        return () => this.held.delete(source);
    }
    /** Called for every chunk passed on; asks for a full collection when the budget is spent. */
    note(bytes) {
        this.passed += bytes;
        // External memory is read once per CHECK_BYTES of input, not per chunk.
        if (this.passed - this.checkedAt < CHECK_BYTES)
            return;
        this.checkedAt = this.passed;
        const stats = external_node_v8_default().getHeapStatistics();
        let external = stats.external_memory;
        for (const source of this.held)
            external -= source();
        const used = stats.used_heap_size;
        if (this.heapLow === undefined || used < this.heapLow)
            this.heapLow = used;
        if (this.askedAt === undefined && used > this.heapLow + this.heapAllowance) {
            this.collectAll();
            return;
        }
        if (this.askedAt !== undefined) {
            // Asked for and not yet visible: wait, unless live buffers alone exceed the budget, when
            // one more is asked for after REARM_BYTES (so never more often than that).
            if (external < this.budget || this.passed - this.askedAt >= REARM_BYTES) {
                this.askedAt = undefined;
            }
            else
                return;
        }
        if (external < this.budget) {
            this.minorAt = undefined;
            return;
        }
        if (collect === undefined)
            collect = exposedGc() ?? null;
        if (collect === null)
            return;
        if (this.minorAt === undefined) {
            // Most dead buffers died young: a young-generation collection (a millisecond) frees them.
            // Only when that was not enough is the whole heap collected.
            this.minorAt = this.passed;
            this.minorCollections += 1;
            collect({ type: 'minor', execution: 'sync' });
            return;
        }
        // Still over, but the young collection's buffers may not be freed yet: wait a little more.
        if (this.passed - this.minorAt < ESCALATE_BYTES)
            return;
        this.minorAt = undefined;
        this.collectAll();
    }
    /** Asks for a full collection, which V8 makes from a task. */
    collectAll() {
        if (collect === undefined)
            collect = exposedGc() ?? null;
        if (collect === null)
            return;
        this.askedAt = this.passed;
        this.heapLow = undefined;
        this.collections += 1;
        collect({ type: 'major', execution: 'async' });
    }
}


/***/ }),

/***/ 81068:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sha256File)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// The sha256 and size of a file on disk: one definition for every place that checks a file
// against a recorded digest (an import, the tool cache, the GHES upload).
//
// Read into one buffer, reused from read to read. A read stream hands out a fresh 1 MiB buffer
// each time, and nothing collects them before V8 sees fit: an import of a 200 MiB archive
// peaked at 133-139 MiB of resident memory before its verification began (a probe of unusual
// bundles; the same bundle downloaded peaked at 94 MiB), every archive of 100 MiB or more over
// the 128 MiB the action keeps to. With one buffer the hashing holds that buffer and no more.


/** Bytes read at a time: large enough that each read costs little beside its hashing. */
const READ_BYTES = 1024 * 1024;
async function sha256File(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    let bytes = 0;
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        for (;;) {
            const { bytesRead } = await file.read(buffer, 0, READ_BYTES, null);
            if (bytesRead === 0)
                break;
            hash.update(buffer.subarray(0, bytesRead));
            bytes += bytesRead;
        }
    }
    finally {
        await file.close();
    }
    return { sha256: hash.digest('hex'), bytes };
}


/***/ }),

/***/ 68629:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  A: () => (/* binding */ verifyFile),
  T: () => (/* binding */ verifyFileCopy)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(57075);
;// CONCATENATED MODULE: external "node:stream/promises"
const external_node_stream_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
// EXTERNAL MODULE: ./src/archive/verify.ts + 50 modules
var verify = __nccwpck_require__(27944);
;// CONCATENATED MODULE: ./src/archive/verify-file.ts
// Verification of an archive that is already on disk (an import, a restarted download, a cached
// copy), alone or while copying it: the file-reading around the stream verifier (verify.ts),
// which reads bytes from wherever they come and opens no file itself.






/** Verifies an archive already on disk (an import, a restarted download, a cached copy). */
async function verifyFile(path, options = {}) {
    // 1 MiB reads: the default 64 KiB costs a round trip through the libuv pool per read.
    return (0,verify/* verifyBundle */.IF)((0,external_node_fs_.createReadStream)(path, { highWaterMark: 1024 * 1024 }), options);
}
/**
 * Verifies an archive on disk while copying it to `destination` and hashing the bytes copied:
 * one read of the source, and the digest is of the very bytes the copy holds (a source changed
 * after an earlier check cannot slip through). The copy is removed when anything fails.
 */
async function verifyFileCopy(source, destination, options = {}) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const out = (0,external_node_fs_.createWriteStream)(destination);
    const input = (0,external_node_fs_.createReadStream)(source, { highWaterMark: 1024 * 1024 });
    // Each chunk goes to the hash and the copy before the verifier takes it; a slow disk holds
    // the read back.
    const tap = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            hash.update(chunk);
            if (out.write(chunk))
                done(null, chunk);
            else
                out.once('drain', () => done(null, chunk));
        }
    });
    // A failing disk ends the pass (a write waiting for 'drain' would wait for ever).
    out.on('error', err => tap.destroy(err));
    try {
        const [copied, verified] = await Promise.allSettled([
            (0,external_node_stream_promises_namespaceObject.pipeline)(input, tap),
            (0,verify/* verifyBundle */.IF)(tap, options)
        ]);
        // The verifier's refusal says what is wrong; the copy then only saw its stream cut.
        if (verified.status === 'rejected')
            throw verified.reason;
        if (copied.status === 'rejected')
            throw copied.reason;
        const report = verified.value;
        out.end();
        await (0,external_node_stream_promises_namespaceObject.finished)(out);
        return { report, sha256: hash.digest('hex') };
    }
    catch (err) {
        input.destroy();
        out.destroy();
        await (0,promises_.rm)(destination, { force: true });
        throw err;
    }
}


/***/ }),

/***/ 27944:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  di: () => (/* reexport */ archive_error/* ArchiveError */.d),
  q5: () => (/* binding */ openVerification),
  IF: () => (/* binding */ verifyBundle)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, REPORT_SAMPLE

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __nccwpck_require__(78474);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(57075);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
;// CONCATENATED MODULE: ./src/archive/zlib-binding.ts
// The zlib binding behind node:zlib, as the native inflater (native-inflater.ts) drives it: the
// parts of its internal handle that are used, node:zlib's gunzip settings, and the check, made
// once, that this runtime's binding inflates as expected (nativeInflateWorks), without which the
// inflater takes node:zlib's stream. Apart from the inflater because it is the one place that
// reaches into node:zlib's internals, which a Node release may change.

/** node:zlib's defaults for a gunzip (windowBits, level, memLevel, strategy). */
const GUNZIP_INIT = [15, -1, 8, 0];
function handleClass() {
    const stream = (0,external_node_zlib_.createGunzip)();
    const constructor = stream._handle
        ?.constructor;
    stream.close();
    return typeof constructor === 'function' ? constructor : undefined;
}
let nativeChecked;
/**
 * Whether this runtime's zlib binding inflates as this module drives it: a small gzip inflated
 * through it synchronously must give its bytes back with the write state read as expected.
 */
function nativeInflateWorks() {
    if (nativeChecked === undefined)
        nativeChecked = checkedHandleClass() ?? null;
    return nativeChecked !== null;
}
function checkedHandleClass() {
    try {
        const Handle = handleClass();
        if (!Handle)
            return undefined;
        const handle = new Handle(external_node_zlib_.constants.GUNZIP);
        const state = new Uint32Array(2);
        handle.init(...GUNZIP_INIT, state, () => undefined, undefined);
        const text = Buffer.from('<a href="index.html">home</a>\n'.repeat(8));
        const packed = (0,external_node_zlib_.gzipSync)(text);
        const out = Buffer.alloc(text.length + 16);
        handle.writeSync(external_node_zlib_.constants.Z_FINISH, packed, 0, packed.length, out, 0, out.length);
        handle.close();
        const [availOut, availIn] = state;
        const ok = availIn === 0 && availOut === 16 && out.subarray(0, text.length).equals(text);
        return ok ? Handle : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The handle class to inflate with: the one nativeInflateWorks found working, else node:zlib's
 * own (for an inflater asked for the native engine without the check, or despite it), or
 * undefined when node:zlib shows none.
 */
function gunzipHandleClass() {
    return nativeChecked ?? handleClass();
}

;// CONCATENATED MODULE: ./src/archive/native-inflater.ts
// The verifier's native gunzip engine (inflater.ts): the zlib binding behind node:zlib driven
// directly (the handle every zlib stream holds, as minizlib and others do), inflating into a few
// output buffers it reuses. One inflate pass at a time runs on the thread pool into a free
// buffer, and the next pass is started before the consumer reads the last one, so inflating and
// scanning overlap as they did with node:zlib's stream.


/**
 * Size of each output piece: fewer, larger calls into the tar reader, and fewer passes handed to
 * the thread pool. On two cores each hand-over wakes a pool thread that may take the main
 * thread's core for a while (the CPU profile billed 90-110 ms of the main thread to queueing
 * passes at 10,000 pages with 256 KiB). 1 MiB against 256 KiB, interleaved (bench/download.ts):
 * 10,000 pages 1.17-1.28 -> 1.09-1.22 s, the missing section 1.77-1.84 -> 1.68-1.74 s (medians
 * of five), 4 GiB 22.7-24.9 -> 21.4-22.2 s, the Rust docs 3.08-3.21 -> 3.04-3.14 s at 116-122
 * -> 117-123 MiB; the incompressible 1 GiB and 1,000 pages unchanged.
 */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
/**
 * A pass whose output was at most this many times its input was a copy, more or less: stored
 * blocks (images, fonts and other compressed files inside a bundle, which deflate stores as
 * they are). The next pass then runs on the calling thread (see NativeInflater.pump).
 */
const COPY_LIKE_RATIO = 1.25;
/**
 * The most handed to the consumer in one call. Between slices the event loop may take a turn, to
 * start the next pass (NativeInflater.consume).
 */
const CONSUME_SLICE_BYTES = 256 * 1024;
/**
 * Output buffers: one being read, one being inflated into, and two inflated ahead, which absorb
 * pieces that take the page scan longer than their inflating took (NativeInflater.consume).
 * Against three, interleaved (bench/download.ts): 100,000 pages 8.0-8.8 against 7.7-7.8 s, the
 * 4 GiB bundle 20.8-24.9 against 19.6-23.2 s.
 */
const INFLATE_OUTPUT_BUFFERS = 4;
/** What an inflater holds live for its whole life. */
const INFLATER_BYTES = INFLATE_OUTPUT_BUFFERS * INFLATE_CHUNK_BYTES;
const NO_BYTES = Buffer.alloc(0);
/** The bytes of a written chunk as a Buffer (a string as UTF-8, as a stream takes it). */
function asBytes(chunk) {
    if (Buffer.isBuffer(chunk))
        return chunk;
    if (typeof chunk === 'string')
        return Buffer.from(chunk);
    if (ArrayBuffer.isView(chunk))
        return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Object.assign(new TypeError('the inflater takes a Buffer, a typed array or a string'), {
        code: 'ERR_INVALID_ARG_TYPE'
    });
}
class NativeInflater {
    consumer;
    onFailure;
    bytesIn = 0;
    passesInline = 0;
    mostReady = 0;
    heldBytes = INFLATER_BYTES;
    /** The last pass's output was about its input: the next runs on this thread. */
    copyLike = false;
    failure;
    handle;
    /** [availOut, availIn] after each pass, written by the binding. */
    state = new Uint32Array(2);
    free = [];
    /** Inflated pieces waiting for the consumer, oldest first. */
    ready = [];
    /** The piece the consumer is being handed, slice by slice. */
    reading;
    /** A slice is with the consumer, or the next waits for the event loop's turn. */
    consuming = false;
    /** The buffer the pass on the thread pool is writing into; undefined when none is under way. */
    target;
    flush = external_node_zlib_.constants.Z_NO_FLUSH;
    input = NO_BYTES;
    inOffset = 0;
    inLength = 0;
    /** The last pass filled its buffer: zlib holds more output for the same input. */
    moreOutput = false;
    /** The gzip stream has ended (its last member's trailer read). */
    streamEnded = false;
    ending = false;
    /** Whoever wrote the input being inflated, told once zlib is done with it. */
    inputWaiter;
    /** Inputs written while another was being inflated, in order. */
    queued = [];
    endWaiter;
    ended;
    closed = false;
    constructor(consumer, onFailure) {
        this.consumer = consumer;
        this.onFailure = onFailure;
        const Handle = gunzipHandleClass();
        if (!Handle)
            throw new Error('zlib binding unavailable');
        this.handle = new Handle(external_node_zlib_.constants.GUNZIP);
        this.handle.onerror = (message, errno, code) => {
            this.fail(Object.assign(new Error(message), { errno, code }));
        };
        this.handle.init(...GUNZIP_INIT, this.state, () => this.written(), undefined);
        for (let i = 0; i < INFLATE_OUTPUT_BUFFERS; i++)
            this.free.push(Buffer.allocUnsafe(INFLATE_CHUNK_BYTES));
    }
    get stopped() {
        return this.failure !== undefined;
    }
    write(chunk) {
        if (this.failure)
            return Promise.reject(this.failure.reason);
        if (this.ending)
            return Promise.reject(new Error('write after end'));
        // The binding takes bytes only, and aborts the process on anything else.
        const input = asBytes(chunk);
        if (input instanceof Error)
            return Promise.reject(input);
        if (this.streamEnded || input.length === 0)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            this.queued.push({ input, waiter: { resolve, reject } });
            this.pump();
        });
    }
    end() {
        if (this.failure)
            return Promise.reject(this.failure.reason);
        // Asked again, the same answer.
        this.ended ??= new Promise((resolve, reject) => {
            this.ending = true;
            this.endWaiter = { resolve, reject };
            this.pump();
            this.settleEnd();
        });
        return this.ended;
    }
    destroy(reason = new Error('inflation stopped')) {
        this.fail(reason);
    }
    /**
     * Starts the next pass when there is work and a free buffer: on the thread pool, or, after a
     * pass that was little more than a copy, here and at once. Why: a stored block inflates at
     * about 4 GB/s (a copy and a CRC), less than the hand-over to the pool costs, and on two cores
     * those hand-overs queued behind the disk writes of the same bytes. Over a bundle's images the
     * download then waited for free slabs more than half of its time (the 4 GiB bundle: 15.9 of
     * 27.9 s, nearly always for the inflater). Compressed input still goes to the pool, where it
     * overlaps with the page scan here; a wrong guess costs one pass.
     */
    pump() {
        let inline = false;
        for (;;) {
            if (this.target || this.failure || this.streamEnded || this.closed)
                break;
            if (!this.inputWaiter && !this.moreOutput) {
                const next = this.queued.shift();
                if (next) {
                    this.input = next.input;
                    this.inOffset = 0;
                    this.inLength = next.input.length;
                    this.inputWaiter = next.waiter;
                }
            }
            const pending = this.moreOutput || this.inLength > 0;
            if (!pending && !(this.ending && !this.inputWaiter))
                break;
            const target = this.free.pop();
            if (!target)
                break;
            // Z_FINISH only once every byte written has gone in: zlib then says whether the stream
            // ended whole ("unexpected end of file" when not).
            this.flush = this.ending && !pending ? external_node_zlib_.constants.Z_FINISH : external_node_zlib_.constants.Z_NO_FLUSH;
            this.target = target;
            const pass = [
                this.flush,
                this.input,
                this.inOffset,
                this.inLength,
                target,
                0,
                INFLATE_CHUNK_BYTES
            ];
            if (!this.copyLike) {
                this.handle.write(...pass);
                break;
            }
            // The binding reports an error of a pass run here through onerror, before returning.
            this.handle.writeSync(...pass);
            this.passesInline += 1;
            inline = true;
            this.passDone();
        }
        if (inline)
            this.consume();
    }
    /** A pass on the thread pool is done (the binding's callback): the next, then consume. */
    written() {
        this.passDone();
        this.pump();
        this.consume();
    }
    /** Queues the output of the pass just done and settles what it finished with. */
    passDone() {
        const target = this.target;
        this.target = undefined;
        if (this.failure)
            return;
        const [availOut, availIn] = this.state;
        const used = this.inLength - availIn;
        const produced = INFLATE_CHUNK_BYTES - availOut;
        // A pass that read nothing (output zlib still held) tells nothing about the input.
        if (used > 0)
            this.copyLike = produced <= used * COPY_LIKE_RATIO;
        this.bytesIn += used;
        this.inOffset += used;
        this.inLength = availIn;
        this.moreOutput = availOut === 0;
        if (!this.moreOutput) {
            // zlib stopped with room to spare: the input is used up, or the gzip stream ended before
            // it (the binding reads on into a further member itself, so what is left is padding).
            if (availIn > 0 || this.flush === external_node_zlib_.constants.Z_FINISH)
                this.streamEnded = true;
            this.inLength = 0;
        }
        if (produced > 0) {
            this.ready.push({ buffer: target, length: produced, at: 0 });
            this.mostReady = Math.max(this.mostReady, this.ready.length);
        }
        else
            this.free.push(target);
        if (!this.moreOutput && this.inputWaiter) {
            const waiter = this.inputWaiter;
            this.inputWaiter = undefined;
            // The caller may now change or drop that buffer: no later pass names it, not even the
            // final one with nothing to read.
            this.input = NO_BYTES;
            this.inOffset = 0;
            waiter.resolve();
        }
        // Once the stream has ended, what was written after it is passed over like the rest.
        if (this.streamEnded)
            for (const next of this.queued.splice(0))
                next.waiter.resolve();
    }
    /**
     * Hands the oldest piece to the consumer, a slice at a time; its buffer is free again once the
     * consumer is done with all of it. Between slices, while a pass is on the thread pool and a
     * buffer is free for the pass after it, this gives the event loop a turn: the pass's callback
     * can only run then, and only it starts the next pass. Consuming a whole piece in one call left
     * the thread pool idle from the end of its pass to the end of the piece, and the page scan
     * idle whenever the next pass took longer than the piece before it; on bundles whose pages cost
     * about what they take to inflate the two waited for each other at every piece.
     */
    consume() {
        while (!this.consuming && !this.failure) {
            const piece = this.reading ?? this.ready.shift();
            if (!piece)
                break;
            this.reading = piece;
            const end = Math.min(piece.length, piece.at + CONSUME_SLICE_BYTES);
            this.consuming = true;
            let result;
            try {
                result = this.consumer(piece.buffer.subarray(piece.at, end));
            }
            catch (err) {
                this.fail(err);
                return;
            }
            piece.at = end;
            // Any thenable (a promise of another realm too) is waited for.
            if (typeof result?.then === 'function') {
                Promise.resolve(result).then(() => {
                    this.sliceDone(piece);
                    this.consume();
                }, (err) => this.fail(err));
                return;
            }
            if (!this.sliceDone(piece)) {
                this.consuming = true;
                setImmediate(() => {
                    this.consuming = false;
                    this.consume();
                });
                return;
            }
        }
        this.settleEnd();
    }
    /**
     * After a slice: frees a piece read to its end. Returns false when the loop should give the
     * event loop a turn before the next slice (see consume).
     */
    sliceDone(piece) {
        this.consuming = false;
        if (piece.at === piece.length) {
            this.reading = undefined;
            this.release(piece.buffer);
            return true;
        }
        return this.target === undefined || this.free.length === 0;
    }
    release(buffer) {
        this.free.push(buffer);
        this.pump();
    }
    settleEnd() {
        if (!this.endWaiter || !this.streamEnded || this.target)
            return;
        if (this.consuming || this.reading || this.ready.length > 0)
            return;
        const waiter = this.endWaiter;
        this.endWaiter = undefined;
        this.close();
        waiter.resolve();
    }
    /** Frees zlib's state; the binding defers it while a pass is on the thread pool. */
    close() {
        if (this.closed)
            return;
        this.closed = true;
        this.handle.close();
    }
    fail(reason) {
        if (this.failure)
            return;
        this.failure = { reason };
        this.close();
        const waiters = [this.inputWaiter, ...this.queued.splice(0).map(next => next.waiter)];
        for (const waiter of [...waiters, this.endWaiter])
            waiter?.reject(reason);
        this.inputWaiter = undefined;
        this.endWaiter = undefined;
        this.onFailure(reason);
    }
}

;// CONCATENATED MODULE: ./src/archive/stream-inflater.ts
// node:zlib's gunzip stream behind the verifier's inflater interface (inflater.ts): the engine of
// a runtime whose zlib binding does not answer as the native engine expects.


/** node:zlib's stream behind the same interface: a fresh buffer per piece. */
class StreamInflater {
    onFailure;
    passesInline = 0;
    mostReady = 0;
    /** A fresh buffer per piece: none is held. */
    heldBytes = 0;
    gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
    failure;
    consumed;
    /** The gzip stream ended and was consumed; what is still written is padding after it. */
    outputEnded = false;
    constructor(consumer, onFailure) {
        this.onFailure = onFailure;
        const gunzip = this.gunzip;
        // Errors reach the reading loop below; once it is over, the stream has nobody to tell.
        gunzip.on('error', () => undefined);
        this.consumed = (async () => {
            for await (const piece of gunzip)
                await consumer(piece);
            this.outputEnded = true;
        })();
        this.consumed.catch((err) => this.destroy(err));
    }
    get bytesIn() {
        return this.gunzip.bytesWritten;
    }
    get stopped() {
        return this.failure !== undefined;
    }
    write(input) {
        if (this.failure)
            return Promise.reject(this.failure.reason);
        if (this.outputEnded || this.gunzip.destroyed)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            const settle = () => {
                this.gunzip.off('close', settle);
                if (this.failure)
                    reject(this.failure.reason);
                else
                    resolve();
            };
            // A stream that ends early (padding after the gzip stream) is destroyed once read, and
            // calls back no write after that.
            this.gunzip.once('close', settle);
            this.gunzip.write(input, () => settle());
        });
    }
    async end() {
        if (this.failure)
            throw this.failure.reason;
        if (!this.gunzip.destroyed)
            this.gunzip.end();
        await this.consumed;
    }
    destroy(reason = new Error('inflation stopped')) {
        if (this.failure)
            return;
        this.failure = { reason };
        this.gunzip.destroy();
        this.onFailure(reason);
    }
}

;// CONCATENATED MODULE: ./src/archive/inflater.ts
// Gunzip for the verifier, inflating into a few output buffers it reuses.
//
// node:zlib's stream allocates a new 256 KiB output buffer each time one fills and hands on
// views of it, so an archive's whole inflated size passes through fresh ArrayBuffers (658 MiB
// for the Rust docs' 69 MiB archive). Those were most of the pass's garbage: they drove the
// budget's full collections (buffer-garbage.ts) and half the peak. The verifier is done with a
// piece once its consumer returns (the tar reader copies whatever it keeps), so the same few
// buffers serve the whole archive: native-inflater.ts drives the zlib binding behind node:zlib
// for that. A runtime whose binding does not answer as expected gets node:zlib's stream instead
// (`nativeInflateWorks`, zlib-binding.ts; stream-inflater.ts). This module is what both engines
// promise and the choice between them.




function createInflater(consumer, options = {}) {
    const engine = options.engine ?? (nativeInflateWorks() ? 'native' : 'stream');
    const onFailure = options.onFailure ?? (() => undefined);
    return engine === 'native'
        ? new NativeInflater(consumer, onFailure)
        : new StreamInflater(consumer, onFailure);
}

// EXTERNAL MODULE: ./src/archive/archive-error.ts
var archive_error = __nccwpck_require__(47127);
// EXTERNAL MODULE: ./src/archive/buffer-garbage.ts + 1 modules
var buffer_garbage = __nccwpck_require__(9302);
;// CONCATENATED MODULE: ./src/archive/page-gatherer.ts
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
class PageGatherer {
    maxBytes;
    buffer = Buffer.alloc(0);
    path;
    size = 0;
    gathered = 0;
    whole;
    constructor(maxBytes) {
        this.maxBytes = maxBytes;
    }
    /** External memory kept live between pages: the reused buffer. */
    heldBytes() {
        return this.buffer.length;
    }
    /** An entry begins: a page to gather (`path`), or undefined for anything else. */
    begin(path, size) {
        this.path = path !== undefined && size <= this.maxBytes ? path : undefined;
        this.size = size;
        this.gathered = 0;
        this.whole = undefined;
    }
    add(bytes) {
        if (this.path === undefined)
            return;
        if (this.gathered === 0 && bytes.length === this.size) {
            this.whole = bytes;
            this.gathered = bytes.length;
            return;
        }
        if (this.buffer.length < this.size) {
            this.buffer = Buffer.allocUnsafe(Math.max(this.size, 64 * 1024));
        }
        bytes.copy(this.buffer, this.gathered);
        this.gathered += bytes.length;
    }
    /** The page just completed, or undefined when the entry was not one to scan. */
    end() {
        const path = this.path;
        if (path === undefined)
            return undefined;
        this.path = undefined;
        const bytes = this.whole ?? this.buffer.subarray(0, this.gathered);
        this.whole = undefined;
        return { path, bytes };
    }
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/archive/tar-fields.ts
// The fields of a tar header block and of a pax extended header, decoded one by one: the tar
// reader (tar-reader.ts) decides what they make together.

const BLOCK = 512;
/** Bytes after content of this size up to the next block. */
function padding(size) {
    const rest = size % BLOCK;
    return rest === 0 ? 0 : BLOCK - rest;
}
/** The header's checksum as POSIX sums it: its bytes unsigned, the checksum field as spaces. */
function checksum(block) {
    let sum = 8 * 32;
    for (let i = 0; i < 148; i++)
        sum += block[i];
    for (let i = 156; i < BLOCK; i++)
        sum += block[i];
    return sum;
}
/**
 * Whether the header's stored checksum is its sum `unsigned` (checksum) or the sum of its bytes
 * as signed, where each byte over 0x7f counts 256 less: old Sun tar and some writers sum so, and
 * GNU tar, bsdtar and Python's tarfile accept either. The signed sum is only counted when the
 * unsigned one does not match, so a header as tar writes it costs no second pass.
 */
function checksumMatches(block, unsigned) {
    const stored = octal(block, 148, 8);
    if (unsigned === stored)
        return true;
    let high = 0;
    for (let i = 0; i < 148; i++)
        if (block[i] > 0x7f)
            high += 1;
    for (let i = 156; i < BLOCK; i++)
        if (block[i] > 0x7f)
            high += 1;
    return high > 0 && unsigned - 256 * high === stored;
}
/** "ustar" at the magic field's start, which both ustar and GNU headers have. */
function ustarMagic(block) {
    return (block[257] === 0x75 &&
        block[258] === 0x73 &&
        block[259] === 0x74 &&
        block[260] === 0x61 &&
        block[261] === 0x72);
}
/** POSIX ustar: "ustar\0". */
function isUstar(block) {
    return ustarMagic(block) && block[262] === 0;
}
/** GNU: "ustar " then the version " \0". */
function isGnu(block) {
    return ustarMagic(block) && block[262] === 0x20 && block[263] === 0x20 && block[264] === 0;
}
/** Pre-POSIX tar: no magic and no version, the eight bytes from 257 all zeros. */
function isV7(block) {
    for (let i = 257; i < 265; i++)
        if (block[i] !== 0)
            return false;
    return true;
}
/** A NUL-terminated field's bytes: a view of `block`. */
function field(block, offset, length) {
    let end = offset;
    const limit = Math.min(offset + length, block.length);
    while (end < limit && block[end] !== 0)
        end++;
    return block.subarray(offset, end);
}
/** A name's bytes as text, or undefined when they are not UTF-8. */
function utf8(bytes) {
    return (0,external_node_buffer_.isUtf8)(bytes) ? bytes.toString('utf8') : undefined;
}
/**
 * A name for a message, in quotes: its UTF-8 characters as they are, any other byte (and a
 * quote, a backslash or a control character) as \xNN, so that two names that differ show apart.
 */
function shownName(bytes) {
    let shown = '';
    for (let i = 0; i < bytes.length;) {
        const byte = bytes[i];
        const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
        if (length > 1 && (0,external_node_buffer_.isUtf8)(bytes.subarray(i, i + length))) {
            shown += bytes.toString('utf8', i, i + length);
            i += length;
            continue;
        }
        const plain = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
        shown += plain ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`;
        i += 1;
    }
    return `"${shown}"`;
}
/**
 * A numeric field: octal digits after optional spaces, ended by spaces, a NUL or the field's end
 * (an empty field is 0), or GNU's base-256 form; NaN for anything else. Stricter than parseInt,
 * which stops at the first byte that is not a digit: "00000001000x" or "00000001008" would be a
 * size to it, while GNU tar reads another and Python's tarfile stops reading the archive there,
 * so each would unpack different entries from the bytes that follow.
 */
function octal(block, offset, length) {
    if (block[offset] & 0x80)
        return base256(block, offset, length);
    const limit = offset + length;
    let at = offset;
    while (at < limit && block[at] === 0x20)
        at++;
    let value = 0;
    for (; at < limit && block[at] >= 0x30 && block[at] <= 0x37; at++) {
        value = value * 8 + block[at] - 0x30;
    }
    while (at < limit && block[at] === 0x20)
        at++;
    // What follows a NUL is not part of the number for any reader.
    return at === limit || block[at] === 0 ? value : NaN;
}
/** The numeric fields of a header that every reader decodes (Python's tarfile all of them). */
const NUMERIC_FIELDS = [
    ['mode', 100, 8],
    ['uid', 108, 8],
    ['gid', 116, 8],
    ['size', 124, 12],
    ['mtime', 136, 12],
    ['devmajor', 329, 8],
    ['devminor', 337, 8]
];
/** The first numeric field that is not a number, named and shown as it is, or undefined. */
function malformedNumber(block) {
    for (const [name, offset, length] of NUMERIC_FIELDS) {
        if (Number.isNaN(octal(block, offset, length))) {
            const shown = JSON.stringify(block.toString('latin1', offset, offset + length).replace(/\0+$/, ''));
            return `${name} field ${shown}`;
        }
    }
    return undefined;
}
/** GNU's base-256 numbers: 0x80 then a big-endian positive value, 0xff for a negative one. */
function base256(block, offset, length) {
    const first = block[offset];
    if (first !== 0x80 && first !== 0xff)
        return NaN;
    const positive = first === 0x80;
    let sum = 0;
    for (let i = offset + 1; i < offset + length; i++) {
        const byte = positive ? block[i] : 0xff - block[i];
        sum = sum * 256 + byte;
    }
    return positive ? sum : -sum;
}
/**
 * Records `"<length> <key>=<value>\n"`, up to the content's end or a NUL; undefined when a record
 * does not parse, where GNU tar warns and reads on and Python's tarfile stops.
 */
function decodePax(content) {
    const result = {};
    let at = 0;
    while (at < content.length && content[at] !== 0) {
        let i = at;
        let length = 0;
        for (; i < content.length && content[i] >= 0x30 && content[i] <= 0x39; i++) {
            length = length * 10 + content[i] - 0x30;
        }
        const end = at + length;
        if (i === at || content[i] !== 0x20 || end > content.length || content[end - 1] !== 0x0a) {
            return undefined;
        }
        const equals = content.indexOf(0x3d, i + 1);
        if (equals <= i + 1 || equals >= end)
            return undefined;
        result[content.toString('utf8', i + 1, equals)] = content.subarray(equals + 1, end - 1);
        at = end;
    }
    return result;
}
/** A pax number's value: digits only ("512x" is a number to parseInt); NaN for anything else. */
function paxNumber(value) {
    const text = value.toString('latin1');
    return /^[0-9]+$/.test(text) ? Number(text) : NaN;
}

;// CONCATENATED MODULE: ./src/archive/tar-reader.ts
// A tar reader that is pushed bytes and answers synchronously, entry by entry: no stream per
// entry, no promise per chunk, no copy of a file's content. An exported docs site is tens of
// thousands of small pages; with a stream and an async iterator per entry (tar-stream), the
// plumbing cost as much as reading the pages, and every chunk waiting in those queues outlived
// a young-generation collection, so dead buffers piled up until a full one.
//
// It reads what tar-stream 3 reads of a well-formed archive, the same way (the verifier's
// findings and refusals must not depend on the reader; __tests__/archive/tar-reader.test.ts
// compares the two on the archives real tools make): ustar and GNU headers, the ustar prefix,
// octal and base-256 numbers, pax extended headers (`path`, `linkpath`, `size`), GNU long names
// and long link names, and the old convention of a trailing slash for a folder. Zero blocks are
// skipped, as tar-stream does.
//
// Where tar readers part ways it refuses instead, because the bundle is unpacked by a reader
// that is not this one (GNU tar, bsdtar, BusyBox, Python's tarfile): a number with junk after
// its digits, a global pax header that sets a name or a size, two headers that each set the
// next entry's name or link, a pax record that does not parse. tar-stream, lenient there, reads
// on. One more deliberate difference: a pre-POSIX (v7) header, whose magic field is all zeros, is
// read as GNU tar, bsdtar and BusyBox read it (`tar --format=v7` still writes it), where
// tar-stream refuses it unless told to allow any format; a magic that is neither zeros nor
// ustar's or GNU's is still refused. And a header whose checksum is the sum of its bytes as
// signed (old Sun tar) is read, as GNU tar, bsdtar and Python's tarfile read it (tar-fields.ts).

/** A tar that cannot be read (tar-stream's words); `truncated` when it only ended too early. */
class TarFormatError extends Error {
    truncated;
    constructor(message, truncated = false) {
        super(message);
        this.truncated = truncated;
        this.name = 'TarFormatError';
    }
}
/**
 * A name that is not UTF-8. Read as UTF-8 it would turn into U+FFFD, and two names into one;
 * a web server serves its URLs as UTF-8, so no link could reach the file anyway.
 */
class TarNameError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TarNameError';
    }
}
const SLASH = Buffer.from('/');
/** Largest pax or GNU long-name header accepted (tar-stream's limit). */
const MAX_LONG_HEADER_BYTES = 4 * 1024 * 1024;
const TYPES = {
    0: 'file',
    1: 'link',
    2: 'symlink',
    3: 'character-device',
    4: 'block-device',
    5: 'directory',
    6: 'fifo',
    7: 'contiguous-file'
};
/** Type flags (minus '0') of the headers that describe the next entry. */
const PAX = 72; // 'x'
const PAX_GLOBAL = 55; // 'g'
const GNU_LONG_LINK = 27; // 'K'
const GNU_LONG_NAMES = new Set([28, 30]); // 'L', 'N'
/** GNU tar's other types: a volume label (`tar -V`), an incremental dump's folder, sparse. */
const GNU_VOLUME_LABEL = 38; // 'V'
const GNU_DUMPDIR = 20; // 'D'
const GNU_SPARSE = 35; // 'S'
/** Pax keys that say where an entry is or what it is: a global header must not set them. */
const SHAPING_KEYS = new Set(['path', 'linkpath', 'size']);
const TWO = (what) => `comes after two ${what}: tar readers disagree about which one applies`;
const BOTH = (pax, gnu) => `has both a pax ${pax} and a GNU long ${gnu}: tar readers disagree about which one applies`;
/** Reads one tar stream; `push` its bytes in order, then `finish`. */
class TarReader {
    visitor;
    /** A header block (or long header) being gathered across chunks. */
    gather;
    gathered = 0;
    /** Content bytes of the current entry still to come. */
    contentLeft = 0;
    /** Padding bytes after the current content still to skip. */
    paddingLeft = 0;
    /** The long header being gathered, by its type flag (minus '0'); -1 when none. */
    longType = -1;
    pax = null;
    /** A GNU long name's bytes (a view of the buffer its header was gathered in, its own). */
    longPath = null;
    /** Padding after the current entry's content. */
    entryPadding = 0;
    longLinkPath = null;
    /**
     * Why the headers read so far for the next entry make it one that tar readers read
     * differently: the reason it is refused, naming it, once its own header comes.
     */
    disagreement = null;
    /** Blocks of zeros read: once there is one, only zeros may follow. */
    zeroBlocks = 0;
    constructor(visitor) {
        this.visitor = visitor;
    }
    push(chunk) {
        let at = 0;
        const length = chunk.length;
        while (at < length) {
            if (this.contentLeft > 0) {
                const take = Math.min(this.contentLeft, length - at);
                this.contentLeft -= take;
                if (this.longType >= 0)
                    this.gatherInto(chunk, at, take);
                else
                    this.visitor.data(chunk.subarray(at, at + take));
                at += take;
                if (this.contentLeft === 0)
                    this.contentDone();
                continue;
            }
            if (this.paddingLeft > 0) {
                const skip = Math.min(this.paddingLeft, length - at);
                this.paddingLeft -= skip;
                at += skip;
                continue;
            }
            // A header: read in place when the whole block is in this chunk.
            if (this.gathered === 0 && length - at >= BLOCK) {
                this.header(chunk.subarray(at, at + BLOCK));
                at += BLOCK;
                continue;
            }
            this.gather ??= Buffer.allocUnsafe(BLOCK);
            const take = Math.min(BLOCK - this.gathered, length - at);
            chunk.copy(this.gather, this.gathered, at, at + take);
            this.gathered += take;
            at += take;
            if (this.gathered === BLOCK) {
                this.gathered = 0;
                this.header(this.gather);
            }
        }
    }
    /** The stream has ended: anything still expected means the tar was cut short. */
    finish() {
        if (this.contentLeft > 0 || this.paddingLeft > 0 || this.gathered > 0) {
            throw new TarFormatError('Unexpected end of data', true);
        }
    }
    header(block) {
        const sum = checksum(block);
        // Two blocks of zeros end the archive; the record's padding after them is zeros too.
        if (sum === 8 * 32) {
            this.zeroBlocks += 1;
            return;
        }
        if (this.zeroBlocks > 0)
            throw this.afterEnd(block, sum);
        if (!checksumMatches(block, sum)) {
            throw new TarFormatError('Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?');
        }
        const ustar = isUstar(block);
        if (!ustar && !isGnu(block) && !isV7(block)) {
            throw new TarFormatError('Invalid tar header: unknown format.');
        }
        const flag = block[156] === 0 ? 0 : block[156] - 0x30;
        const malformed = malformedNumber(block);
        if (malformed !== undefined) {
            throw new TarFormatError(`entry ${shownName(field(block, 0, 100))} has a ${malformed} that is not an octal ` +
                'number, which tar readers read differently (each would unpack other entries after it)');
        }
        let size = octal(block, 124, 12);
        if (flag === PAX || flag === PAX_GLOBAL || flag === GNU_LONG_LINK || GNU_LONG_NAMES.has(flag)) {
            if (size > MAX_LONG_HEADER_BYTES)
                throw new TarFormatError('Header exceeds max size');
            this.longType = flag;
            this.gather = Buffer.allocUnsafe(Math.max(size, BLOCK));
            this.gathered = 0;
            this.contentLeft = size;
            if (size === 0)
                this.contentDone();
            return;
        }
        // The archive's title, not a file: GNU tar and bsdtar pass over it (its content too).
        if (flag === GNU_VOLUME_LABEL) {
            this.paddingLeft = size + padding(size);
            return;
        }
        // Names are kept as bytes until the one the entry ends up with is known: a field it does
        // not use may hold anything (GNU tar cuts a long name at 100 bytes, maybe inside a letter).
        let nameBytes = field(block, 0, 100);
        if (ustar && block[345] !== 0) {
            nameBytes = Buffer.concat([field(block, 345, 155), SLASH, nameBytes]);
        }
        let linkBytes = block[157] === 0 ? null : field(block, 157, 100);
        // As tar-stream: an empty long name leaves the header's own.
        if (this.longPath?.length)
            nameBytes = this.longPath;
        if (this.longLinkPath?.length)
            linkBytes = this.longLinkPath;
        this.longPath = null;
        this.longLinkPath = null;
        let disagreement = this.disagreement;
        this.disagreement = null;
        let sparse = flag === GNU_SPARSE;
        if (this.pax !== null) {
            // GNU tar's pax form of a sparse file (`--sparse --format=posix`): the header's name is
            // a stand-in (GNUSparseFile.NNNN/…), the real one in GNU.sparse.name.
            sparse ||= Object.keys(this.pax).some(key => key.startsWith('GNU.sparse.'));
            const { path, linkpath, size: paxSize } = this.pax;
            const sparseName = this.pax['GNU.sparse.name'];
            if (path?.length)
                nameBytes = path;
            if (sparse && sparseName?.length)
                nameBytes = sparseName;
            if (linkpath?.length)
                linkBytes = linkpath;
            if (paxSize?.length) {
                size = paxNumber(paxSize);
                if (Number.isNaN(size)) {
                    disagreement ??=
                        `has the pax size ${shownName(paxSize)}, which is not a number: ` +
                            'tar readers disagree about where the entry ends';
                }
            }
            this.pax = null;
        }
        const name = utf8(nameBytes);
        if (name === undefined) {
            throw new TarNameError(`entry ${shownName(nameBytes)} has a name that is not UTF-8 (its other bytes shown as ` +
                "\\xNN): a bundle's names must be UTF-8, the encoding a web server serves URLs in");
        }
        const linkname = linkBytes === null ? null : utf8(linkBytes);
        if (linkname === undefined) {
            throw new TarNameError(`entry ${shownName(nameBytes)} links to ${shownName(linkBytes)}, which is not UTF-8 ` +
                "(its other bytes shown as \\xNN): a bundle's names must be UTF-8, the encoding a web " +
                'server serves URLs in');
        }
        if (disagreement !== null) {
            throw new TarFormatError(`entry ${shownName(nameBytes)} ${disagreement}`);
        }
        if (!(size >= 0))
            throw new TarFormatError('Invalid header');
        let type = TYPES[flag] ?? null;
        // The old convention of a trailing slash for a folder, on the name the entry ends up with
        // (GNU tar and bsdtar follow it for a regular or contiguous file). Only an empty one is read
        // as a folder: with content, readers disagree about what its bytes are (the verifier
        // refuses it, entry-shape.ts).
        if ((flag === 0 || flag === 7) && size === 0 && name.endsWith('/'))
            type = 'directory';
        if (sparse)
            type = 'sparse-file';
        const typeFlag = String.fromCharCode(block[156]);
        if (flag === GNU_DUMPDIR) {
            // A folder of an incremental dump (`tar --listed-incremental`), as GNU tar unpacks it: its
            // content lists the names the folder held, for GNU tar to prune on restore, not files.
            this.visitor.entry({ name, type: 'directory', typeFlag, size: 0, linkname });
            this.visitor.end();
            this.paddingLeft = size + padding(size);
            return;
        }
        this.visitor.entry({ name, type, typeFlag, size, linkname });
        this.entryPadding = padding(size);
        // A folder's size is not content to tar-stream: the next block is read as a header.
        if (size === 0 || type === 'directory') {
            this.visitor.end();
            return;
        }
        this.contentLeft = size;
    }
    /**
     * Anything but zeros after a block of zeros. tar stops at the end-of-archive marker (GNU tar
     * reads on only when told to with -i), so two archives joined with `cat` unpack as the first
     * alone, and the verifier would have passed files (an index.html) that are never unpacked.
     * After one block of zeros, Python's tarfile stops while GNU tar reads on.
     */
    afterEnd(block, sum) {
        const what = checksumMatches(block, sum)
            ? `entry ${shownName(field(block, 0, 100))} comes`
            : 'bytes other than zeros come';
        return new TarFormatError(this.zeroBlocks >= 2
            ? `${what} after the end-of-archive marker (two blocks of zeros): tar stops at that ` +
                'marker and would not unpack what follows (as when two archives are joined with cat)'
            : `${what} after a block of zeros, which Python's tarfile takes for the end of the ` +
                'archive and GNU tar does not: they would unpack different files');
    }
    gatherInto(chunk, at, take) {
        chunk.copy(this.gather, this.gathered, at, at + take);
        this.gathered += take;
    }
    /** The current content (an entry's or a long header's) has been read whole. */
    contentDone() {
        if (this.longType >= 0) {
            const content = this.gather.subarray(0, this.gathered);
            this.paddingLeft = padding(content.length);
            this.readLongHeader(this.longType, content);
            this.longType = -1;
            this.gather = undefined;
            this.gathered = 0;
            return;
        }
        this.paddingLeft = this.entryPadding;
        this.visitor.end();
    }
    /**
     * Keeps what a pax or GNU long header says of the next entry. Headers that readers combine
     * differently (which of two wins, whether a global one applies) make the entry refused: the
     * verifier must see the entries every reader unpacks, or it may pass a link none of it saw.
     */
    readLongHeader(flag, content) {
        if (flag === PAX_GLOBAL) {
            const global = decodePax(content);
            if (global === undefined)
                this.disagree('follows a global pax header that does not parse');
            const key = global && Object.keys(global).find(key => SHAPING_KEYS.has(key));
            if (key) {
                this.disagree(`follows a global pax header that sets ${key} for every later entry: ` +
                    'GNU tar applies it, other tar readers ignore it');
            }
        }
        else if (flag === PAX) {
            if (this.pax !== null)
                this.disagree(TWO('pax extended headers'));
            const own = decodePax(content);
            if (own === undefined)
                this.disagree('has a pax extended header that does not parse');
            this.pax = own ?? {};
            if (this.pax.path !== undefined && this.longPath !== null)
                this.disagree(BOTH('path', 'name'));
            if (this.pax.linkpath !== undefined && this.longLinkPath !== null) {
                this.disagree(BOTH('linkpath', 'link name'));
            }
        }
        else if (flag === GNU_LONG_LINK) {
            if (this.longLinkPath !== null)
                this.disagree(TWO('GNU long link names'));
            if (this.pax?.linkpath !== undefined)
                this.disagree(BOTH('linkpath', 'link name'));
            this.longLinkPath = field(content, 0, content.length);
        }
        else {
            if (this.longPath !== null)
                this.disagree(TWO('GNU long names'));
            if (this.pax?.path !== undefined)
                this.disagree(BOTH('path', 'name'));
            this.longPath = field(content, 0, content.length);
        }
    }
    /** The first reason the next entry is read differently by different readers is told. */
    disagree(why) {
        this.disagreement ??= why;
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
;// CONCATENATED MODULE: ./src/archive/fnv-hash.ts
// FNV-1a (32 bits) over a string's UTF-16 units or over bytes where they lie, for the link
// report's cache keys (link-keys.ts): a latin1 string of some bytes hashes as those bytes
// do. (Bundle paths have their own pair of hashes, built up piece by piece: target-hash.ts.)
/** FNV-1a's 32-bit offset basis and prime (target-hash.ts's first hash is FNV-1a too). */
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** FNV-1a of `text.slice(start, end)`'s units, as a signed 32-bit integer. */
function unitsHash(text, start, end) {
    let h = FNV_OFFSET_BASIS;
    for (let i = start; i < end; i++)
        h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
    return h | 0;
}
/** FNV-1a of `bytes.subarray(start, end)`, as a signed 32-bit integer. */
function bytesHash32(bytes, start, end) {
    let h = FNV_OFFSET_BASIS;
    for (let i = start; i < end; i++)
        h = Math.imul(h ^ bytes[i], FNV_PRIME);
    return h | 0;
}

;// CONCATENATED MODULE: ./src/archive/free-now.ts
/** Frees `array`'s bytes; it reads as empty afterwards, so nothing may use it again. */
function freeNow(array) {
    ;
    array.buffer.transfer?.(0);
}

;// CONCATENATED MODULE: ./src/archive/unit-bytes.ts
// A JS string's UTF-16 units as bytes and back: UTF-8 for whole characters and three bytes for
// each half of a surrogate pair (or a lone half), so every distinct string has one distinct
// sequence of bytes, and reading them back gives the string that was written. The entry tree
// keeps its names (entry-names.ts) and its symbolic links' targets (symlink-targets.ts) so.
/** The most bytes `encodeUnits` writes for `units` UTF-16 units. */
const MAX_BYTES_PER_UNIT = 3;
/** The number of bytes `encodeUnits` writes for the whole of `text`. */
function encodedLength(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        n += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
    }
    return n;
}
/** Writes `text.slice(start, end)` into `out` from `at`; the number of bytes written. */
function encodeUnits(text, start, end, out, at) {
    let n = at;
    for (let i = start; i < end; i++) {
        const unit = text.charCodeAt(i);
        if (unit < 0x80) {
            out[n++] = unit;
        }
        else if (unit < 0x800) {
            out[n++] = 0xc0 | (unit >> 6);
            out[n++] = 0x80 | (unit & 0x3f);
        }
        else {
            out[n++] = 0xe0 | (unit >> 12);
            out[n++] = 0x80 | ((unit >> 6) & 0x3f);
            out[n++] = 0x80 | (unit & 0x3f);
        }
    }
    return n - at;
}
/** The string `encodeUnits` wrote as `bytes[start, start + length)`. */
function decodeUnits(bytes, start, length) {
    const units = [];
    for (let i = start; i < start + length;) {
        const b = bytes[i];
        if (b < 0x80) {
            units.push(b);
            i += 1;
        }
        else if (b < 0xe0) {
            units.push(((b & 0x1f) << 6) | (bytes[i + 1] & 0x3f));
            i += 2;
        }
        else {
            units.push(((b & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f));
            i += 3;
        }
    }
    // In pieces: a spread of a very long text's units would overflow the stack.
    let text = '';
    for (let i = 0; i < units.length; i += 4096) {
        text += String.fromCharCode(...units.slice(i, i + 4096));
    }
    return text;
}

;// CONCATENATED MODULE: ./src/archive/entry-names.ts
// The archive's entries by name, one path part at a time, in typed arrays: each entry is the
// entry of its folder plus the bytes of its own name, and a small number (its kind).
//
// A Map from full path to kind held every path as a string, each a separate object in V8's heap
// that every full collection marked again. On the 100,000-page bundle (bench/download.ts, smaps
// and V8's space statistics at the peak) V8's heap was 24 MiB, of which the Map's hash table
// alone was a 3.6 MiB large object; here it is 17 MiB, while malloc's heap holds about 5 MiB
// more (these arrays). The whole process's peak moved within its run-to-run noise (98-112 MiB
// against 103-115, most of that noise the thread arenas that memory-restart.ts removed since);
// the gain is the collector's, which marks about 107,000 objects fewer in every full collection.
// An entry costs its name's bytes (its folder's path is not repeated) and about 30 bytes of
// arrays, none of which the collector walks.
//
// Names are compared byte for byte, never by hash alone: the entry tree refuses unsafe archives,
// so two distinct names must never be taken for one. The hash is seeded at random per table, so
// an archive cannot be built to make every name land in one probe chain.




/** The parent of a top-level entry. */
const TOP = -1;
/** Entries per block of records. */
const RECORD_BLOCK_ENTRIES = 8192;
/** Slots the hash index starts with; it doubles while more than half full. */
const FIRST_SLOTS = 4096;
/** Bytes of each block of names (a longer name gets a block of its own, starting at 0). */
const NAME_BLOCK_BITS = 18;
const NAME_BLOCK_BYTES = 2 ** NAME_BLOCK_BITS;
/** Blocks a record can name (32 bits less the start's): 4 GiB of names, far past any archive. */
const MAX_NAME_BLOCKS = 2 ** (32 - NAME_BLOCK_BITS);
// An entry's record: three 32-bit fields. Its hash is not kept: a probe compares the folder, then
// the name's length and bytes (most names in one folder differ in their first bytes), and a
// rehash reads the names again. Twelve bytes where twenty were: a bundle of 420,000 files
// (20,000 pages, 400,000 small images) held 3.2 MiB less.
const PARENT = 0;
/** Where the name lies: its block, times NAME_BLOCK_BYTES, plus its start in the block. */
const NAME_AT = 1;
/** The name's length in bytes, times 256, plus the entry's value (a byte). */
const LENGTH_VALUE = 2;
const RECORD = 3;
class EntryNames {
    // Records and names are kept in blocks that are never copied or freed while the table lives,
    // so growing leaves no old copies behind as holes in malloc's heap (only the slots double).
    records = [];
    /** Open addressing by hash: entry index + 1, 0 for an empty slot. */
    slots = new Int32Array(FIRST_SLOTS);
    nameBlocks = [];
    blockUsed = NAME_BLOCK_BYTES;
    /** The name being looked up, encoded. */
    scratch = new Uint8Array(1024);
    scratchLength = 0;
    scratchHash = 0;
    /** Bytes of the longest name held. */
    longestName = 0;
    seed = (0,external_node_crypto_.randomInt)(2 ** 32) | 0;
    /** Entries held. */
    size = 0;
    /** The entry named `text.slice(start, end)` inside `parent`, or -1. */
    find(parent, text, start, end) {
        // Each unit is at least one byte: a name longer in units than every name held in bytes is
        // none of them (a link's target may be megabytes long; the scratch buffer is kept).
        if (end - start > this.longestName)
            return -1;
        this.encode(parent, text, start, end);
        const slot = this.probe(parent);
        return this.slots[slot] - 1;
    }
    /**
     * The entry named `text.slice(start, end)` inside `parent`; when there is none, a new one
     * holding `value` is made, and its index is returned as `~index` (a negative number).
     */
    findOrAdd(parent, text, start, end, value) {
        this.encode(parent, text, start, end);
        const slot = this.probe(parent);
        const held = this.slots[slot];
        if (held !== 0)
            return held - 1;
        const index = this.append(parent, value);
        this.slots[slot] = index + 1;
        if (this.size * 2 > this.slots.length)
            this.rehash();
        return ~index;
    }
    value(index) {
        return this.field(index, LENGTH_VALUE) & 0xff;
    }
    /** The entry's folder (TOP for a top-level entry). */
    parent(index) {
        return this.field(index, PARENT);
    }
    /** The entry's own name, as it was added. */
    name(index) {
        const length = this.field(index, LENGTH_VALUE) >>> 8;
        const { block, start } = this.nameOf(index);
        return decodeUnits(block, start, length);
    }
    /** The bytes of the typed arrays (external memory, live while the table is). */
    get bytes() {
        return (this.records.length * RECORD_BLOCK_ENTRIES * RECORD * 4 +
            this.slots.byteLength +
            this.nameBlocks.reduce((sum, block) => sum + block.byteLength, 0) +
            this.scratch.byteLength);
    }
    /** Encodes the name into the scratch buffer (unit-bytes.ts) and hashes it. */
    encode(parent, text, start, end) {
        if ((end - start) * MAX_BYTES_PER_UNIT > this.scratch.length) {
            this.scratch = new Uint8Array((end - start) * MAX_BYTES_PER_UNIT);
        }
        const n = encodeUnits(text, start, end, this.scratch, 0);
        this.scratchHash = this.hash(parent, this.scratch, 0, n);
        this.scratchLength = n;
    }
    /** The slot holding the encoded name in `parent`, or the empty slot where it would go. */
    probe(parent) {
        const mask = this.slots.length - 1;
        for (let slot = this.scratchHash & mask;; slot = (slot + 1) & mask) {
            const held = this.slots[slot];
            if (held === 0)
                return slot;
            const index = held - 1;
            if (this.field(index, PARENT) === parent && this.sameName(index))
                return slot;
        }
    }
    sameName(index) {
        const length = this.field(index, LENGTH_VALUE) >>> 8;
        if (length !== this.scratchLength)
            return false;
        const { block, start } = this.nameOf(index);
        for (let i = 0; i < length; i++)
            if (block[start + i] !== this.scratch[i])
                return false;
        return true;
    }
    /** The block holding the entry's name, and where in it the name starts. */
    nameOf(index) {
        const at = this.field(index, NAME_AT) >>> 0;
        return {
            block: this.nameBlocks[Math.floor(at / NAME_BLOCK_BYTES)],
            start: at % NAME_BLOCK_BYTES
        };
    }
    /** The hash of a name in `parent` (its bytes `bytes[start, start + length)`), seeded. */
    hash(parent, bytes, start, length) {
        let h = this.seed ^ Math.imul(parent + 2, 0x9e3779b1);
        for (let i = start; i < start + length; i++)
            h = Math.imul(h ^ bytes[i], FNV_PRIME);
        // FNV's low bits, which pick the slot, mix poorly on their own: murmur3's finaliser.
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
        return h ^ (h >>> 16);
    }
    field(index, field) {
        const block = this.records[Math.floor(index / RECORD_BLOCK_ENTRIES)];
        return block[(index % RECORD_BLOCK_ENTRIES) * RECORD + field];
    }
    append(parent, value) {
        const length = this.scratchLength;
        if (length >= 2 ** 23)
            throw new RangeError(`an entry name of ${length} bytes`);
        if (this.blockUsed + length > NAME_BLOCK_BYTES || this.nameBlocks.length === 0) {
            if (this.nameBlocks.length === MAX_NAME_BLOCKS)
                throw new RangeError('entry names past 4 GiB');
            this.nameBlocks.push(new Uint8Array(Math.max(NAME_BLOCK_BYTES, length)));
            this.blockUsed = 0;
        }
        const index = this.size++;
        if (index % RECORD_BLOCK_ENTRIES === 0) {
            this.records.push(new Int32Array(RECORD_BLOCK_ENTRIES * RECORD));
        }
        const record = this.records[this.records.length - 1];
        const at = (index % RECORD_BLOCK_ENTRIES) * RECORD;
        record[at + PARENT] = parent;
        record[at + NAME_AT] = (this.nameBlocks.length - 1) * NAME_BLOCK_BYTES + this.blockUsed;
        record[at + LENGTH_VALUE] = length * 256 + (value & 0xff);
        this.nameBlocks[this.nameBlocks.length - 1].set(this.scratch.subarray(0, length), this.blockUsed);
        this.blockUsed += length;
        if (length > this.longestName)
            this.longestName = length;
        return index;
    }
    rehash() {
        // Rebuilt from the records, so the old slots are freed first: never both live at once.
        const slots = this.slots.length * 2;
        freeNow(this.slots);
        this.slots = new Int32Array(slots);
        const mask = this.slots.length - 1;
        for (let index = 0; index < this.size; index++) {
            const { block, start } = this.nameOf(index);
            const length = this.field(index, LENGTH_VALUE) >>> 8;
            let slot = this.hash(this.field(index, PARENT), block, start, length) & mask;
            while (this.slots[slot] !== 0)
                slot = (slot + 1) & mask;
            this.slots[slot] = index + 1;
        }
    }
}

;// CONCATENATED MODULE: ./src/archive/int-list.ts
// A list of integers that is emptied and filled again page after page without allocating: a
// plain array emptied with `length = 0` gives up its storage and grows it again by steps, which
// over a docs site's tens of millions of links was over a gigabyte of short-lived allocation.

/** In a list sorted upwards, the index of the first value at or above `value` (or its length). */
function firstAtLeast(list, value) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list.get(mid) < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
class IntList {
    store;
    length = 0;
    constructor(capacity = 256) {
        this.store = new Int32Array(capacity);
    }
    /** Values the list holds before it grows. */
    get capacity() {
        return this.store.length;
    }
    get(index) {
        return this.store[index];
    }
    set(index, value) {
        this.store[index] = value;
    }
    push(value) {
        if (this.length === this.store.length) {
            const grown = new Int32Array(this.store.length * 2);
            grown.set(this.store);
            freeNow(this.store);
            this.store = grown;
        }
        this.store[this.length++] = value;
    }
    clear() {
        this.length = 0;
    }
}

;// CONCATENATED MODULE: ./src/archive/symlink-targets.ts
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



/** The bytes of all the archive's link targets together that are kept to follow them. */
const MAX_SYMLINK_TARGET_BYTES = 16 * 1024 * 1024;
/** Bytes of each block of targets (a longer target gets a block of its own). */
const BLOCK_BYTES = 64 * 1024;
class SymlinkTargets {
    /** Each link's entry in the tree, in the order they were added (upwards: each is new). */
    entries = new IntList(64);
    /** Where each link's target lies: its block, times BLOCK_BYTES, plus its start in the block. */
    starts = new IntList(64);
    /** Each link's target's length in bytes. */
    lengths = new IntList(64);
    blocks = [];
    blockUsed = BLOCK_BYTES;
    /** Bytes of all the targets held. */
    textBytes = 0;
    /** Links held. */
    get size() {
        return this.entries.length;
    }
    /**
     * Holds the target of the link whose entry is `entry`, above every entry added before it.
     * Refuses the archive when the targets together would pass MAX_SYMLINK_TARGET_BYTES.
     */
    add(entry, path, target) {
        const length = encodedLength(target);
        if (this.textBytes + length > MAX_SYMLINK_TARGET_BYTES)
            this.refuse(path);
        if (this.blockUsed + length > BLOCK_BYTES) {
            this.blocks.push(new Uint8Array(Math.max(BLOCK_BYTES, length)));
            this.blockUsed = 0;
        }
        const block = this.blocks.length - 1;
        encodeUnits(target, 0, target.length, this.blocks[block], this.blockUsed);
        this.entries.push(entry);
        this.starts.push(block * BLOCK_BYTES + this.blockUsed);
        this.lengths.push(length);
        this.blockUsed += length;
        this.textBytes += length;
    }
    /** The entry of the `i`th link added. */
    entry(i) {
        return this.entries.get(i);
    }
    /** The target of the `i`th link added. */
    target(i) {
        const at = this.starts.get(i);
        return decodeUnits(this.blocks[Math.floor(at / BLOCK_BYTES)], at % BLOCK_BYTES, this.lengths.get(i));
    }
    /** The target of the link whose entry is `entry`, or undefined when it is no link held. */
    targetOf(entry) {
        const i = firstAtLeast(this.entries, entry);
        return i < this.entries.length && this.entries.get(i) === entry ? this.target(i) : undefined;
    }
    /** The bytes of the typed arrays (external memory, live until the archive is judged). */
    get bytes() {
        return this.entries.capacity * 3 * 4 + this.blocks.reduce((sum, b) => sum + b.byteLength, 0);
    }
    refuse(path) {
        throw new archive_error/* ArchiveError */.d(`the archive's symbolic links have more than ${MAX_SYMLINK_TARGET_BYTES} bytes of targets ` +
            `in all (at "${path}"): the verifier follows every link, and holds at most that much`, 'too-large');
    }
}

;// CONCATENATED MODULE: ./src/archive/entry-tree.ts
// What the archive's entries would make on disk, kept as one small map (path → kind), so that
// entries which only look harmless one by one are refused together: a file and then a folder of
// the same name, a file placed under a symbolic link (unpacking writes wherever the link points),
// and a chain of symbolic links that climbs out of the bundle although each link alone stays in.
// The map holds a path one part at a time (entry-names.ts), so a folder's path is kept once
// however many entries it holds, and a symbolic link is its entry there and its target's bytes
// (symlink-targets.ts).





const FILE = 1;
const DIRECTORY = 2;
const SYMLINK = 3;
const KIND_NAME = {
    [FILE]: 'file',
    [DIRECTORY]: 'folder',
    [SYMLINK]: 'symbolic link'
};
/** As many link hops as Linux follows before ELOOP. */
const MAX_LINK_HOPS = 40;
const entry_tree_SLASH = 0x2f;
/** Where a link's walk stands once a part of it was not there to walk through (resolve). */
const FAILED = -2;
class EntryTree {
    names = new EntryNames();
    symlinks = new SymlinkTargets();
    /**
     * The entries of the symbolic links whose chain ends at a regular file (upwards, as the links
     * were added), and at the same place in `fileAtEnd` the entry whose bytes that file is: its
     * own, or a hard link's first name's (checkSymlinkChains).
     */
    toFile = new IntList();
    fileAtEnd = new IntList();
    /**
     * The entries of the hard links (upwards, as they were added), and at the same place in
     * `bytesEntry` the entry whose bytes each one names: the file's first name, which the verifier
     * read them under.
     */
    hardLinks = new IntList(16);
    bytesEntry = new IntList(16);
    /** Each folder symbolic links lead to, with those links' entries (checkSymlinkChains). */
    toFolder = new Map();
    /** The folder of the last entry added, and its index: an archive lists a folder's entries together. */
    lastFolder = '';
    lastFolderIndex = TOP;
    /** Whether the path is a regular file (or a hard link to one). */
    isFile(path) {
        const index = this.find(path);
        return index >= 0 && this.names.value(index) === FILE;
    }
    /** Whether the path is an entry of any kind, or a folder that entries lie in. */
    has(path) {
        return this.find(path) >= 0;
    }
    /** The index of the path's last part, or -1 when the path is not held. */
    find(path) {
        let parent = TOP;
        let start = 0;
        for (let slash = path.indexOf('/');; slash = path.indexOf('/', start)) {
            const end = slash < 0 ? path.length : slash;
            const index = this.names.find(parent, path, start, end);
            if (index < 0 || slash < 0)
                return index;
            parent = index;
            start = slash + 1;
        }
    }
    /** Whether the path is new: a file stored again (`tar -r` appends a newer copy) is not. */
    addFile(path) {
        return this.add(path, FILE);
    }
    addDirectory(path) {
        if (path)
            this.add(path, DIRECTORY);
    }
    addSymlink(path, target) {
        this.add(path, SYMLINK);
        // A link is always a new entry (add refuses one listed twice), so the last one made.
        this.symlinks.add(this.names.size - 1, path, target);
    }
    /**
     * A hard link is a second name for an earlier regular file of the archive. Whether the path is
     * new, as for addFile.
     */
    addHardLink(path, target) {
        const file = this.find(hardLinkPath(target));
        if (file < 0 || this.names.value(file) !== FILE) {
            throw new archive_error/* ArchiveError */.d(`link "${path}" points to "${target}", which is not a regular file earlier in the archive`, 'unsafe-link');
        }
        const isNew = this.add(path, FILE);
        // A new path is the last entry made.
        if (isNew) {
            this.hardLinks.push(this.names.size - 1);
            this.bytesEntry.push(this.bytesOf(file));
        }
        return isNew;
    }
    /**
     * The path the bytes of the file at `path` came with: for a hard link, its file's first name
     * (through a hard link to a hard link, as some tools write), otherwise `path` itself.
     */
    storedPath(path) {
        const index = this.find(path);
        const bytes = index < 0 ? index : this.bytesOf(index);
        return bytes === index ? path : this.pathOf(bytes);
    }
    /** The entry whose bytes a file's entry names: its own, or a hard link's first name's. */
    bytesOf(index) {
        const i = firstAtLeast(this.hardLinks, index);
        return i < this.hardLinks.length && this.hardLinks.get(i) === index
            ? this.bytesEntry.get(i)
            : index;
    }
    /**
     * The target text of the earlier symbolic link a hard link names, or undefined when it names
     * none. `cp -al` and `rsync --link-dest` of a tree holding symbolic links give a link several
     * names, and tar stores the later ones as hard links to the first: GNU tar, bsdtar and Python's
     * tarfile unpack each as a symbolic link with the same text, read from its own folder.
     */
    hardLinkedSymlink(target) {
        const index = this.find(hardLinkPath(target));
        return index >= 0 && this.names.value(index) === SYMLINK
            ? this.symlinks.targetOf(index)
            : undefined;
    }
    /** The bytes of the map's typed arrays (external memory, live for the whole pass). */
    heldBytes() {
        return this.names.bytes + this.symlinks.bytes;
    }
    /**
     * Follows every symbolic link through the others (in whatever order the archive listed them)
     * and refuses one that ends outside the bundle or loops. Called once the archive is read; it
     * also learns where each link ends, which a static host follows: at a regular file, at a
     * folder, or nowhere (a dangling link, which answers no request).
     */
    checkSymlinkChains() {
        this.toFile.clear();
        this.fileAtEnd.clear();
        this.toFolder.clear();
        for (let i = 0; i < this.symlinks.size; i++) {
            const link = this.symlinks.entry(i);
            // Followed through every link, so what is at its end is a file, a folder or nothing. The
            // root has no entry of its own: a link to it (`docs -> .`) is a link to a folder.
            const resolved = this.resolve(this.pathOf(link), this.symlinks.target(i));
            // A link whose walk fails leads nowhere: a dangling link.
            if (resolved === undefined)
                continue;
            const root = resolved === '';
            const end = root ? TOP : this.find(resolved);
            if (!root && end < 0)
                continue;
            const kind = root ? DIRECTORY : this.names.value(end);
            if (kind === FILE) {
                this.toFile.push(link);
                this.fileAtEnd.push(this.bytesOf(end));
            }
            else if (kind === DIRECTORY) {
                const links = this.toFolder.get(end);
                if (links)
                    links.push(link);
                else
                    this.toFolder.set(end, [link]);
            }
        }
    }
    /** Whether the entry is a symbolic link whose chain ends at a file (checkSymlinkChains). */
    leadsToFile(index) {
        const i = firstAtLeast(this.toFile, index);
        return i < this.toFile.length && this.toFile.get(i) === index;
    }
    /**
     * Hands `visit` each symbolic link whose chain ends at a regular file of the bundle, with that
     * file's path: a static host answers a request for the link with the file, and 404 for a link
     * that ends nowhere. Call after checkSymlinkChains.
     */
    eachSymlinkToFile(visit) {
        for (let i = 0; i < this.toFile.length; i++) {
            visit(this.pathOf(this.toFile.get(i)), this.pathOf(this.fileAtEnd.get(i)));
        }
    }
    /** The path of the entry at `index`, read up its folders. */
    pathOf(index) {
        const { names } = this;
        const parts = [names.name(index)];
        for (let above = names.parent(index); above !== TOP; above = names.parent(above)) {
            parts.unshift(names.name(above));
        }
        return parts.join('/');
    }
    /**
     * Hands `visit` each file that a symbolic link to a folder serves under its own name
     * (`stable/guide/a.html` for a link `stable` to `v2` holding `guide/a.html`; every file of the
     * bundle under `docs` for `docs -> .`, which serves a site built for /docs/), at most `limit`
     * of them in all: a static server follows the link, so a page's link through it reaches the
     * file. Files and links that end at files are handed over, not what lies under a further link
     * to a folder. Call after checkSymlinkChains; nothing is done when no link leads to a folder.
     * One path at a time, so that many links to a large folder hold no list of all their paths.
     *
     * With each path come the file that answers it (a link's end for a link) and, when relative
     * links read the same from there as from the stored name, that name: `readsAs`. A browser
     * climbs out of the served name's folders into the link's parent folder, and out of the stored
     * name's into the linked folder's parent, so the two agree wherever a climb goes exactly when
     * those parents are one folder (`current -> v2` beside it, or `docs -> .` at the root, where a
     * climb above the root stays there); for `latest -> versions/v2` they do not.
     */
    eachFileThroughFolderLinks(limit, visit) {
        if (this.toFolder.size === 0)
            return;
        // Each linked folder's path and its links' paths, made once rather than for every file.
        const linked = new Map();
        for (const [folder, links] of this.toFolder) {
            const folderPath = folder === TOP ? '' : this.pathOf(folder);
            const parent = external_node_path_.posix.dirname(folderPath);
            linked.set(folder, {
                folder: folderPath,
                links: links.map(link => {
                    const path = this.pathOf(link);
                    return { path, readsAlike: external_node_path_.posix.dirname(path) === parent };
                })
            });
        }
        const { names } = this;
        let left = limit;
        for (let index = 0; index < names.size; index++) {
            const kind = names.value(index);
            if (kind !== FILE && !(kind === SYMLINK && this.leadsToFile(index)))
                continue;
            // Up the file's folders to the root (TOP, linked by `docs -> .`): names are read only for
            // a file below a linked one.
            let linkedAbove = false;
            for (let above = names.parent(index); !linkedAbove; above = names.parent(above)) {
                linkedAbove = linked.has(above);
                if (above === TOP)
                    break;
            }
            if (!linkedAbove)
                continue;
            // Where its bytes came: a link's end, or a hard link's first name (the stored name below
            // the linked folder is still what the served one reads alike with).
            const bytes = kind === FILE ? this.bytesOf(index) : this.fileAtEndOf(index);
            const atEnd = bytes === index ? undefined : this.pathOf(bytes);
            // Its path below each linked folder, under each link to that folder.
            const parts = [names.name(index)];
            for (let above = names.parent(index);; above = names.parent(above)) {
                const folder = linked.get(above);
                if (folder) {
                    const below = parts.join('/');
                    const stored = folder.folder === '' ? below : `${folder.folder}/${below}`;
                    for (const link of folder.links) {
                        if (left-- <= 0)
                            return;
                        visit(`${link.path}/${below}`, atEnd ?? stored, link.readsAlike ? stored : undefined);
                    }
                }
                if (above === TOP)
                    break;
                parts.unshift(names.name(above));
            }
        }
    }
    /** The entry whose bytes a symbolic link's chain ends at (it must end at a file: leadsToFile). */
    fileAtEndOf(index) {
        return this.fileAtEnd.get(firstAtLeast(this.toFile, index));
    }
    /** Adds the entry; true when its path is new, false when it was held already as the same kind. */
    add(path, kind) {
        const slash = path.lastIndexOf('/');
        const parent = slash < 0 ? TOP : this.folder(path, slash);
        const found = this.names.findOrAdd(parent, path, slash + 1, path.length, kind);
        if (found < 0)
            return true;
        const before = this.names.value(found);
        // A folder listed twice, or a file stored again (tar keeps the later copy), is harmless.
        if (before === kind && kind !== SYMLINK)
            return false;
        throw new archive_error/* ArchiveError */.d(`entry "${path}" is a ${KIND_NAME[before]} and then again a ${KIND_NAME[kind]}: ` +
            'unpackers disagree about which one wins', 'conflicting-entry');
    }
    /**
     * The index of the folder `path.slice(0, end)`. Every folder on the way must be a folder, or
     * not yet seen, and then becomes one (a folder is only held once all above it are folders).
     */
    folder(path, end) {
        if (end > 0 &&
            end === this.lastFolder.length &&
            path.charCodeAt(end) === entry_tree_SLASH &&
            path.startsWith(this.lastFolder)) {
            return this.lastFolderIndex;
        }
        let parent = TOP;
        for (let start = 0; start < end;) {
            let slash = path.indexOf('/', start);
            if (slash < 0 || slash > end)
                slash = end;
            const found = this.names.findOrAdd(parent, path, start, slash, DIRECTORY);
            if (found >= 0) {
                const above = this.names.value(found);
                if (above !== DIRECTORY)
                    this.refuseUnder(path, path.slice(0, slash), above);
                parent = found;
            }
            else {
                parent = ~found;
            }
            start = slash + 1;
        }
        this.lastFolder = path.slice(0, end);
        this.lastFolderIndex = parent;
        return parent;
    }
    refuseUnder(path, folder, kind) {
        if (kind === SYMLINK) {
            throw new archive_error/* ArchiveError */.d(`entry "${path}" lies under the symbolic link "${folder}": unpacking it would write wherever that link points`, 'unsafe-link');
        }
        throw new archive_error/* ArchiveError */.d(`entry "${path}" puts something inside "${folder}", which the archive made a ${KIND_NAME[kind]}`, 'conflicting-entry');
    }
    /**
     * Where the link at `path` leads through every other link, as a bundle path ('' for the root),
     * or undefined when the filesystem's walk of it fails: the kernel reads a link's target a part
     * at a time, so every part before the last must be a folder (or a link leading to one) when it
     * is reached, and `x/../b` is no way to `b` when `x` is missing (ENOENT), a file (ENOTDIR) or
     * a link to a file; a web server answers 404 for it. `..` after a link to a folder leaves the
     * folder the link leads to, as the kernel's does. Refused by its text alone, wherever the walk
     * fails: a link that climbs out of the bundle, or through too many links.
     */
    resolve(path, target) {
        const names = this.names;
        const folder = parentOf(path);
        const stack = folder === '' ? [] : folder.split('/');
        // The entry the walk stands at (the folder that `stack` names; TOP for the root), or FAILED
        // once a part of it was not there to walk through.
        let at = folder === '' ? TOP : this.find(folder);
        const isFolder = () => at === TOP || (at >= 0 && names.value(at) === DIRECTORY);
        let queue = target.replace(/\\/g, '/').split('/');
        let hops = 0;
        let via;
        while (queue.length > 0) {
            const part = queue.shift();
            // `b.html/` and `b.html/.` ask for a folder too.
            if (at !== FAILED && !isFolder())
                at = FAILED;
            if (part === '' || part === '.')
                continue;
            if (part === '..') {
                if (stack.length === 0) {
                    throw new archive_error/* ArchiveError */.d(`symlink "${path}" points outside the bundle ("${target}")` +
                        (via ? `, through the symbolic link "${via}"` : ''), 'unsafe-link');
                }
                stack.pop();
                if (at !== FAILED)
                    at = names.parent(at);
                continue;
            }
            stack.push(part);
            if (at !== FAILED) {
                const child = names.find(at, part, 0, part.length);
                at = child < 0 ? FAILED : child;
            }
            // A link where the walk stands; once it failed, a link its text names (refused by text).
            const link = at !== FAILED ? at : this.find(stack.join('/'));
            if (link < 0 || names.value(link) !== SYMLINK)
                continue;
            const next = this.symlinks.targetOf(link);
            if (++hops > MAX_LINK_HOPS) {
                throw new archive_error/* ArchiveError */.d(`symlink "${path}" leads through more than ${MAX_LINK_HOPS} links (a loop)`, 'unsafe-link');
            }
            via = stack.join('/');
            stack.pop();
            if (at !== FAILED)
                at = names.parent(at);
            queue = [...next.replace(/\\/g, '/').split('/'), ...queue];
        }
        return at === FAILED ? undefined : stack.join('/');
    }
}
/**
 * The bundle path a hard link's target names: tar writes it from the archive's root, a backslash
 * a character of a name as in an entry's path (entry-path.ts).
 */
function hardLinkPath(target) {
    return external_node_path_.posix.normalize(target).replace(/^(\.\/)+/, '');
}
function parentOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}

;// CONCATENATED MODULE: ./src/archive/entry-shape.ts
// Entries whose header tar readers read differently, refused before anything is made of them:
// from the same bytes each reader would unpack its own archive, and the one verified would not
// be the one unpacked (a symbolic link to /etc hidden in bytes that one reader takes for a file's
// content and another for the next header).

/** Refuses an entry that tar readers disagree about; `path` is its bundle path. */
function checkEntryShape(header, path) {
    const { name, type, size } = header;
    if (type === 'symlink' || type === 'link') {
        if (size > 0) {
            // tar-stream reads these bytes as the link's content; GNU tar reads them as the next
            // entries and unpacks a file nobody saw here.
            throw new archive_error/* ArchiveError */.d(`${type} "${path}" carries ${size} bytes of data, which tar readers ` +
                'disagree about (GNU tar unpacks them as further files)', 'unsafe-link');
        }
    }
    if (type === 'directory') {
        if (size > 0) {
            // tar-stream (and this verifier's reader) skip nothing; others skip the bytes, or read
            // them as a file, so the entries after it differ.
            throw new archive_error/* ArchiveError */.d(`folder "${path}" has a size of ${size} bytes, which tar readers disagree about ` +
                '(whether those bytes are skipped or read as further entries)', 'unsafe-path');
        }
    }
    else if (name.endsWith('/')) {
        // GNU tar and bsdtar make a folder of it and read its bytes as the next entries; BusyBox
        // and Python's tarfile make a file of it. An empty regular one is a folder to the reader.
        throw new archive_error/* ArchiveError */.d(`entry "${name}" is a ${type === null ? 'entry' : TYPE_WORDS[type]} whose name ends in "/", the mark of a folder: ` +
            'tar readers disagree about whether it is a file or a folder' +
            (size > 0 ? `, and so whether its ${size} bytes are its content or further entries` : ''), 'unsafe-path');
    }
}
/** What each type of entry is called in messages. */
const TYPE_WORDS = {
    file: 'file',
    link: 'hard link',
    symlink: 'symbolic link',
    'character-device': 'character device',
    'block-device': 'block device',
    directory: 'folder',
    fifo: 'FIFO (named pipe)',
    'contiguous-file': 'contiguous file',
    'sparse-file': 'sparse file'
};
/** The refusal of an entry that is neither a file, a folder nor a link. */
function unsupportedEntry(header) {
    const { name, type, typeFlag } = header;
    if (type === 'sparse-file') {
        // Its content is a map of holes then the data: a reader that does not know GNU's sparse
        // formats unpacks the map as the file, or under the stand-in name GNUSparseFile.NNNN/….
        // GNU tar writes it only when given --sparse; bsdtar (the tar of macOS and Windows too)
        // writes it for any file with holes unless told --no-read-sparse, so the fix of each is named.
        return new archive_error/* ArchiveError */.d(`entry "${name}" is stored as a sparse file (GNU tar --sparse, or bsdtar by default for a ` +
            'file with holes), which tar readers that do not know GNU’s sparse formats unpack with ' +
            'other bytes or under another name; make the bundle with GNU tar without --sparse, or ' +
            'with bsdtar --no-read-sparse', 'unsupported-entry');
    }
    return new archive_error/* ArchiveError */.d(type === null
        ? `entry "${name}" has the tar type ${JSON.stringify(typeFlag)}, which is not a file, ` +
            'folder or link a static bundle holds'
        : `entry "${name}" is a ${TYPE_WORDS[type]}, which a static bundle never holds`, 'unsupported-entry');
}

;// CONCATENATED MODULE: ./src/archive/plain-path.ts
// One rule shared by the archive's path checks and the link report's resolution: a relative
// path made only of plain segments, which joining and normalising leave as written. Most paths
// of an exported site are such paths, and for them the general route (split, decode, join,
// normalise, a few strings per path, tens of millions of times over a large site) is skipped.
/** Letters, digits, `-`, `.`, `_`, `~`: a path character that needs no decoding or care. */
function isPlainChar(c) {
    return ((c >= 0x61 && c <= 0x7a) ||
        (c >= 0x41 && c <= 0x5a) ||
        (c >= 0x30 && c <= 0x39) ||
        c === 0x2d ||
        c === 0x2e ||
        c === 0x5f ||
        c === 0x7e);
}
/**
 * Whether `source[from, to)` (a string's units or bytes where they lie) is segments of plain
 * characters joined by single slashes, with no slash at either end and no segment `.` or `..`
 * (so no scheme, query, fragment, percent-encoding, space or backslash either). The link report
 * asks it of a link's bytes in the page, the archive's checks of an entry's name.
 */
function isPlainPath(source, from = 0, to = source.length) {
    const text = typeof source === 'string';
    let segmentStart = from;
    for (let i = from; i <= to; i++) {
        const c = i === to ? 0x2f : text ? source.charCodeAt(i) : source[i];
        if (c !== 0x2f) {
            if (!isPlainChar(c))
                return false;
            continue;
        }
        const length = i - segmentStart;
        if (length === 0)
            return false;
        if (length <= 2 && unitAt(source, segmentStart) === 0x2e) {
            if (length === 1 || unitAt(source, segmentStart + 1) === 0x2e)
                return false;
        }
        segmentStart = i + 1;
    }
    return true;
}
function unitAt(source, i) {
    return typeof source === 'string' ? source.charCodeAt(i) : source[i];
}

;// CONCATENATED MODULE: ./src/archive/entry-path.ts
// Where an archive's entries may point: an entry's name must be a relative path inside the
// bundle that tar can unpack (no NUL, no absolute path, no "..", within PATH_MAX and NAME_MAX),
// and a link entry must resolve to a place inside the bundle. Apart from the verifier's pass
// (verify.ts) because these are rules about one name, tested name by name, which the pass
// applies to every entry it reads.



/** Longest path tar (and the file systems it writes to) can create: PATH_MAX, NAME_MAX. */
const MAX_ENTRY_PATH_BYTES = 4096;
const MAX_ENTRY_NAME_BYTES = 255;
/**
 * Why tar could not unpack an entry of this name, or undefined. A pax header carries names of
 * any length, but the unpacking system call refuses a path over PATH_MAX or a part over NAME_MAX.
 */
function entryNameTooLong(name) {
    // A UTF-16 unit is at most 3 bytes of UTF-8: a name this short is short enough in every part.
    if (name.length * 3 <= MAX_ENTRY_NAME_BYTES)
        return undefined;
    const bytes = Buffer.byteLength(name);
    const shown = `"${name.slice(0, 40)}…"`;
    if (bytes > MAX_ENTRY_PATH_BYTES) {
        return `entry ${shown} is ${bytes} bytes long; tar cannot unpack names longer than ${MAX_ENTRY_PATH_BYTES} bytes`;
    }
    const part = name.split(/[\\/]/).find(p => Buffer.byteLength(p) > MAX_ENTRY_NAME_BYTES);
    if (part !== undefined) {
        return `entry ${shown} has a part of ${Buffer.byteLength(part)} bytes; tar cannot unpack names with a part longer than ${MAX_ENTRY_NAME_BYTES} bytes`;
    }
    return undefined;
}
/** A path inside the bundle, normalised, or an ArchiveError when it would escape the bundle. */
function safeEntryPath(name) {
    // Most names are plain relative paths (a folder's with a slash at its end), which the checks
    // below would pass and normalising would leave as they are.
    const bare = name.endsWith('/') ? name.slice(0, -1) : name;
    if (isPlainPath(bare) && entryNameTooLong(name) === undefined)
        return bare;
    if (name.includes('\0'))
        throw new archive_error/* ArchiveError */.d(`entry name contains a NUL byte`, 'unsafe-path');
    const tooLong = entryNameTooLong(name);
    if (tooLong)
        throw new archive_error/* ArchiveError */.d(tooLong, 'unsafe-path');
    const slashed = name.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
        throw new archive_error/* ArchiveError */.d(`entry "${name}" has an absolute path`, 'unsafe-path');
    }
    if (slashed.split('/').includes('..')) {
        throw new archive_error/* ArchiveError */.d(`entry "${name}" climbs out of the bundle with ".."`, 'unsafe-path');
    }
    // The refusals above read a backslash as a separator, as an unpacker on Windows would; for the
    // POSIX unpacker a bundle meets it is a character of the name (GNU tar writes `a\b.html` as one
    // file, which a host serves at `a%5Cb.html`), so the bundle path keeps it.
    const normal = external_node_path_.posix
        .normalize(name)
        .replace(/^(\.\/)+/, '')
        .replace(/\/$/, '');
    return normal === '.' ? '' : normal;
}
/** Where a link entry points, or an ArchiveError when that is outside the bundle. */
function checkLinkTarget(entryPath, type, target) {
    const slashed = target.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) {
        throw new archive_error/* ArchiveError */.d(`${type} "${entryPath}" points to the absolute path "${target}" outside the bundle`, 'unsafe-link');
    }
    // Symbolic links resolve from their own folder, hard links from the archive root.
    const base = type === 'symlink' ? external_node_path_.posix.dirname(entryPath) : '.';
    const resolved = external_node_path_.posix.normalize(external_node_path_.posix.join(base, slashed));
    if (resolved === '..' || resolved.startsWith('../')) {
        throw new archive_error/* ArchiveError */.d(`${type} "${entryPath}" points outside the bundle ("${target}")`, 'unsafe-link');
    }
}

;// CONCATENATED MODULE: ./src/archive/site-root.ts
// Where the site lies in an archive: at its root, the way a bundle is served, or inside the one
// folder that holds every entry (`site/index.html`, `site/guide/…`: an archive made of a
// folder rather than of its contents, as `tar -czf bundle.tar.gz site/` makes it, and as some
// exporters pack theirs). That folder may lie deeper when nothing else is beside it on the way:
// `tar -czf bundle.tar.gz build/html` (Sphinx's `make html`) stores `build/`, `build/html/` and
// the site inside, and the site is `build/html/`. The second is accepted and said: the archive is
// sound, and whether a deployment serves it from that folder is the deployment's to know, not a
// reason to refuse an export. An archive with no index.html at either place is refused: it is
// not a site.


class SiteRoot {
    rootIndex = false;
    root404 = false;
    /** The shallowest index.html below the root, for the refusal's hint. */
    nestedIndex;
    /**
     * The deepest folder that every file and link so far lies in, and that every folder so far
     * is, lies in, or leads to: undefined before any file, '' once none is (a file at the root,
     * or two top-level folders).
     */
    wrapper;
    /**
     * Before the first file, the deepest of the folders so far when each lies on the way to the
     * next (`build`, `build/html`); the first file, or a folder off that way, sets `wrapper`.
     */
    deepestFolder;
    /** Every entry of the archive, by its bundle path (safeEntryPath's). */
    entry(path, kind) {
        // The archive's own `./` entry, and macOS's AppleDouble files (`._site` beside `site/`).
        if (path === '' || isAppleDouble(path))
            return;
        if (kind === 'directory')
            this.folderEntry(path);
        else
            this.fileEntry(path);
        if (kind !== 'file')
            return;
        if (path === 'index.html')
            this.rootIndex = true;
        else if (path === '404.html')
            this.root404 = true;
        else if (path.endsWith('/index.html')) {
            if (this.nestedIndex === undefined || depth(path) < depth(this.nestedIndex)) {
                this.nestedIndex = path;
            }
        }
    }
    /** A file or link lies in the wrapper: the wrapper is cut back to a folder holding it. */
    fileEntry(path) {
        const wrapper = this.wrapper;
        // Nearly every entry lies in the wrapper: that costs no string.
        if (wrapper !== undefined) {
            if (wrapper !== '' && !inside(path, wrapper))
                this.wrapper = commonFolder(wrapper, path);
            return;
        }
        const slash = path.lastIndexOf('/');
        this.wrapper = slash < 0 ? '' : path.slice(0, slash);
        const folder = this.deepestFolder;
        this.deepestFolder = undefined;
        if (folder !== undefined)
            this.folderEntry(folder);
    }
    /** A folder must be the wrapper, lie in it, or lie on the way to it. */
    folderEntry(path) {
        const wrapper = this.wrapper;
        if (wrapper !== undefined) {
            if (wrapper !== '' && !onOneWay(path, wrapper))
                this.wrapper = commonFolder(wrapper, path);
            return;
        }
        const deepest = this.deepestFolder;
        if (deepest === undefined || inFolder(path, deepest))
            this.deepestFolder = path;
        else if (!inFolder(deepest, path)) {
            // Two folders side by side: the wrapper is at most the folder that holds both.
            this.wrapper = commonFolder(deepest, path);
            this.deepestFolder = undefined;
        }
    }
    /**
     * Where the site is, once every entry was seen; `isFile` answers whether a bundle path is a
     * regular file of the archive. Throws the refusal when the archive has no index.html at its
     * root nor at the root of the folder that holds every entry.
     */
    locate(isFile) {
        if (this.rootIndex)
            return { folder: '', has404: this.root404 };
        const folder = this.wrapper;
        if (folder && isFile(`${folder}/index.html`)) {
            return { folder, has404: isFile(`${folder}/404.html`) };
        }
        throw noIndex(this.nestedIndex);
    }
}
/**
 * An AppleDouble file (`._name`): the extended attributes of `name` (a quarantine flag, say),
 * which tar on macOS stores beside each file that has any and other tars unpack as plain files.
 * An archive made on a Mac holds one per page; each is counted as a file, not as a page.
 */
function isAppleDouble(path) {
    return path.startsWith('._', path.lastIndexOf('/') + 1);
}
/** Whether `path` is the folder `folder` or lies in it (no string made: every entry asks). */
function inFolder(path, folder) {
    if (path.length === folder.length)
        return path === folder;
    return path.charCodeAt(folder.length) === 0x2f && path.startsWith(folder);
}
/** Whether `path` lies in the folder `folder` (and is not that folder). */
function inside(path, folder) {
    return path.length > folder.length && inFolder(path, folder);
}
/** Whether one of two folders is the other or lies in it: both are on one way down. */
function onOneWay(a, b) {
    return a.length <= b.length ? inFolder(b, a) : inFolder(a, b);
}
/** The deepest folder holding both the folder `folder` and the entry `path` ('' for the root). */
function commonFolder(folder, path) {
    const a = folder.split('/');
    const b = path.split('/');
    let n = 0;
    // The entry's own last segment is not a folder it lies in (and a folder the wrapper lies in
    // never gets here).
    while (n < a.length && n < b.length - 1 && a[n] === b[n])
        n++;
    return a.slice(0, n).join('/');
}
/** How many folders down a path lies. */
const depth = (path) => path.split('/').length;
/**
 * An archive without index.html at its root or at the root of its one folder; where one sits
 * deeper, the message says how to make the archive from inside that folder.
 */
function noIndex(nestedIndex) {
    const base = 'the archive has no index.html at its root, so it is not a site bundle';
    if (nestedIndex === undefined)
        return new archive_error/* ArchiveError */.d(base, 'no-index');
    const folder = external_node_path_.posix.dirname(nestedIndex);
    return new archive_error/* ArchiveError */.d(`${base}; it holds ${nestedIndex}: if that folder is the site, make the archive from inside it (tar -czf bundle.tar.gz -C ${JSON.stringify(folder)} .)`, 'no-index');
}

// EXTERNAL MODULE: ./src/fragment-length.ts
var fragment_length = __nccwpck_require__(81476);
;// CONCATENATED MODULE: ./src/archive/char-refs.ts
// Character references in an attribute's value, decoded as a browser's HTML parser decodes them
// before the value is taken as a URL. Some generators write URLs with them: deno doc writes every
// slash of a link as `&#x2F;` (`href="..&#x2F;styles.css"`), which a browser reads as
// `../styles.css`; read as written, each such link was a broken link to a file named `..&`.
//
// Numeric references are decoded in full (as the standard says, with or without their `;`; a
// code point that is not allowed becomes U+FFFD). Of the named references, those that stand for
// the characters a URL is made of (and the few legacy ones a value may hold without `;`) are
// known here; any other name is left as written, which in a URL only ever meets it in a query
// or fragment, parts that no link check reads.
/** Named references that stand for URL characters, and `nbsp`, name → text. */
const NAMED = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    sol: '/',
    bsol: '\\',
    colon: ':',
    semi: ';',
    period: '.',
    comma: ',',
    num: '#',
    quest: '?',
    percnt: '%',
    lowbar: '_',
    equals: '=',
    plus: '+',
    excl: '!',
    ast: '*',
    lpar: '(',
    rpar: ')',
    commat: '@',
    dollar: '$',
    Tab: '\t',
    NewLine: '\n'
};
/**
 * Legacy names a browser decodes without their `;` too, except in an attribute's value when the
 * next character is `=` or a letter or digit (so that `?a=1&copy=2` keeps its `&copy`).
 */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);
const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g;
/** A numeric reference's character: U+FFFD for zero, surrogates and beyond U+10FFFF. */
function fromCodePoint(code) {
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
    return String.fromCodePoint(code);
}
/** `value` with its character references decoded; itself (no work) when it holds no `&`. */
function decodeCharacterReferences(value) {
    if (!value.includes('&'))
        return value;
    return value.replace(REFERENCE, (whole, hex, decimal, name, semi, at) => {
        if (hex !== undefined)
            return fromCodePoint(parseInt(hex, 16));
        if (decimal !== undefined)
            return fromCodePoint(Number(decimal));
        const text = NAMED[name];
        if (text === undefined)
            return whole;
        if (semi === ';')
            return text;
        if (!LEGACY.has(name))
            return whole;
        const next = value[at + whole.length];
        return next !== undefined && /[=A-Za-z0-9]/.test(next) ? whole : text;
    });
}

;// CONCATENATED MODULE: ./src/archive/html-bytes.ts
// Byte-level pieces of the page scanner (page-references.ts): JavaScript's `\s` and word
// characters in UTF-8 bytes, the attribute and tag names the scanner looks for, and searches for
// one byte that look at the next few dozen bytes before calling Buffer's native search.
/** Tags whose attributes load something when the page is shown. */
const LOADING_TAGS = [
    'script',
    'img',
    'iframe',
    // A frameset's frames (Javadoc before JDK 9 opens every site with one).
    'frame',
    'link',
    'source',
    'video',
    'audio',
    'embed',
    'object',
    // SVG's `<use href>` draws a symbol of another file, which is fetched: TypeDoc 0.26 and later
    // draw every icon of every page from `../assets/icons.svg#icon-…`.
    'use',
    // Subtitles (`<track src>`), an image button (`<input type="image" src>`: the link report
    // skips other inputs), and SVG's `<image href>`: each is fetched as the page is shown.
    'track',
    'input',
    'image'
];
const LT = 0x3c;
const GT = 0x3e;
const EQUALS = 0x3d;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const BACKTICK = 0x60;
const BACKSLASH = 0x5c;
const html_bytes_SLASH = 0x2f;
/** A byte that opens a JavaScript string: a tag right after one is most likely markup in a script. */
function isQuote(c) {
    return c === DQUOTE || c === SQUOTE || c === BACKTICK;
}
/** How far back over whitespace quoteBefore looks for the quote, or for the tag before. */
const QUOTE_REACH = 64;
/** How many start tags in a row quoteBefore looks back over, and how long each may be. */
const QUOTE_TAGS = 4;
const QUOTE_TAG_BYTES = 256;
/**
 * Whether the tag whose `<` is at `lt` follows a quote, right after it or after HTML whitespace:
 * markup in a script's string, most likely, indented as templates in code are
 * (`` `  <a href="${url}">Edit</a>` ``: Docsify's own site). With `containers`, also after start
 * tags that follow one, as a template opens the link's container first
 * (`` `<div class="ais-Hits-item"><h3><a href="${e.permalink}">` ``: the Algolia search of Hugo's
 * Techdoc theme); asked for a value a script fills in (`filledIn`), since looking back over a
 * tag for every link of a page cost the Rust docs 5 % more CPU. Text, an end tag or more tags
 * than QUOTE_TAGS stop the look. A wrong guess costs only time: the page's script and style text
 * is then read for what it is (html-comments.ts).
 */
function quoteBefore(s, lt, containers = false) {
    let at = lt;
    for (let tags = 0;; tags++) {
        const stop = Math.max(at - 1 - QUOTE_REACH, -1);
        let i = at - 1;
        while (i > stop && isHtmlSpace(s[i]))
            i--;
        if (i <= stop)
            return false;
        const c = s[i];
        if (isQuote(c))
            return true;
        if (c !== GT || !containers || tags === QUOTE_TAGS)
            return false;
        // The start tag that `>` ends, by its `<` and the letter of its name.
        const open = lastBefore(s, LT, i);
        if (open < 0 || i - open > QUOTE_TAG_BYTES || !isAsciiLetter(s[open + 1]))
            return false;
        at = open;
    }
}
/** The marks of a URL a script fills in: `$`, `{`, `+`, a backslash and the quotes (filledIn). */
const FILL_MARKS = new Uint8Array(0x80);
for (const c of '${+\\"\'`')
    FILL_MARKS[c.charCodeAt(0)] = 1;
/**
 * Whether a URL, the bytes `s[from, to)` of a page, bears the marks of one a script fills in
 * (`${…}`, `{{…}}`, `' + url + '`, an escaped quote).
 */
function filledIn(s, from, to) {
    for (let i = from; i < to; i++) {
        const c = s[i];
        if (c < 0x80 && FILL_MARKS[c] === 1)
            return true;
    }
    return false;
}
/** filledIn of a load's value as decoded. */
function filledInText(value) {
    for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < 0x80 && FILL_MARKS[c] === 1)
            return true;
    }
    return false;
}
/** Whether the byte or character code `c` is an ASCII letter, in either case. */
function isAsciiLetter(c) {
    if (c === undefined)
        return false;
    const lower = c | 0x20;
    return lower >= 0x61 && lower <= 0x7a;
}
/** HTML's ASCII whitespace: tab, line feed, form feed, carriage return, space. */
function isHtmlSpace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
/** Whether a tag's name ends at the byte `c` (after a `<` or `</` and the name): HTML whitespace, `/` or `>`. */
function endsTagName(c) {
    return c === html_bytes_SLASH || c === GT || isHtmlSpace(c);
}
/** Length of the JavaScript `\s` character whose UTF-8 bytes start at `i`, or 0. */
function spaceAt(s, i) {
    const c = s[i];
    if (c === undefined)
        return 0;
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d))
        return 1;
    if (c < 0xc2)
        return 0;
    const c1 = s[i + 1];
    if (c === 0xc2)
        return c1 === 0xa0 ? 2 : 0;
    return isWideSpace(c, c1, s[i + 2]) ? 3 : 0;
}
/** Length of the JavaScript `\s` character whose UTF-8 bytes end at `i`, or 0. */
function spaceEndingAt(s, i) {
    const c = s[i];
    if (c === undefined)
        return 0;
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d))
        return 1;
    if (c < 0x80 || i < 1)
        return 0;
    // A lead byte always starts a character afresh in UTF-8 decoding, so a complete sequence
    // ending here decodes to that character whatever comes before it.
    if (c === 0xa0 && s[i - 1] === 0xc2)
        return 2;
    if (i < 2)
        return 0;
    return isWideSpace(s[i - 2], s[i - 1], c) ? 3 : 0;
}
/**
 * Length (1) of a `/` or a closing quote at `i` that parts an attribute's name from what comes
 * before it, as the tokenizer reads `<img/src=…>` and `<a class="y"href=…>` (html-minifier's
 * `removeTagWhitespace` writes every tag so), or 0. A quote after `=` (and spaces) opens a value;
 * a `/` counts after a space or right after the tag's name, not inside an unquoted value
 * (`id=x/href=…` names no href).
 */
function separatorEndingAt(s, i) {
    const c = s[i];
    if (c === html_bytes_SLASH)
        return spaceEndingAt(s, i - 1) > 0 || tagNameEndsAt(s, i - 1) ? 1 : 0;
    if (c !== DQUOTE && c !== SQUOTE)
        return 0;
    return s[beforeSpaces(s, i - 1)] === EQUALS ? 0 : 1;
}
/** The position before the JavaScript `\s` characters that end at `k` (`k` when none does). */
function beforeSpaces(s, k) {
    for (let w = spaceEndingAt(s, k); w > 0; w = k < 0 ? 0 : spaceEndingAt(s, k))
        k -= w;
    return k;
}
/** Whether a tag's name (`<` and an ASCII letter, then letters and digits) ends at `k`. */
function tagNameEndsAt(s, k) {
    let p = k;
    while (p >= 0 && isAsciiAlnum(s[p]))
        p--;
    return p < k && s[p] === LT && isAsciiLetter(s[p + 1]);
}
function isAsciiAlnum(c) {
    return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39);
}
/** U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF in UTF-8. */
function isWideSpace(b0, b1, b2) {
    switch (b0) {
        case 0xe1:
            return b1 === 0x9a && b2 === 0x80;
        case 0xe2:
            if (b1 === 0x80 && b2 !== undefined)
                return (b2 >= 0x80 && b2 <= 0x8a) || b2 === 0xa8 || b2 === 0xa9 || b2 === 0xaf;
            return b1 === 0x81 && b2 === 0x9f;
        case 0xe3:
            return b1 === 0x80 && b2 === 0x80;
        case 0xef:
            return b1 === 0xbb && b2 === 0xbf;
        default:
            return false;
    }
}
function isWordChar(c) {
    if (c === undefined)
        return false;
    return ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f);
}
/**
 * Where an unquoted attribute value starting at `k` ends: at the first HTML whitespace (tab, line
 * feed, form feed, carriage return, space) or `>`, or at the end of the page.
 */
function unquotedEnd(s, k) {
    let t = k;
    for (let c = s[t]; c !== undefined; c = s[++t]) {
        if (c === 0x20 || c === GT || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d)
            break;
    }
    return t;
}
/** Does `s` hold `word` (lowercase ASCII letters) at `at`, in any case? */
function wordAt(s, at, word) {
    for (let k = 0; k < word.length; k++) {
        if ((s[at + k] | 0x20) !== word.charCodeAt(k))
            return false;
    }
    return true;
}
const COLON = 0x3a;
/**
 * The attribute names that may end at `j` (lowercase), longest checked by its last letter. Older
 * SVG names its links `xlink:href` (`<use xlink:href>` sprites, `<image xlink:href>`): a `:`
 * before `href` makes the name that, and `href` alone is then no name (no space before it).
 */
function attributeEndingAt(s, j) {
    switch (s[j] | 0x20) {
        case 0x66: // f
            if (j < 3 || !wordAt(s, j - 3, 'href'))
                return undefined;
            // The colon compared as it is: `| 0x20` would take a control byte 0x1a for it.
            return j >= 9 && s[j - 4] === COLON && wordAt(s, j - 9, 'xlink') ? 'xlink:href' : 'href';
        case 0x63: // c
            return j >= 2 && wordAt(s, j - 2, 'src') ? 'src' : undefined;
        case 0x61: // a
            return j >= 3 && wordAt(s, j - 3, 'data') ? 'data' : undefined;
        case 0x74: // t
            return j >= 5 && wordAt(s, j - 5, 'srcset') ? 'srcset' : undefined;
        case 0x72: // r
            // A video's still image, shown before it plays.
            return j >= 5 && wordAt(s, j - 5, 'poster') ? 'poster' : undefined;
        default:
            return undefined;
    }
}
/** The loading tags by their first letter (lowercase char code). */
const TAGS_BY_LETTER = new Map();
for (const tag of LOADING_TAGS) {
    const letter = tag.charCodeAt(0);
    TAGS_BY_LETTER.set(letter, [...(TAGS_BY_LETTER.get(letter) ?? []), tag]);
}
/** The loading tag named right after the `<` at `p` (followed by a word boundary), or undefined. */
function loadingTagAt(s, p) {
    const tags = TAGS_BY_LETTER.get(s[p + 1] | 0x20);
    if (tags === undefined)
        return undefined;
    for (const tag of tags) {
        if (wordAt(s, p + 1, tag) && !isWordChar(s[p + 1 + tag.length]))
            return tag;
    }
    return undefined;
}
/**
 * Whether a link one clicks starts at the `<` at `p`: an anchor `<a`, or an image map's `<area`
 * (Doxygen's include and call graphs are image maps whose areas lead to the pages they show).
 */
function isAnchorAt(s, p) {
    if ((s[p + 1] | 0x20) !== 0x61)
        return false;
    return !isWordChar(s[p + 2]) || (wordAt(s, p + 2, 'rea') && !isWordChar(s[p + 5]));
}
const EMPTY = Buffer.alloc(0);
/** Repeated forward searches for one byte from rising positions, each scanning once. */
class NextOf {
    byte;
    s = EMPTY;
    from = -1;
    found = -1;
    constructor(byte) {
        this.byte = byte;
    }
    /** Starts over on another page. */
    reset(s) {
        this.s = s;
        this.from = -1;
        this.found = -1;
    }
    /** The first position ≥ `at` holding the character, or -1. */
    at(at) {
        // The last answer holds for any start between the last start and that answer (or past the
        // last start when there was none): a pathological page costs one pass, not one per query.
        const known = this.from >= 0 && at >= this.from && (this.found < 0 || at <= this.found);
        if (!known) {
            this.from = at;
            this.found = indexOfByte(this.s, this.byte, at);
        }
        return this.found;
    }
}
/**
 * Repeated backward searches for one byte from rising positions, each byte looked at once a page:
 * the answer for the last position asked holds up to it, so a later one searches only the bytes
 * after it. quotingTag asks for the last `<` before each `>` far from any tag, and a page of
 * 4 MiB with no `<` for a long way (a REPL transcript in a `<pre>`, `>>> f(path, data=1)`; an
 * unminified script, `const data = …` after an arrow `=>`) made each such search run back to
 * the last tag: 3 s of CPU for one page.
 */
class LastOf {
    byte;
    s = EMPTY;
    /** Bytes up to here were searched: `found` is the last position ≤ it holding the byte. */
    upTo = -1;
    found = -1;
    constructor(byte) {
        this.byte = byte;
    }
    /** Starts over on another page. */
    reset(s) {
        this.s = s;
        this.upTo = -1;
        this.found = -1;
    }
    /** The last position ≤ `at` holding the byte, or -1. */
    at(at) {
        if (at < 0)
            return -1;
        if (at <= this.upTo) {
            // Nothing after `found` up to `upTo`: it is the answer for any position from it on.
            return at >= this.found ? this.found : this.s.lastIndexOf(this.byte, at);
        }
        const hit = this.s.subarray(this.upTo + 1, at + 1).lastIndexOf(this.byte);
        if (hit >= 0)
            this.found = this.upTo + 1 + hit;
        this.upTo = at;
        return this.found;
    }
}
/**
 * Searches that look at the next few dozen bytes in JavaScript before asking Buffer's indexOf:
 * in a page the byte looked for is usually that near, and a call into Buffer's native search
 * costs as much as reading some fifty bytes here.
 */
const NEAR_BYTES = 48;
/** The first position ≥ `from` holding `byte`, or -1. */
function indexOfByte(s, byte, from) {
    const near = Math.min(from + NEAR_BYTES, s.length);
    for (let i = from; i < near; i++)
        if (s[i] === byte)
            return i;
    return near < s.length ? s.indexOf(byte, near) : -1;
}
/** The last position before `at` holding `byte`, or -1. */
function lastBefore(s, byte, at) {
    const near = Math.max(at - NEAR_BYTES, 0);
    for (let i = at - 1; i >= near; i--)
        if (s[i] === byte)
            return i;
    // A Buffer reads a negative start from its end: below 0 there is nothing left to search.
    return near > 0 ? s.lastIndexOf(byte, near - 1) : -1;
}
/**
 * The byte after the `>` that ends the start tag opening at `lt`, read as the tokenizer reads
 * attributes (a quoted value may hold `>`), or -1 when the page ends first.
 */
function tagEnd(bytes, lt) {
    const n = bytes.length;
    let i = lt + 1;
    // After `=` (and any spaces) a value may open with a quote.
    let valueNext = false;
    for (; i < n; i++) {
        const c = bytes[i];
        if (valueNext && (c === DQUOTE || c === SQUOTE)) {
            // To its closing quote in one search: a value may be long (a data: URL of a few MiB).
            i = indexOfByte(bytes, c, i + 1);
            if (i < 0)
                return -1;
            valueNext = false;
            continue;
        }
        if (c === GT)
            return i + 1;
        if (c === EQUALS)
            valueNext = true;
        else if (!isHtmlSpace(c))
            valueNext = false;
    }
    return -1;
}
/** Bytes quotingTag reads back from a `>` itself before asking Buffer's search for the `<`. */
const QUOTED_GT_NEAR_BYTES = 256;
/**
 * Whether the `>` at `g` is quoted: it lies inside a quoted value of the tag that the last `<`
 * before it opens, read as tagEnd reads it (`<a title="A > B" href="…">`, `<source
 * media="(width >= 800px)" srcset="…">`), so that it ends no tag. Only that one tag is read, not
 * the page from its start: a `>` whose last `<` itself lies in a quoted value is judged from
 * there. The page scanner's window for a tag's attributes reaches back over quoted `>`s.
 */
function quotedGt(s, g) {
    return quotingTag(s, g) >= 0;
}
/**
 * Where the tag that holds the `>` at `g` in a quoted value opens (its `<`), or -1 when that `>`
 * is not quoted (quotedGt). Every `>` between that `<` and `g` has the same last `<` and lies in
 * the same tag, so it is quoted too: a walk back over quoted `>`s goes on before that `<`, not
 * one `>` at a time (a `data-` attribute of JSON with a thousand `>`s is read once, not a
 * thousand times).
 */
function quotingTag(s, g, lastLt) {
    // Back to that `<`: a tag with no quote before `g` holds no quoted value there (`</a>`, `<li>`,
    // most of the `>`s a scan asks about), and is not read again forward.
    let quotes = false;
    let lt = g - 1;
    const near = Math.max(g - QUOTED_GT_NEAR_BYTES, 0);
    for (; lt >= near; lt--) {
        const c = s[lt];
        if (c === LT)
            break;
        if (c === DQUOTE || c === SQUOTE)
            quotes = true;
    }
    if (lt < near) {
        // Far from any tag (a `>` in prose or a script): found natively (through the page's
        // `lastLt` when the caller asks at rising positions), and read forward.
        lt = near > 0 ? (lastLt ? lastLt.at(near - 1) : s.lastIndexOf(LT, near - 1)) : -1;
        quotes = true;
    }
    if (lt < 0 || !quotes)
        return -1;
    const end = tagEnd(s, lt);
    return end < 0 || end > g + 1 ? lt : -1;
}

;// CONCATENATED MODULE: ./src/archive/link-keys.ts
// How the link report keys an anchor by its raw bytes, never decoded on the way: the bytes as a
// latin1 string (one unit per byte) and its hash, the same number from the bytes where they lie
// (link-targets.ts) or from the string (resolution-cache.ts), and the UTF-8 reading of such a
// string when a link must be shown or resolved. Apart from page-references.ts, which finds the
// anchors and hands their byte ranges over, because these keys are the link caches' concern.

/** A latin1 string of raw bytes decoded as UTF-8 (as the page decoded whole would read). */
function decodeRaw(raw) {
    return hasNonAscii(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw;
}
/**
 * Whether `text` has a unit past ASCII. A loop, not a regular expression: each `test` allocated
 * about 56 bytes, and the link report asks this of every load of every page (a Next.js-style
 * page has a dozen; 390,000 at 30,000 pages).
 */
function hasNonAscii(text) {
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) > 0x7f)
            return true;
    return false;
}
/**
 * The hash of `text.slice(start, end)`, a link's raw bytes as a latin1 string (FNV-1a, kept
 * within a small integer), for link caches; `bytesHash` of the same bytes is the same number.
 */
function linkHash(text, start, end) {
    return unitsHash(text, start, end) & 0x3fffffff;
}
/** `linkHash` of `bytes.subarray(start, end)`, read where they lie. */
function bytesHash(bytes, start, end) {
    return bytesHash32(bytes, start, end) & 0x3fffffff;
}

;// CONCATENATED MODULE: ./src/archive/link-resolution.ts
// How a link or a load written in a page is read: the URL as the browser takes it, whether it
// leaves the bundle, which `<link>` rels load something, and the bundle path a relative link
// leads to from a page's folder (or its `<base href>`). The link report (link-report.ts) asks
// these per distinct link; its caches keep the answers.





// <link rel="canonical|alternate|…"> is metadata; stylesheets, icons and preloads load.
const LINK_REL = /\srel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>\\][^\t\n\f\r >]*))/i;
/**
 * Whether a `<link>` with this rel loads something: when one of its tokens is a rel the browser
 * fetches for (rustdoc's `rel="alternate icon"` is an icon, `rel="alternate stylesheet"` a
 * stylesheet), in any case. Any other rel loads nothing, as in the browser: metadata (canonical,
 * alternate, next, HTML 4's index, copyright, up, …, Starlight's sitemap) and hints (`preconnect`
 * and `dns-prefetch` open a connection or look a name up ahead of a load that may come). Taking
 * an unknown rel as a load made a broken load of Sphinx's `rel="index"` to genindex.html and
 * Starlight's `rel="sitemap"` on every page of a bundle without them, and a hint to an analytics
 * host a load from another origin.
 */
function linkLoads(rel) {
    let loads = RELS_READ.get(rel);
    if (loads !== undefined)
        return loads;
    // Keywords in any case, as the browser reads them (`REL="Stylesheet"` in HTML 4 pages), in the
    // attribute's value: its character references decoded (`rel="stylesheet&#x20;"`).
    const tokens = decodeCharacterReferences(rel)
        .replace(/[A-Z]+/g, upper => upper.toLowerCase())
        .split(/[\t\n\f\r ]+/);
    loads = tokens.some(t => LOADING_REL.has(t));
    if (RELS_READ.size >= MAX_RELS_READ)
        RELS_READ.clear();
    RELS_READ.set(rel, loads);
    return loads;
}
/**
 * The answers for the last few rels read: a site writes the same few on every page (a Next.js
 * export seven `<link>`s in each head), and splitting each again was a tenth of what the
 * 30,000-page Next.js-style bundle's loads allocated.
 */
const RELS_READ = new Map();
const MAX_RELS_READ = 64;
const LOADING_REL = new Set([
    'stylesheet',
    'icon',
    'apple-touch-icon',
    'apple-touch-icon-precomposed',
    'mask-icon',
    'preload',
    'modulepreload',
    'prefetch',
    'prerender',
    'compression-dictionary',
    'manifest'
]);
/** The cache key of a decoded link: its UTF-8 bytes as a latin1 string (itself when ASCII). */
function rawKey(url) {
    return hasNonAscii(url) ? Buffer.from(url, 'utf8').toString('latin1') : url;
}
/**
 * A URL as the browser's URL parser takes it for a web page's link: character references decoded,
 * outer C0 controls and spaces trimmed, tabs and line breaks inside dropped, and backslashes read
 * as slashes (Javadoc copies a comment's `<a href="..\..\Results\Run.html">` as written; browsers
 * follow it).
 */
function asBrowserReads(url) {
    const text = trimC0OrSpace(decodeCharacterReferences(url));
    return hasTabBreakOrBackslash(text) ? text.replace(/[\t\n\r]/g, '').replace(/\\/g, '/') : text;
}
/**
 * `text` without the C0 controls and spaces at its ends: the URL parser's trim, not JavaScript's,
 * which also drops a no-break space (`href="&nbsp;page.html"` from a WYSIWYG editor asks the
 * server for `%C2%A0page.html`) and the other Unicode spaces.
 */
function trimC0OrSpace(text) {
    let from = 0;
    let to = text.length;
    while (from < to && text.charCodeAt(from) <= 0x20)
        from++;
    while (to > from && text.charCodeAt(to - 1) <= 0x20)
        to--;
    return from === 0 && to === text.length ? text : text.slice(from, to);
}
// These two are asked of every load of every page: loops, since each regular expression `test`
// allocated about 56 bytes (a Next.js-style page has a dozen loads; 390,000 at 30,000 pages).
function hasTabBreakOrBackslash(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5c || c === 0x09 || c === 0x0a || c === 0x0d)
            return true;
    }
    return false;
}
/**
 * Whether a URL is a `data:` URL (after the C0 controls and spaces the browser trims, the scheme
 * in any case): it carries what it loads, so it loads nothing from the bundle or from another
 * origin, however long it is. Notebook exports embed every plot so, hundreds of KiB each, and
 * each was decoded, hashed and cached as a link: 200 such pages took 19-28 s to verify against
 * 2-4 s with the plots as files. Asked before anything else is done with a load; a `data:`
 * written another way (a character reference, a tab in the scheme) is not seen here and takes
 * the long way, which leads to nothing as well (a scheme other than http(s) is not judged).
 */
function isDataUrl(text) {
    let i = 0;
    while (i < text.length && text.charCodeAt(i) <= 0x20)
        i++;
    if (text.length - i < DATA_SCHEME_LENGTH)
        return false;
    for (let k = 0; k < DATA_SCHEME_LENGTH; k++) {
        if (!isDataSchemeChar(k, text.charCodeAt(i + k)))
            return false;
    }
    return true;
}
/** What the page scanner reports as a data: URL's value (isDataUrlBytes): its scheme alone. */
const DATA_URL = 'data:';
/**
 * isDataUrl of a page's bytes `from` to `to`, before they are decoded (every encoding a page may
 * be read in agrees with ASCII on these bytes). Asked of every anchor: no closure, no string.
 */
function isDataUrlBytes(bytes, from, to) {
    let i = from;
    while (i < to && bytes[i] <= 0x20)
        i++;
    if (to - i < DATA_SCHEME_LENGTH)
        return false;
    for (let k = 0; k < DATA_SCHEME_LENGTH; k++) {
        if (!isDataSchemeChar(k, bytes[i + k]))
            return false;
    }
    return true;
}
const DATA_SCHEME_LENGTH = DATA_URL.length;
/** Whether `c` is character `k` of `data:`, its letters in any case. */
function isDataSchemeChar(k, c) {
    const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
    return lower === DATA_URL.charCodeAt(k);
}
/**
 * Whether a URL, as the browser reads it, leaves the page's origin: `//host…`, `scheme://…`, or
 * `https:/host…` with a slash missing (Rspress writes its Monaco loader so on every page). The
 * browser reads the host of that last one after any number of slashes when the page is served
 * over the other scheme of the two, and a path on the page's own host when over the same one; a
 * deployment may serve either, and the host is what the page means to load from.
 */
function isExternal(url) {
    const text = asBrowserReads(url);
    const at = schemeEnd(text);
    if (text.charCodeAt(at) !== 0x2f)
        return false;
    return text.charCodeAt(at + 1) === 0x2f || (at > 0 && isWebScheme(text, at));
}
/** Whether the scheme ending at `at` (after its `:`) is `http` or `https`, in any case. */
function isWebScheme(text, at) {
    const scheme = text.slice(0, at - 1).toLowerCase();
    return scheme === 'http' || scheme === 'https';
}
/**
 * Where the scheme of a URL as the browser reads it ends: the index after its `:` (an ASCII
 * letter, then letters, digits, `+`, `.` or `-`, then `:`), or 0 when it has none. A loop, as
 * for the checks above: the link report asks it of every load.
 */
function schemeEnd(text) {
    if (!isAsciiLetter(text.charCodeAt(0)))
        return 0;
    let i = 1;
    for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const schemeChar = isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d;
        if (!schemeChar)
            break;
    }
    return text.charCodeAt(i) === 0x3a ? i + 1 : 0;
}
/**
 * A copy of a string that does not keep the page it was cut from alive (V8 represents a
 * substring as a slice of the whole page).
 */
function own(text) {
    return (' ' + text).slice(1);
}
/** The bundle path a relative link from a page in `folder` leads to, or null when not checked. */
function resolveInternal(folder, href) {
    return resolvePlain(folder, href) ?? resolveAny(folder, href);
}
/**
 * The same for a link of `../` steps and a plain path (plain-path.ts), by cutting and joining
 * strings; undefined for any other link, or one that climbs above the bundle.
 */
function resolvePlain(folder, href) {
    let at = 0;
    while (href.startsWith('../', at))
        at += 3;
    if (at === href.length || !isPlainPath(href, at))
        return undefined;
    // `folder` is a normalised bundle folder (a page's dirname): `.` or plain segments.
    let base = folder === '.' ? '' : folder;
    for (let up = at / 3; up > 0; up--) {
        if (base === '')
            return undefined;
        base = base.slice(0, Math.max(base.lastIndexOf('/'), 0));
    }
    return own(base === '' ? href.slice(at) : `${base}/${href.slice(at)}`);
}
function resolveAny(folder, href) {
    // A value that opens with `/` opens with it as the browser reads it too (neither decoding nor
    // trimming touches that `/`): root-absolute, not judged here (resolveRooted).
    if (href.charCodeAt(0) === html_bytes_SLASH)
        return null;
    // The value as the browser takes it: `..&#x2F;a.css` is `../a.css` (char-refs.ts).
    const trimmed = asBrowserReads(href);
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('/'))
        return null;
    if (schemeEnd(trimmed) > 0 || trimmed.startsWith('//'))
        return null;
    const withoutQuery = trimmed.split('#')[0].split('?')[0];
    if (withoutQuery === '')
        return null;
    const decoded = decodedPath(withoutQuery);
    const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(folder, decoded ?? withoutQuery));
    const target = joined.startsWith('../') ? joined : joined.replace(/\/$/, '') || '.';
    return own(decoded === undefined ? REFUSED + target : target);
}
/**
 * Put before the target of a link the server refuses to decode (decodedPath): no entry's path
 * holds a NUL (entry-path.ts refuses one), so no file answers it and the link is reported broken,
 * each such link under its own target.
 */
const REFUSED = '\u0000';
/**
 * A link's path as the server decodes it, or undefined when it answers 400 Bad Request: a `%`
 * not followed by two hex digits (`100%.html`), which the browser sends as written and nginx,
 * Apache and the deployment emulator refuse to decode. Escapes that decode to bytes that are not
 * UTF-8 are kept as written. The check is made only when decoding fails.
 */
function decodedPath(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return BARE_PERCENT.test(path) ? undefined : path;
    }
}
const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/;
/**
 * The target a static host answers a link with when the link names a folder (its path ends with
 * `/`): that folder's index.html alone. nginx, S3 website hosting and the deployment serve
 * `/guide/` from `guide/index.html` and answer 404 when there is only `guide.html` (a Next.js
 * export without `trailingSlash` writes pages so, and a link written `/quickstart/` to one is
 * broken there), or when `guide` is a file. `target` is where the link leads (resolveInternal).
 */
function folderIndex(target, link) {
    return indexOfFolder(target, asBrowserReads(link).split(/[?#]/)[0].endsWith('/'));
}
/** `target`'s index.html when the link's path (read as the browser reads it) ends with `/`. */
function indexOfFolder(target, namesFolder) {
    if (!namesFolder || target === '.' || target === '..' || target.startsWith('../'))
        return target;
    return own(`${target}/index.html`);
}
/**
 * The bundle path a root-absolute link (`/guide/x`, not `//host`) leads to when the bundle is
 * served from its host's root, as a self-hosted deployment serves it (`.` for `/`), or null for
 * any other link. A browser keeps such a link at the root however many `..` it climbs.
 */
function resolveRooted(href) {
    // `/` and a plain path (plain-path.ts) is that path, as the steps below would leave it: nothing
    // to decode, trim, normalise or cut. A Next.js-style export's links are all such paths (63,000
    // distinct ones at 30,000 pages), and each went through the strings below once.
    if (href.charCodeAt(0) === html_bytes_SLASH && isPlainPath(href, 1))
        return own(href.slice(1));
    const trimmed = asBrowserReads(href);
    if (!trimmed.startsWith('/') || trimmed.startsWith('//'))
        return null;
    const path = trimmed.split('#')[0].split('?')[0];
    const decoded = decodedPath(path);
    const normal = external_node_path_.posix.normalize(decoded ?? path).slice(1);
    const served = indexOfFolder(normal.replace(/\/$/, '') || '.', path.endsWith('/'));
    return decoded === undefined ? REFUSED + served : served;
}
/**
 * Where the relative URLs of a page in `folder` with the `<base href>` value `href` lead: the
 * bundle folder they resolve from, or `elsewhere` when the base lies outside the bundle (another
 * origin, where the page's relative loads come from, or the host's root or above the bundle,
 * which depend on where the site is served and are not judged: mdBook's 404 page, based at `/`,
 * is served at any path of a book that may itself be served under a prefix).
 */
function baseFolder(folder, href) {
    const base = asBrowserReads(href);
    if (isExternal(base))
        return { elsewhere: 'other-origin' };
    const path = base.split(/[?#]/)[0];
    if (path === '')
        return { folder };
    const target = resolveInternal(folder, base);
    if (target === null || target.startsWith('../') || target === '..')
        return { elsewhere: 'host' };
    // A base names a folder when it ends with `/`, `.` or `..`; else the folder of the file it names.
    return { folder: /(?:^|\/)\.{0,2}$/.test(path) ? target : external_node_path_.posix.dirname(target) };
}

;// CONCATENATED MODULE: ./src/archive/link-findings.ts
// What the link report (link-report.ts) finds, and how its samples keep links: bounded, so the
// report holds counts and the first REPORT_SAMPLE of each kind whatever the bundle's size.


const REPORT_SAMPLE = 20;
/**
 * A link or URL as the report's sample keeps it: the job summary shows its first MAX_FRAGMENT
 * characters (log-text.ts), and one more tells it the link went on. Kept whole, a sample of
 * EXAMPLES_KEPT first links (pending-targets.ts) held as many links of any length: the 300
 * pages above kept another 80 MiB of them until the end of the pass.
 */
function sampled(url) {
    return own(url.length > fragment_length/* MAX_FRAGMENT */.E + 1 ? url.slice(0, fragment_length/* MAX_FRAGMENT */.E + 1) : url);
}
/** Findings of one kind: their count and the first REPORT_SAMPLE of them, whatever the bundle. */
class SampledCount {
    sample = [];
    count = 0;
    /** One more; `make` is called only when it is kept. */
    keep(make) {
        this.count += 1;
        if (this.sample.length < REPORT_SAMPLE)
            this.sample.push(make());
    }
}
/** References of one kind (loads from other origins, …): their count and the first REPORT_SAMPLE. */
class SampledReferences extends SampledCount {
    /** One more; `url` is made (a thunk, for a link cut out of a page) only when it is kept. */
    add(page, via, url) {
        this.keep(() => ({ page, via, url: sampled(typeof url === 'string' ? url : url()) }));
    }
}

;// CONCATENATED MODULE: ./src/archive/page-base.ts
// The `<base href>` of a page: a browser resolves every relative URL of the page against it, not
// against the page's own address. mdBook writes one into its 404 page (`<base href="/">`, or the
// book's site-url), and a theme may point it at the live site (`<base href="https://…/">`): read
// against the page, such a page's loads look like files of the bundle although the browser
// fetches them from the host's root or from another origin.
//
// Only the page's head is searched (up to `<body`, or the whole page when it has none), with two
// native searches, since nearly no page has one: the first `<base` (in lower or upper case) with
// an `href` wins, as in the browser.
const HEAD_END = [Buffer.from('<body'), Buffer.from('<BODY')];
const BASE = [Buffer.from('<base'), Buffer.from('<BASE')];
/** A head tag's attributes (`<base>`, `<meta>`) are read within this many bytes of its `<`. */
const MAX_TAG_BYTES = 4096;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/**
 * Where the first of `needles` starts in `bytes[from, end)`, or -1. Each search after a find is
 * bounded by it, so the second needle costs little when the first is near.
 */
function firstOf(bytes, needles, from, end) {
    let found = -1;
    for (const needle of needles) {
        const at = bytes.subarray(from, found < 0 ? end : found).indexOf(needle);
        if (at >= 0)
            found = from + at;
    }
    return found;
}
/** Where the page's head ends: its first `<body` (in lower or upper case), else its end. */
function headEnd(bytes) {
    const end = firstOf(bytes, HEAD_END, 0, bytes.length);
    return end < 0 ? bytes.length : end;
}
/** The value of the page's `<base href>` as written (character references not decoded), or undefined. */
function baseHref(bytes, end = headEnd(bytes)) {
    for (let at = firstOf(bytes, BASE, 0, end); at >= 0; at = firstOf(bytes, BASE, at + 1, end)) {
        const after = bytes[at + 5];
        // `<base` must be the whole tag name: followed by a space, `/` or `>`.
        if (after !== undefined && !/[\s/>]/.test(String.fromCharCode(after)))
            continue;
        const close = bytes.indexOf(0x3e, at);
        const tagEnd = Math.min(close < 0 ? bytes.length : close, at + MAX_TAG_BYTES);
        const tag = bytes.toString('utf8', at + 5, tagEnd);
        const href = HREF.exec(tag);
        if (href)
            return href[1] ?? href[2] ?? href[3] ?? '';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/archive/element-loads.ts
// What one element loads, from the URL attribute the page scanner reported for it and the text
// of its tag. The scanner reports the first URL attribute of a tag only (page-references.ts keeps
// to that rule for its speed), and some elements load from more than one, or load only under a
// condition; the tag's text is read here for the rest, as the HTML tokenizer reads a start tag's
// attributes (only for the tags below: a `<script>` or an icon's `<use href>` costs nothing):
// - `<img>` loads its `src` and its `srcset` (the browser picks one candidate of the two by the
//   screen's density and width, so a missing one is a broken image for some readers): Hugo's
//   image processing, Webflow exports and responsive-image plugins write both;
// - `<video>` loads its `poster` (the still shown before it plays) and its `src`: a poster on a
//   CDN beside a video in the bundle was never judged;
// - for both, what the scanner reported is not taken as it is: its rule finds the first ` href=`
//   or ` src=` after the tag's name even inside another attribute's quoted value, and next/image's
//   blur placeholder (every statically imported image of a Next.js export) writes a `style`
//   before `src` holding an SVG whose `<image href=&#x27;data:…&#x27;>` it took for the tag's
//   URL; the loads are read from the tag's attributes as the tokenizer reads them;
// - `<input>` loads its `src` only as an image button (`type="image"`): a text field loads
//   nothing, whatever attributes it has;
// - `<link>` loads its `href` alone, whatever other URL attribute it is written with;
// - SVG's `<use>` and `<image>` load their `href`, else their older `xlink:href` (SVG 2: when
//   both are written, `href` wins and the other is not fetched).


/**
 * Where the value of the attribute `name` (lowercase ASCII) lies in the start tag whose `<` is at
 * `from` in `bytes`, read up to `to` (the tag's end, or where reading stops), as the HTML
 * tokenizer reads its attributes: the first such attribute wins, and names match in any ASCII
 * case (the tokenizer lowercases only ASCII). Undefined when the tag has none, or when its bytes
 * end inside a quoted value before the attribute is reached; an attribute without a value has an
 * empty span. Read in bytes, so a value nobody asks for is never decoded: a notebook export's
 * `<img src="data:…">` holds hundreds of KiB (every byte the tokenizer looks at is ASCII, so
 * UTF-8 and the legacy encodings a page may declare agree on them).
 */
function attributeSpan(bytes, from, to, name) {
    let i = from + 1;
    // The tag's name runs to whitespace, `/` or `>`.
    while (i < to && !isHtmlSpace(bytes[i])) {
        const c = bytes[i];
        if (c === html_bytes_SLASH || c === GT)
            break;
        i++;
    }
    while (i < to) {
        const c = bytes[i];
        if (isHtmlSpace(c) || c === html_bytes_SLASH) {
            i++;
            continue;
        }
        if (c === GT)
            return undefined;
        // An attribute's name: its first character may be `=`; then up to whitespace, `/`, `>`, `=`.
        const nameStart = i++;
        for (; i < to; i++) {
            const d = bytes[i];
            if (isHtmlSpace(d) || d === html_bytes_SLASH || d === GT || d === EQUALS)
                break;
        }
        const nameEnd = i;
        while (i < to && isHtmlSpace(bytes[i]))
            i++;
        let start = i;
        let end = i;
        if (bytes[i] === EQUALS && i < to) {
            i++;
            while (i < to && isHtmlSpace(bytes[i]))
                i++;
            const quote = bytes[i];
            if ((quote === DQUOTE || quote === SQUOTE) && i < to) {
                const close = bytes.indexOf(quote, i + 1);
                if (close < 0 || close >= to)
                    return undefined;
                start = i + 1;
                end = close;
                i = close + 1;
            }
            else {
                start = i;
                for (; i < to; i++) {
                    const d = bytes[i];
                    if (isHtmlSpace(d) || d === GT)
                        break;
                }
                end = i;
            }
        }
        if (isName(bytes, nameStart, nameEnd, name))
            return { start, end };
    }
    return undefined;
}
/** Whether `bytes` from `from` to `to` are `name` (lowercase ASCII) in any ASCII case. */
function isName(bytes, from, to, name) {
    if (to - from !== name.length)
        return false;
    for (let k = 0; k < name.length; k++) {
        const c = bytes[from + k];
        const lower = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
        if (lower !== name.charCodeAt(k))
            return false;
    }
    return true;
}
/** attributeSpan's value decoded as UTF-8, or undefined when the tag has none. */
function attributeText(bytes, from, to, name) {
    const span = attributeSpan(bytes, from, to, name);
    return span && bytes.toString('utf8', span.start, span.end);
}
/** The URL attributes that each loads from. */
const ALSO_LOADED = {
    img: ['src', 'srcset'],
    video: ['src', 'poster']
};
/**
 * What the element whose URL attribute `attr` (`value`) the scanner reported loads, when that is
 * not just the reported attribute (undefined then, the common case, with nothing made).
 * `element.attribute(name)` is the value of the tag's attribute `name` (ElementView).
 */
function elementLoads(tag, attr, value, element) {
    switch (tag) {
        case 'img':
        case 'video': {
            // The reported attribute first (as the page lists it), then the other, each as the tag's
            // own attribute; one the scanner met inside another's value, or that loads nothing
            // (`<img poster>`), is not taken.
            const names = ALSO_LOADED[tag];
            const loads = [];
            for (const name of names.includes(attr) ? [attr, ...names.filter(n => n !== attr)] : names) {
                const found = element.attribute(name);
                if (found !== undefined)
                    loads.push({ attr: name, value: found });
            }
            return loads;
        }
        case 'input': {
            if (element.attribute('type')?.toLowerCase() !== 'image')
                return [];
            if (attr === 'src')
                return undefined;
            const src = element.attribute('src');
            return src === undefined ? [] : [{ attr: 'src', value: src }];
        }
        case 'link': {
            // A `<link>` fetches its href alone: DITA-OT's HTML5 plugin writes MathJax's script as
            // `<link rel="stylesheet" src="http://cdn.mathjax.org/…">` on every page, which loads
            // nothing, and a src before the href hid the href.
            if (attr === 'href')
                return undefined;
            const href = element.attribute('href');
            return href === undefined ? [] : [{ attr: 'href', value: href }];
        }
        case 'use':
        case 'image': {
            if (attr !== 'xlink:href')
                return undefined;
            const href = element.attribute('href');
            return href === undefined ? undefined : [{ attr: 'href', value: href }];
        }
        default:
            return undefined;
    }
}
/** Elements remembered at most; all are forgotten when it is reached. */
const MAX_READ_ELEMENTS = 256;
/** Longer elements are read each time, not remembered. */
const MAX_READ_ELEMENT_BYTES = 2048;
/**
 * What each load the page scanner reports loads, remembered for elements met again byte for byte.
 * A site writes the same `<link>`s and images on every page (a Next.js export seven `<link>`s in
 * each head, outside the region the scanner takes over from the page before); decoding each and
 * matching its rel again was a fifth of what the 30,000-page Next.js-style bundle's pass
 * allocated (64 of 312 MB, sampled).
 */
class ElementLoadMemo {
    /** Keyed by the reported value; one element per value, the last read. */
    read = new Map();
    /**
     * What the element loads: null for the reported attribute alone, else the attributes that load
     * (none for a `<link>` whose rel fetches nothing).
     */
    loadsOf(tag, attr, value, element) {
        if (!readsElement(tag, attr))
            return null;
        const { bytes, from, to } = element;
        if (to - from > MAX_READ_ELEMENT_BYTES)
            return readLoads(tag, attr, value, element);
        const known = this.read.get(value);
        if (known !== undefined &&
            known.tag === tag &&
            known.attr === attr &&
            bytes.compare(known.bytes, 0, known.bytes.length, from, to) === 0) {
            return known.loads;
        }
        const loads = readLoads(tag, attr, value, element);
        if (this.read.size >= MAX_READ_ELEMENTS)
            this.read.clear();
        this.read.set(value, { tag, attr, bytes: Buffer.from(bytes.subarray(from, to)), loads });
        return loads;
    }
    /** Forgets every element (pages read in another encoding follow). */
    clear() {
        this.read.clear();
    }
}
/**
 * Whether what the element loads depends on its text: a `<link>`'s rel, and the elements whose
 * text elementLoads reads. The rest load the reported attribute, and cost nothing here (an icon
 * sprite's `<use href>` on every line of a page).
 */
function readsElement(tag, attr) {
    switch (tag) {
        case 'link':
        case 'img':
        case 'video':
        case 'input':
            return true;
        case 'use':
        case 'image':
            return attr === 'xlink:href';
        default:
            return false;
    }
}
/** What the element loads, read from its text (ElementLoadMemo.loadsOf, without the memo). */
function readLoads(tag, attr, value, element) {
    if (tag === 'link') {
        const m = LINK_REL.exec(element.text());
        if (!linkLoads(m?.[1] ?? m?.[2] ?? m?.[3] ?? ''))
            return [];
    }
    return elementLoads(tag, attr, value, element) ?? null;
}

;// CONCATENATED MODULE: ./src/archive/page-refresh.ts
// The redirect of a page: `<meta http-equiv="refresh" content="0; url=…">`, which the browser
// follows as a link. Generators write such pages for every moved page: Antora's site root,
// Docusaurus's client redirects, Hugo's aliases, MkDocs's and VitePress sites' redirect pages,
// Javadoc's index (`content="0;gr/…/package-summary.html"`, with no `url=`). A redirect to a
// page the bundle lacks is a broken link, on the page a reader lands on first.
//
// Only the page's head is searched, as for `<base href>` (page-base.ts), with native searches for
// the attribute's name; the first refresh element counts, as in the browser (a document follows
// one declarative refresh).




const HTTP_EQUIV = [Buffer.from('http-equiv'), Buffer.from('HTTP-EQUIV')];
/**
 * The URL the page's refresh leads to, as written in its `content` (character references not
 * decoded: `&` written `&amp;`); undefined when the page has no refresh element in its head (up
 * to `end`), or its first has no URL (it reloads the page itself). `skipped` tells a position the
 * browser never reads as markup (a comment).
 */
function refreshTarget(bytes, skipped = () => false, end = headEnd(bytes)) {
    for (let at = firstOf(bytes, HTTP_EQUIV, 0, end); at >= 0; at = firstOf(bytes, HTTP_EQUIV, at + 1, end)) {
        // Inside a `<meta` tag: its `<` is the last before the name, with no `>` between.
        const lt = bytes.lastIndexOf(LT, at);
        if (lt < 0 || at - lt > MAX_TAG_BYTES)
            continue;
        const gt = bytes.indexOf(GT, lt);
        if (gt >= 0 && gt < at)
            continue;
        if (bytes.toString('latin1', lt + 1, lt + 5).toLowerCase() !== 'meta')
            continue;
        const afterName = bytes[lt + 5];
        if (afterName === undefined || !(isHtmlSpace(afterName) || afterName === html_bytes_SLASH))
            continue;
        const tagEnd = Math.min(gt < 0 ? bytes.length : gt, lt + MAX_TAG_BYTES);
        if (attributeText(bytes, lt, tagEnd, 'http-equiv')?.toLowerCase() !== 'refresh')
            continue;
        if (skipped(lt))
            continue;
        const content = attributeText(bytes, lt, tagEnd, 'content');
        if (content === undefined)
            return undefined;
        // The browser reads the value with its character references decoded: `url=&quot;a.html&quot;`
        // is quoted. The URL is handed on as written, decoded once more where it is resolved, so its
        // `&`s are escaped again (decoded twice, `a&amp;amp;b.html` would lose one).
        return refreshUrl(decodeCharacterReferences(content))?.replaceAll('&', '&amp;');
    }
    return undefined;
}
/**
 * The URL of a refresh's `content`, as the HTML standard's declarative refresh steps read it
 * (`5`, `0; url=x.html`, `0;URL='x.html'`, `0, x.html`), or undefined when it names none or is
 * not a refresh.
 */
function refreshUrl(content) {
    const n = content.length;
    const at = (i) => (i < n ? content.charCodeAt(i) : -1);
    const isDigit = (c) => c >= 0x30 && c <= 0x39;
    let i = 0;
    while (isHtmlSpace(at(i)))
        i++;
    const timeStart = i;
    while (isDigit(at(i)))
        i++;
    if (i === timeStart && at(i) !== 0x2e)
        return undefined;
    while (isDigit(at(i)) || at(i) === 0x2e)
        i++;
    if (i < n) {
        const c = at(i);
        if (c !== 0x3b && c !== 0x2c && !isHtmlSpace(c))
            return undefined;
        while (isHtmlSpace(at(i)))
            i++;
        if (at(i) === 0x3b || at(i) === 0x2c)
            i++;
        while (isHtmlSpace(at(i)))
            i++;
    }
    if (i >= n)
        return undefined;
    // `url =` may come before the URL; without it the rest is the URL as it is.
    let p = i;
    const lower = (k) => content.charAt(k).toLowerCase();
    if (lower(p) === 'u') {
        if (lower(p + 1) !== 'r' || lower(p + 2) !== 'l')
            return content.slice(i);
        p += 3;
        while (isHtmlSpace(at(p)))
            p++;
        if (at(p) !== 0x3d)
            return content.slice(i);
        p++;
        while (isHtmlSpace(at(p)))
            p++;
    }
    const quote = content.charAt(p);
    if (quote !== '"' && quote !== "'")
        return content.slice(p);
    const close = content.indexOf(quote, p + 1);
    return content.slice(p + 1, close < 0 ? n : close);
}

;// CONCATENATED MODULE: ./src/archive/page-charset.ts
// The legacy encoding a page declares, when it declares one: how the browser reads the bytes of
// its links. A page saved in GB2312 (a CHM help file turned into HTML, as Chinese product manuals
// are), Shift_JIS, EUC-KR or windows-1252 writes `<a href="单位.htm">` in its own bytes; the
// browser decodes the page by its declaration, and the URL parser then asks the server for the
// path in UTF-8 (`%E5%8D%95%E4%BD%8D.htm`), the name the archive holds. Read as UTF-8, those
// bytes named no file, and every such link was reported broken.
//
// Found as the HTML standard's encoding sniffing finds it without a Content-Type charset (a
// static host serves `.html` without one, as nginx and S3 do by default): a byte order mark, else
// the first `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` in the
// page's first 1024 bytes, outside comments. A page that declares nothing, or UTF-8, or a label
// no encoding answers to, is read as UTF-8, as before: a browser would guess from the bytes, and
// a page of today is UTF-8. `utf-16` declared in a `<meta>` is UTF-8 (the standard's rule).

/** How far into the page the declaration is looked for (the standard's prescan). */
const PRESCAN_BYTES = 1024;
/** What each label read so far names: a decoder, UTF-8 (undefined), or no encoding (null). */
const byLabel = new Map();
/**
 * A decoder for the legacy encoding the page declares, or undefined when it is read as UTF-8.
 * Only the tags of the page's first 1024 bytes are read, to the first `<meta>` that declares an
 * encoding (on a page of today, `<meta charset="utf-8">` among its first few): about 1 µs a page.
 */
function legacyDecoder(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return undefined;
    // A UTF-16 page (by its byte order mark) is read as UTF-8 once re-encoded (asUtf8).
    if (utf16Order(bytes) !== undefined)
        return undefined;
    const label = declaredLabel(bytes);
    return label === undefined ? undefined : (decoderFor(label) ?? undefined);
}
/** The UTF-16 byte order a page's byte order mark names, or undefined for none. */
function utf16Order(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    return undefined;
}
/**
 * The page as UTF-8 when it is in UTF-16 (a byte order mark first: Windows tools save readmes and
 * help pages so), else the page itself. The scanner reads a page's bytes as ASCII marks around
 * UTF-8 or legacy text; read in UTF-16, where every mark is followed by a zero byte, a page had
 * no tag, link or load at all, where the browser reads every one. Its `<meta>` may name another
 * encoding; the byte order mark wins.
 */
function asUtf8(bytes) {
    const order = utf16Order(bytes);
    if (order === undefined)
        return bytes;
    // With UTF-8's own byte order mark in front, which wins over a `<meta>` as the first did.
    return Buffer.from(`\ufeff${new TextDecoder(order).decode(bytes)}`, 'utf8');
}
/**
 * What the label names: a decoder for a legacy encoding, undefined for UTF-8 (and UTF-16, which
 * a page's `<meta>` cannot mean: the standard reads it as UTF-8), or null for no encoding.
 */
function decoderFor(label) {
    if (byLabel.has(label))
        return byLabel.get(label);
    // x-user-defined (its one label) is read as windows-1252 by a prescan.
    let encoding = label === 'x-user-defined' ? 'windows-1252' : null;
    try {
        encoding ??= new TextDecoder(label).encoding;
    }
    catch {
        // A label no encoding answers to (or a runtime without its tables).
    }
    const decoder = encoding === null
        ? null
        : /^(?:utf-8|utf-16le|utf-16be|replacement)$/.test(encoding)
            ? undefined
            : new TextDecoder(encoding);
    byLabel.set(label, decoder);
    return decoder;
}
/**
 * The label of the first `<meta>` in the page's first 1024 bytes that declares an encoding, or
 * undefined.
 */
function declaredLabel(page) {
    const limit = Math.min(page.length, PRESCAN_BYTES);
    for (let at = page.indexOf(LT); at >= 0 && at < limit; at = page.indexOf(LT, at + 1)) {
        if (page[at + 1] === 0x21 && page[at + 2] === 0x2d && page[at + 3] === 0x2d) {
            // A comment, to its `-->` (the `--` of `<!--` may be the first two of it).
            const close = page.indexOf('-->', at + 2);
            if (close < 0 || close >= limit)
                return undefined;
            at = close + 2;
            continue;
        }
        if (!isMetaAt(page, at))
            continue;
        const meta = metaCharset(page, at + 5, limit);
        // A label that names no encoding is passed over, and the next `<meta>` read.
        if (meta.label !== undefined && decoderFor(meta.label) !== null)
            return meta.label;
        at = meta.end;
    }
    return undefined;
}
/** Whether `<meta` and a space or `/` stand at `at`, in any case. */
function isMetaAt(head, at) {
    if ((head[at + 1] | 0x20) !== 0x6d ||
        (head[at + 2] | 0x20) !== 0x65 ||
        (head[at + 3] | 0x20) !== 0x74 ||
        (head[at + 4] | 0x20) !== 0x61) {
        return false;
    }
    const next = head[at + 5];
    return next === 0x2f || isHtmlSpace(next);
}
/**
 * The label a `<meta>`'s attributes (from `from`, read up to `limit`) declare: `charset`, or
 * `content` with `http-equiv="content-type"`; and where the tag ends.
 */
function metaCharset(head, from, limit) {
    let charset;
    let content;
    let contentType = false;
    let i = from;
    for (;;) {
        while (i < limit && (isHtmlSpace(head[i]) || head[i] === 0x2f))
            i++;
        if (i >= limit || head[i] === GT)
            break;
        const nameStart = i;
        while (i < limit && head[i] !== 0x3d && head[i] !== GT && !isHtmlSpace(head[i]))
            i++;
        const name = head.toString('latin1', nameStart, i).toLowerCase();
        while (i < limit && isHtmlSpace(head[i]))
            i++;
        let value = '';
        if (head[i] === 0x3d) {
            i++;
            while (i < limit && isHtmlSpace(head[i]))
                i++;
            const quote = head[i];
            if (quote === 0x22 || quote === 0x27) {
                const close = head.indexOf(quote, i + 1);
                const end = close < 0 || close > limit ? limit : close;
                value = head.toString('latin1', i + 1, end);
                i = end + 1;
            }
            else {
                const start = i;
                while (i < limit && head[i] !== GT && !isHtmlSpace(head[i]))
                    i++;
                value = head.toString('latin1', start, i);
            }
        }
        // The first of each attribute counts, as the parser keeps the first.
        if (name === 'charset' && charset === undefined)
            charset = value;
        else if (name === 'content' && content === undefined)
            content = value;
        else if (name === 'http-equiv' && value.trim().toLowerCase() === 'content-type') {
            contentType = true;
        }
    }
    const trimmed = charset?.trim();
    if (trimmed)
        return { label: trimmed.toLowerCase(), end: i };
    if (contentType && content !== undefined) {
        const found = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(content);
        const label = found?.[1] ?? found?.[2] ?? found?.[3];
        if (label)
            return { label: label.trim().toLowerCase(), end: i };
    }
    return { label: undefined, end: i };
}
/**
 * Whether `bytes[from, to)` reads as ASCII in the legacy encoding `decoder`: bytes under 0x80,
 * in an encoding that is ASCII there (all but ISO-2022-JP, whose escapes are such bytes).
 */
function asciiOnly(bytes, from, to, decoder) {
    if (decoder.encoding === 'iso-2022-jp')
        return false;
    for (let i = from; i < to; i++)
        if (bytes[i] > 0x7f)
            return false;
    return true;
}
/** `bytes[from, to)` decoded in the page's legacy encoding, or as UTF-8 without one. */
function decodeBytes(bytes, from, to, decoder) {
    if (decoder === undefined)
        return bytes.toString('utf8', from, to);
    return asciiOnly(bytes, from, to, decoder)
        ? bytes.toString('latin1', from, to)
        : decoder.decode(bytes.subarray(from, to));
}

;// CONCATENATED MODULE: ./src/archive/page-record.ts
// What the page scanner keeps of a page so that the next page need not read again what it
// repeats. Pages of an exported docs site repeat most of their bytes from one page to the next:
// the head, the tab bar and a section's sidebar of hundreds of links. Where the next page holds
// a region byte for byte the same, the scanner takes over this page's findings in it (shifted)
// instead of scanning it (page-references.ts says when that gives exactly what a scan gives).
//
// Kept per page: a copy of its bytes (pages up to MAX_KEPT_BYTES), its anchors, its loads, and
// where each attribute value the scan read forward to ends (its "reach"), so that a position can
// be told clean: no scan of an `=` before it read at or past it.


/** Pages larger than this are not kept for the next page to compare with. */
const MAX_KEPT_BYTES = 256 * 1024;
/** Loads kept per page; a page with more is not kept (its next page is scanned in full). */
const MAX_KEPT_LOADS = 1024;
/** Compared bytes are known equal to within this (the common length is found by halving). */
const COMPARE_GRAIN = 64;
/** First step of the common-length search. */
const COMPARE_FIRST = 1024;
class PageRecord {
    /** The page's bytes (a copy, valid after `keep`), or an empty buffer when it was not kept. */
    bytes = Buffer.alloc(0);
    store = Buffer.alloc(0);
    /** Anchors: where the n-th href's raw bytes start and end. */
    starts = new IntList();
    ends = new IntList();
    /** For each anchor, the index of the page before's anchor with the same bytes, or -1. */
    origins = new IntList();
    /**
     * Signs of markup in a script's text, in page order: where each anchor whose tag follows a quote
     * starts (markup in a script's string, most likely), and the `type=` of each script the browser
     * does not run (a template: script-blocks.ts).
     */
    scriptMarkup = new IntList();
    /** Loads: where each value starts and where its match ends, and what was reported. */
    loadStarts = new IntList();
    loadEnds = new IntList();
    loads = [];
    /**
     * Attribute `=`s whose scan read forward past them (in page order): the `=`'s position and
     * the furthest position any of them up to this one read.
     */
    spanAt = new IntList();
    spanReach = new IntList();
    /** Whether this page can be compared with (kept, and not over the limits). */
    usable = false;
    reset() {
        this.starts.clear();
        this.ends.clear();
        this.origins.clear();
        this.scriptMarkup.clear();
        this.loadStarts.clear();
        this.loadEnds.clear();
        this.loads.length = 0;
        this.spanAt.clear();
        this.spanReach.clear();
        this.usable = false;
        this.bytes = this.store.subarray(0, 0);
    }
    /** The scan of the `=` at `at` read forward up to `reach` (inclusive). */
    span(at, reach) {
        const n = this.spanAt.length;
        this.spanAt.push(at);
        const most = n > 0 ? this.spanReach.get(n - 1) : -1;
        this.spanReach.push(most > reach ? most : reach);
    }
    load(valueStart, end, kept) {
        this.loadStarts.push(valueStart);
        this.loadEnds.push(end);
        this.loads.push(kept);
    }
    /** Keeps a copy of the page's bytes, once its scan is complete, if it is within the limits. */
    keep(page) {
        if (page.length > MAX_KEPT_BYTES || this.loads.length > MAX_KEPT_LOADS)
            return;
        if (this.store.length < page.length) {
            this.store = Buffer.allocUnsafe(Math.max(page.length, 64 * 1024));
        }
        page.copy(this.store, 0);
        this.bytes = this.store.subarray(0, page.length);
        this.usable = true;
    }
    /**
     * Whether position `g` is clean: it follows a `>` that is not quoted (quotedGt: one that ends a
     * tag, or lies in text) and no scan of an `=` before it read at or past it (so what was found
     * before `g` and from `g` on are independent of each other).
     */
    clean(g) {
        if (g < 1 || g > this.bytes.length || this.bytes[g - 1] !== GT)
            return false;
        if (quotedGt(this.bytes, g - 1))
            return false;
        // The last span whose `=` lies before g: the reach of everything up to it must be below g.
        const before = firstAtLeast(this.spanAt, g);
        return before === 0 || this.spanReach.get(before - 1) < g;
    }
    /** The last clean position in (from, to], or -1. A few `>` are tried, then it gives up. */
    lastCleanUpTo(from, to) {
        let at = to;
        for (let tries = 0; tries < 8; tries++) {
            const gt = this.bytes.lastIndexOf(GT, at - 1);
            if (gt < from)
                return -1;
            if (this.clean(gt + 1))
                return gt + 1;
            at = gt;
        }
        return -1;
    }
    /** Appends the spans whose `=` lies in [from, to) of `other`, moved by `shift`. */
    copySpans(other, from, to, shift) {
        const at = other.spanAt;
        let x = firstAtLeast(at, from);
        // A span's own reach is not kept, only the running maximum; within a clean region every
        // reach lies inside it, so the maximum up to each span, capped by the region, is a bound.
        for (; x < at.length && at.get(x) < to; x++) {
            this.span(at.get(x) + shift, Math.min(other.spanReach.get(x), to - 1) + shift);
        }
    }
}
/**
 * How many bytes `a` from `aFrom` and `b` from `bFrom` have in common, to within COMPARE_GRAIN
 * below the truth (never above): doubling steps, then halving the step that differed. A few
 * native compares instead of a byte loop. When fewer than `least` bytes are in common, the answer
 * is 0 after one compare: pages that share only short stretches (a site whose navigation is
 * loaded by script) cost one call per anchor, not a halving search.
 */
function commonLength(a, aFrom, b, bFrom, least = 0) {
    const most = Math.min(a.length - aFrom, b.length - bFrom);
    if (least > most)
        return 0;
    if (least > 0 && a.compare(b, bFrom, bFrom + least, aFrom, aFrom + least) !== 0)
        return 0;
    let known = least;
    let step = Math.max(COMPARE_FIRST, least);
    while (known < most) {
        const n = Math.min(step, most - known);
        if (a.compare(b, bFrom + known, bFrom + known + n, aFrom + known, aFrom + known + n) === 0) {
            known += n;
            step *= 2;
        }
        else {
            if (n <= COMPARE_GRAIN)
                break;
            step = n >>> 1;
        }
    }
    return known;
}

;// CONCATENATED MODULE: ./src/archive/repeated-regions.ts
// Where a page repeats the page before: PageScanner (page-references.ts) finds an anchor, and
// this looks for the same bytes among the page before's anchors near where the last one matched,
// then for a region after it that both pages hold byte for byte, cleanly cut at both ends (see
// page-record.ts), so that the scanner can take the page before's findings there over instead of
// reading the region again. Apart from the scanner because it is the one place that compares two
// pages; the scanner only reads one. Why a region taken over gives exactly what a scan gives is
// PageScanner's comment.


/** Up to this length two ranges are compared here, past it by Buffer's native compare. */
const NATIVE_COMPARE_BYTES = 64;
/**
 * Whether `a[aFrom, aFrom + length)` and `b[bFrom, bFrom + length)` hold the same bytes. Links of
 * the same length mostly differ within their first bytes, which a loop here finds sooner than a
 * call into Buffer's compare returns.
 */
function sameRange(a, aFrom, b, bFrom, length) {
    if (length > NATIVE_COMPARE_BYTES) {
        return a.compare(b, bFrom, bFrom + length, aFrom, aFrom + length) === 0;
    }
    for (let i = 0; i < length; i++)
        if (a[aFrom + i] !== b[bFrom + i])
            return false;
    return true;
}
/** Anchors of the page before looked at for the counterpart of an anchor just found. */
const COUNTERPART_WINDOW = 16;
/** Regions shorter than this are scanned (taking one over costs a few native calls). */
const MIN_REGION_BYTES = 512;
/** Finds the counterpart of an anchor in the page before, and a region both pages repeat. */
class RepeatedRegionPlanner {
    /** The anchor of the page before with the same bytes as the one looked for, or -1. */
    counterpart = -1;
    /** The region found: here [from, to), `shift` bytes further on than in the page before. */
    from = 0;
    to = 0;
    shift = 0;
    /**
     * Looks for the anchor just found here (its value [valueStart, valueEnd), the first `>` after
     * its match at `gtAfter`) among the page before's anchors from `expect`, and when found, for
     * a region from after that `>` that the page before holds too, cleanly cut at both ends.
     */
    plan(s, before, valueStart, valueEnd, gtAfter, expect) {
        this.counterpart = -1;
        const length = valueEnd - valueStart;
        const limit = Math.min(expect + COUNTERPART_WINDOW, before.starts.length);
        for (let x = expect; x < limit; x++) {
            const there = before.starts.get(x);
            if (before.ends.get(x) - there !== length)
                continue;
            if (!sameRange(s, valueStart, before.bytes, there, length))
                continue;
            this.counterpart = x;
            if (gtAfter < 0)
                return false;
            const shift = valueStart - there;
            const from = gtAfter + 1;
            // A region starts after the `>` and must be MIN_REGION_BYTES long.
            const common = commonLength(s, valueStart, before.bytes, there, from - valueStart + MIN_REGION_BYTES);
            if (common === 0)
                return false;
            const lo = from - shift;
            if (!before.clean(lo))
                return false;
            const hi = before.lastCleanUpTo(lo, there + common);
            if (hi < 0 || hi - lo < MIN_REGION_BYTES)
                return false;
            // Both ends follow a `>` that ends a tag here too (clean checked it there): the `<` that
            // tells a quoted `>` may lie before the region, in bytes the two pages need not share.
            if (quotedGt(s, gtAfter) || quotedGt(s, hi + shift - 1))
                return false;
            this.from = from;
            this.to = hi + shift;
            this.shift = shift;
            return true;
        }
        return false;
    }
}

;// CONCATENATED MODULE: ./src/archive/script-blocks.ts
// A `<script>` the browser does not run: one whose `type` is not JavaScript's. Its text is a data
// block (a template, JSON, TeX), text to the HTML parser like every script's text, and templates
// write their markup at the block's top level, not inside a string:
//   <script type="text/ng-template" id="nav.html"><a href="{{item.url}}">…</a></script>
// (AngularJS, Knockout's `text/html`, Underscore's and Handlebars' `text/template`, Vue's
// `text/x-template`). Read as markup, each such page reported a broken link to `{{item.url}}` that
// no reader can follow. Such a start tag is told by the page scanner's walk from one `=` to the
// next (its `type=`), so no page without one pays for looking; the link report then reads that
// page's script and style text as text (html-comments.ts, addRawText).

/**
 * The types the browser runs a script of (the HTML standard's JavaScript MIME type essence
 * matches, and `module`), lowercase; no type, or an empty one, runs too. Anything else, even
 * `text/javascript; charset=utf-8`, is a data block the browser leaves alone.
 */
const RUN_TYPES = new Set([
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
    'module'
]);
/** Whether the browser runs a script whose `type` attribute is `type` (as written). */
function runsAsScript(type) {
    const essence = type.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
    return essence === '' || RUN_TYPES.has(essence);
}
/**
 * When the `=` at `e` is a `<script>` start tag's `type=` (the attribute's name ending at `j`)
 * and that type is not one the browser runs, where its value ends (the last byte read); else -1.
 * Reads back no further than the tag's `<`, and forward to the value's end.
 */
function dataBlockTypeAt(s, j, e) {
    if (j < 4 || !wordAt(s, j - 3, 'type') || !isHtmlSpace(s[j - 4]))
        return -1;
    const lt = lastBefore(s, LT, j - 4);
    if (lt < 0 || !wordAt(s, lt + 1, 'script') || !endsTagName(s[lt + 7]))
        return -1;
    // A `>` between them ends that tag first (a `>` inside a quoted value before `type` is taken
    // for one too: such a script is left to the quote rule, as before).
    if (lastBefore(s, GT, j - 4) > lt)
        return -1;
    let k = e + 1;
    while (isHtmlSpace(s[k]))
        k++;
    const quote = s[k];
    let from = k;
    let to;
    if (quote === DQUOTE || quote === SQUOTE) {
        from = k + 1;
        to = s.indexOf(quote, from);
        if (to < 0)
            return -1;
    }
    else {
        to = unquotedEnd(s, k);
    }
    return runsAsScript(s.toString('latin1', from, to)) ? -1 : to;
}

;// CONCATENATED MODULE: ./src/archive/page-references.ts
// Finds the references of one HTML page in its bytes: the loads a page makes when shown
// (`<script src>`, `<img src|srcset>`, `<link href>`, `<video poster>`, …) and its anchors
// (`<a href>`, and the `<area href>` of an image map).
//
// Why not regular expressions over the decoded page: decoding every page to UTF-16 and running
// two backtracking expressions over it was most of the verifier's time on a docs site (every
// page carries a sidebar of hundreds of links). Here the page is read in its bytes, where it lies
// (no string of the page is made: a gigabyte of pages made into strings kept the young
// generation collecting), and the scan jumps from one `=` to the next with indexOf; only
// attribute values are decoded as UTF-8, and an anchor's value not at all (its raw bytes are the
// key of the link report's cache).
//
// What it finds is exactly what these two expressions find, applied with matchAll to the page
// decoded as UTF-8 (how pages were read before the speed-up, which must not change findings):
//   /<(script|img|iframe|frame|link|source|video|audio|embed|object|use|track|input|image)\b[^>]*?\s(src|href|data|srcset|poster|xlink:href)\s*=\s*VALUE/gi
//   /<(?:a|area)\b[^>]*?\shref\s*=\s*VALUE/gi
// where VALUE is (?:"([^"]*)"|'([^']*)'|([^\s"'>\\][^\t\n\f\r >]*)): quoted, or unquoted up to
// HTML's whitespace or `>` (as minified pages write them: Hugo's --minify drops the quotes), but
// not opening with a backslash (an escaped quote: markup inside a script's string); and where a
// quoted `>` (html-bytes.ts, quotedGt: one inside a quoted value of the tag the last `<` before
// it opens) is no `>` to `[^>]*?`: `<a title="A > B" href="…">` and `<source media="(width >=
// 800px)" srcset="…">` are matched, as the browser reads them.
// That is: per tag, the first such attribute after the tag's name and before any `>` that is not
// quoted (the link report reads the tag's other URL attributes from its text: element-loads.ts);
// the next match is searched after the end of the previous one's value; `\s` is JavaScript's (which
// includes Unicode spaces, matched here as their UTF-8 bytes); names are ASCII case-insensitive.
//
// Pages are read one after the other, and a region a page repeats byte for byte from the page
// before is not read again: that page's findings there are taken over (see PageScanner for why
// that is exact). On a docs site the head, tab bar and sidebar are most of every page.








/** The last letter of `type`, in lower case. */
const LOWER_E = 0x65;
// The anchor keys were defined here before link-keys.ts: link-report.ts and its test still
// import them from this path.

/**
 * The one ElementView a scanner hands out, moved before each load is reported: a closure per load
 * was the largest part of the scan's garbage (30,000 Next.js-style pages, about 40 loads each:
 * 91 of 377 MB allocated, sampled), and garbage the young generation keeps is promoted and
 * collected by full collections.
 */
class MovingElementView {
    bytes = Buffer.alloc(0);
    from = 0;
    /** The page's legacy encoding (page-charset.ts), or undefined for UTF-8. */
    decoder;
    /** The element's end once found, or -1. */
    end = -1;
    /** Moves the view to the element whose `<` is at `from` (of `bytes`). */
    moveTo(from) {
        this.from = from;
        this.end = -1;
    }
    /**
     * Where the tag ends as the tokenizer ends it, from its `<` (a quoted value may hold a `>`:
     * `<img src="a.png" alt="File > Save" srcset="…">`), or the page's end. Found when first asked
     * for, from the page's own bytes: on a region taken over from the page before as well, what a
     * scan of this page finds, and for most loads (a `<script src>`) never.
     */
    get to() {
        if (this.end < 0) {
            const closed = tagEnd(this.bytes, this.from);
            this.end = closed < 0 ? this.bytes.length : closed;
        }
        return this.end;
    }
    text() {
        return decodeBytes(this.bytes, this.from, this.to, this.decoder);
    }
    attribute(name) {
        const span = attributeSpan(this.bytes, this.from, this.to, name);
        return span && valueText(name, this.bytes, span.start, span.end, this.decoder);
    }
}
/**
 * The value of the attribute `attr` decoded as the page is (UTF-8 unless it declares a legacy
 * encoding); a data: URL's payload, which nothing reads, is not (isDataUrl). A srcset is a list,
 * whose first candidate may be a data: URL (a lazy-loading placeholder) before the images it
 * loads: it is decoded whole.
 */
function valueText(attr, bytes, start, end, decoder) {
    return attr !== 'srcset' && isDataUrlBytes(bytes, start, end)
        ? DATA_URL
        : decodeBytes(bytes, start, end, decoder);
}
/** A walk at the start of another page. */
function restart(walk, s) {
    walk.lastIndex = 0;
    walk.noStartBefore = 0;
    walk.lessThan.reset(s);
}
/**
 * The start of the match whose attribute's leading space is at `q`: the leftmost tag start at
 * or after `from` (past the previous match and past the last `>` before `q`), or -1; its tag is
 * left in `walk.tag` (no object per match: a docs page has hundreds). `only`, when not -1, is
 * the one `<` between that `>` and `q`.
 */
function startFor(s, walk, from, q, only) {
    const lo = Math.max(from, walk.noStartBefore);
    if (only >= 0) {
        const tag = lo <= only ? walk.isStart(s, only) : undefined;
        if (tag !== undefined) {
            walk.tag = tag;
            return only;
        }
        walk.noStartBefore = q;
        return -1;
    }
    let p = walk.lessThan.at(lo);
    while (p >= 0 && p < q) {
        const tag = walk.isStart(s, p);
        if (tag !== undefined) {
            walk.tag = tag;
            return p;
        }
        p = walk.lessThan.at(p + 1);
    }
    walk.noStartBefore = q;
    return -1;
}
/** `a` when an anchor's (or an image map area's) tag starts at `p`. */
function anchorTagAt(s, p) {
    return isAnchorAt(s, p) ? 'a' : undefined;
}
/**
 * Reads pages one after the other. Where a page repeats a region of the page before byte for
 * byte, that page's findings in the region are taken over instead of scanning it again.
 *
 * Why that gives exactly what a scan gives: a region [a, c) is taken over only when
 * - it follows a `>` that is not quoted on either page (so every match window inside it starts
 *   inside it: a window reaches back to the last such `>` before the attribute, and whether a
 *   `>` in the region is quoted is read from the region's bytes, or from that first `>`'s being
 *   no quoted one) and ends after such a `>`;
 * - in the page before, both ends were clean (no `=` before them was read past them, see
 *   page-record.ts), so every `=` in the region was decided by the region's bytes alone;
 * - here, every `=` before `a` has been scanned and no match ends past `a`, so both walks enter
 *   the region as they entered it there (a match inside cannot start before `a` either way).
 * After it, both walks continue from its last matches, and the last `>` is `c - 1`.
 */
class PageScanner {
    // This page's findings as they are made, and the page before's (swapped after each page).
    current = new PageRecord();
    before = new PageRecord();
    /** Bytes of the pages so far taken over from the page before instead of scanned. */
    repeatedBytes = 0;
    // One set of walks and searchers for all pages, reset for each. Made afresh per page, they
    // were all dead at every full collection the garbage budget asks for between chunks, and V8
    // threw its optimised code for `scan`, `startFor` and `NextOf.at` away each time, since that
    // code refers weakly to what it was made for (Rust docs: 27 times each, about 0.8 s of CPU in
    // 5 s; optimised-scanner.test.ts).
    loads = {
        lastIndex: 0,
        noStartBefore: 0,
        lessThan: new NextOf(LT),
        isStart: loadingTagAt,
        tag: ''
    };
    links = {
        lastIndex: 0,
        noStartBefore: 0,
        lessThan: new NextOf(LT),
        isStart: anchorTagAt,
        tag: ''
    };
    element = new MovingElementView();
    greaterThan = new NextOf(GT);
    /** The last `<` before a `>` far from any tag, asked at rising positions (quotingTag). */
    lastLessThan = new LastOf(LT);
    doubleQuote = new NextOf(DQUOTE);
    singleQuote = new NextOf(SQUOTE);
    planner = new RepeatedRegionPlanner();
    /**
     * Whether the page being scanned has shown, so far, a sign of markup in a script's text: an
     * anchor whose tag follows a quote (markup in a script's string, most likely), or a script the
     * browser does not run (a template: script-blocks.ts). Asked as its loads and anchors are
     * reported (html-comments.ts, addRawText).
     */
    get scriptMarkupSeen() {
        return this.current.scriptMarkup.length > 0;
    }
    /**
     * Pages from now on are read in the legacy encoding `decoder` (undefined: UTF-8). A change
     * forgets the page before: what was decoded there in another encoding is not taken over.
     */
    readAs(decoder) {
        if (decoder === this.element.decoder)
            return;
        this.element.decoder = decoder;
        this.before.reset();
    }
    /** Reports every reference of the page in `bytes`: all loads in order, then all anchors. */
    scan(bytes, visit) {
        const s = bytes;
        const record = this.current;
        const before = this.before;
        record.reset();
        const element = this.element;
        element.bytes = bytes;
        const { starts, ends, origins } = record;
        const { loads, links, greaterThan, lastLessThan, doubleQuote, singleQuote, planner } = this;
        restart(loads, s);
        restart(links, s);
        greaterThan.reset(s);
        lastLessThan.reset(s);
        doubleQuote.reset(s);
        singleQuote.reset(s);
        // The last `>` before the previous attribute, and that attribute's space.
        let lastGt = -1;
        let previousQ = 0;
        // A region to take over from the page before: here [regionFrom, regionTo), there shifted
        // back by regionShift; regionFrom is -1 when none is planned. `expect` is the page before's
        // anchor that the next anchor found here is first compared with.
        let regionFrom = -1;
        let regionTo = 0;
        let regionShift = 0;
        let expect = 0;
        for (let e = indexOfByte(s, EQUALS, 1); e >= 0; e = indexOfByte(s, EQUALS, e + 1)) {
            if (regionFrom >= 0 && e >= regionFrom) {
                const from = regionFrom;
                regionFrom = -1;
                if (e < regionTo && loads.lastIndex <= from && links.lastIndex <= from) {
                    const shift = regionShift;
                    this.repeatedBytes += regionTo - from;
                    const lo = from - shift;
                    const hi = regionTo - shift;
                    // Its signs of markup in a script first: a template's loads are reported as text.
                    const signs = before.scriptMarkup;
                    for (let y = firstAtLeast(signs, lo); y < signs.length && signs.get(y) < hi; y++) {
                        record.scriptMarkup.push(signs.get(y) + shift);
                    }
                    // The page before's loads, then anchors, in the region: as found there, moved.
                    for (let x = firstAtLeast(before.loadStarts, lo); x < before.loadStarts.length; x++) {
                        const valueStart = before.loadStarts.get(x);
                        if (valueStart >= hi)
                            break;
                        const kept = before.loads[x];
                        const at = valueStart + shift;
                        element.moveTo(at + kept.elementFrom);
                        visit.load(kept.tag, kept.attr, kept.value, element, at);
                        record.load(at, before.loadEnds.get(x) + shift, kept);
                        loads.lastIndex = before.loadEnds.get(x) + shift;
                    }
                    let x = firstAtLeast(before.starts, lo);
                    for (; x < before.starts.length && before.starts.get(x) < hi; x++) {
                        starts.push(before.starts.get(x) + shift);
                        ends.push(before.ends.get(x) + shift);
                        origins.push(x);
                        links.lastIndex = before.ends.get(x) + 1 + shift;
                    }
                    expect = x;
                    record.copySpans(before, lo, hi, shift);
                    lastGt = regionTo - 1;
                    previousQ = regionTo - 1;
                    e = regionTo - 1;
                    continue;
                }
            }
            // `\s(name)\s*=`: back over spaces to the name, then the space before it.
            const j = beforeSpaces(s, e - 1);
            if (j < 0)
                continue;
            const attr = attributeEndingAt(s, j);
            if (attr === undefined) {
                // A `<script type=…>` the browser does not run: its text is a template's markup.
                if ((s[j] | 0x20) === LOWER_E) {
                    const reach = dataBlockTypeAt(s, j, e);
                    if (reach >= 0) {
                        record.span(e, reach);
                        record.scriptMarkup.push(e);
                    }
                }
                continue;
            }
            const nameStart = j - attr.length;
            if (nameStart < 0)
                continue;
            // Parted from what comes before by a space, a `/` or the closing quote of a value.
            let spaceWidth = spaceEndingAt(s, nameStart);
            if (spaceWidth === 0)
                spaceWidth = separatorEndingAt(s, nameStart);
            if (spaceWidth === 0)
                continue;
            const q = nameStart - spaceWidth + 1;
            // `=\s*` then a quoted value that is closed somewhere, or an unquoted one.
            let k = e + 1;
            for (let w = spaceAt(s, k); w > 0; w = spaceAt(s, k))
                k += w;
            const quote = s[k];
            // The value is [valueStart, valueEnd); the match ends at `matchEnd`; the next match of
            // either walk may start from `valueEnd + 1` (a closing quote, or the byte that ended an
            // unquoted value, which is no `<`: from there or from the byte after, the same matches).
            let valueStart;
            let valueEnd;
            let matchEnd;
            if (quote === DQUOTE || quote === SQUOTE) {
                const close = (quote === DQUOTE ? doubleQuote : singleQuote).at(k + 1);
                record.span(e, close < 0 ? s.length : close);
                if (close < 0)
                    continue;
                valueStart = k + 1;
                valueEnd = close;
                matchEnd = close + 1;
            }
            else {
                // Unquoted (minifiers write `<a href=/docs/>`): up to ASCII whitespace or `>`. Not one
                // that opens with a backslash: `href=\"…\"` is markup in a script's string (rustdoc's
                // JSON of notable traits on every page), which the browser never reads as a link.
                const t = quote === BACKSLASH ? k : unquotedEnd(s, k);
                // spaceAt may have looked at the two bytes after k; the loop looked at t.
                record.span(e, Math.max(k + 2, t));
                if (t === k)
                    continue;
                valueStart = k;
                valueEnd = t;
                matchEnd = t;
            }
            const end = valueEnd + 1;
            // `[^>]*?` between the tag's name and `q`: the start lies after the last `>` before q that
            // is not quoted (a `>` in `title="A > B"` ends no tag).
            const nextGt = greaterThan.at(previousQ);
            if (nextGt >= 0 && nextGt < q) {
                let g = lastBefore(s, GT, q);
                while (g > lastGt) {
                    const lt = quotingTag(s, g, lastLessThan);
                    if (lt < 0)
                        break;
                    g = lastBefore(s, GT, lt);
                }
                if (g > lastGt)
                    lastGt = g;
            }
            previousQ = q;
            const windowStart = lastGt + 1;
            // Most tags follow the `>` of the one before: a `<` right there, and none after it before
            // q, is the only possible start for both walks (two searches fewer per attribute).
            const only = s[windowStart] === LT && lastBefore(s, LT, q) === windowStart ? windowStart : -1;
            if (q >= loads.lastIndex) {
                const start = startFor(s, loads, Math.max(loads.lastIndex, windowStart), q, only);
                if (start >= 0) {
                    loads.lastIndex = end;
                    const value = valueText(attr, bytes, valueStart, valueEnd, element.decoder);
                    // Its end found, and its text decoded, only when asked for (a `<link>`'s `rel`), not
                    // for every script and image.
                    element.moveTo(start);
                    visit.load(loads.tag, attr, value, element, valueStart);
                    record.load(valueStart, end, {
                        tag: loads.tag,
                        attr,
                        value,
                        elementFrom: start - valueStart
                    });
                }
            }
            if (attr === 'href' && q >= links.lastIndex) {
                const start = startFor(s, links, Math.max(links.lastIndex, windowStart), q, only);
                if (start >= 0) {
                    links.lastIndex = end;
                    starts.push(valueStart);
                    ends.push(valueEnd);
                    origins.push(-1);
                    if (quoteBefore(s, start, filledIn(s, valueStart, valueEnd))) {
                        record.scriptMarkup.push(valueStart);
                    }
                    if (regionFrom < 0 && before.usable) {
                        const found = planner.plan(s, before, valueStart, valueEnd, greaterThan.at(matchEnd), expect);
                        if (planner.counterpart >= 0) {
                            origins.set(origins.length - 1, planner.counterpart);
                            expect = planner.counterpart + 1;
                        }
                        if (found) {
                            regionFrom = planner.from;
                            regionTo = planner.to;
                            regionShift = planner.shift;
                        }
                    }
                }
            }
        }
        visit.anchors(bytes, starts, ends, origins);
        record.keep(bytes);
        this.current = before;
        this.before = record;
    }
}

;// CONCATENATED MODULE: ./src/archive/target-hash.ts
// The two hashes by which the link report knows a bundle path without keeping it as a string
// (target-table.ts holds them): FNV-1a and a multiply-rotate hash over the path's units, with its
// length mixed in at the end. Both are worked out unit by unit, so a link's target is hashed
// where its parts lie, the page's folder (a string) then the link's bytes in the page, and the
// forms a static host also answers a link with (`.html` or `/index.html` added) are the same
// state carried on: no string is made for a link, whether its target is there or not.

const B_SEED = 0x2f0b3c51;
const B_MULTIPLIER = 0x9e3779b1;
/** A hash in progress: the path's units so far. */
class TargetHasher {
    a = FNV_OFFSET_BASIS;
    b = B_SEED;
    /** Units hashed so far. */
    n = 0;
    reset() {
        this.a = FNV_OFFSET_BASIS;
        this.b = B_SEED;
        this.n = 0;
        return this;
    }
    /** Carries on from another hasher's state. */
    copy(from) {
        this.a = from.a;
        this.b = from.b;
        this.n = from.n;
        return this;
    }
    unit(c) {
        this.a = Math.imul(this.a ^ c, FNV_PRIME);
        const b = Math.imul(this.b + c, B_MULTIPLIER);
        this.b = b ^ (b >>> 15);
        this.n += 1;
        return this;
    }
    /** The units of `text.slice(from, to)`. */
    units(text, from = 0, to = text.length) {
        let a = this.a;
        let b = this.b;
        for (let i = from; i < to; i++) {
            const c = text.charCodeAt(i);
            a = Math.imul(a ^ c, FNV_PRIME);
            b = Math.imul(b + c, B_MULTIPLIER);
            b ^= b >>> 15;
        }
        this.a = a;
        this.b = b;
        this.n += to - from;
        return this;
    }
    /**
     * The bytes `bytes[from, to)`, each a unit (a plain path's bytes are its units). The loop is
     * `units`' again on purpose: every link of every page goes through one of the two, and each
     * stays specialised to one kind of input.
     */
    bytes(bytes, from, to) {
        let a = this.a;
        let b = this.b;
        for (let i = from; i < to; i++) {
            const c = bytes[i];
            a = Math.imul(a ^ c, FNV_PRIME);
            b = Math.imul(b + c, B_MULTIPLIER);
            b ^= b >>> 15;
        }
        this.a = a;
        this.b = b;
        this.n += to - from;
        return this;
    }
    /** The first hash of the units so far. */
    hashA() {
        return this.a | 0;
    }
    /** The second hash of the units so far (their count mixed in). */
    hashB() {
        let h = Math.imul(this.b ^ this.n, 0x85ebca6b);
        h ^= h >>> 13;
        return h | 0;
    }
}
const scratch = new TargetHasher();
/** The first hash of a whole path. */
function targetHashA(path) {
    return scratch.reset().units(path).hashA();
}
/** The second hash of a whole path. */
function targetHashB(path) {
    return scratch.reset().units(path).hashB();
}

;// CONCATENATED MODULE: ./src/archive/path-set.ts
// A set of bundle paths known by their two hashes (target-hash.ts), with nothing kept beside
// them: the paths the archive has listed (served-paths.ts), one per file, so the set grows with
// the archive's file count. TargetTable keeps a count with each path and marks an empty slot by
// it; for a set of a file per slot that was a third of its bytes. Here an empty slot is the pair
// (0, 0), and a path hashed to it is held as (0, 1): two distinct paths are taken for one when
// both hashes agree (about 2^-64 a pair), and that one pair more is no measurable addition.
// Measured on 420,000 files (20,000 pages and 400,000 small images): 12 MiB of slots, 8 here.

/** Slots the set starts with; it doubles while more than half full. */
const path_set_FIRST_SLOTS = 4096;
class PathSet {
    a = new Int32Array(path_set_FIRST_SLOTS);
    b = new Int32Array(path_set_FIRST_SLOTS);
    mask = path_set_FIRST_SLOTS - 1;
    /** Paths held. */
    size = 0;
    /** Whether the path (a, b) is held. */
    has(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        for (let slot = a & this.mask;; slot = (slot + 1) & this.mask) {
            const heldA = this.a[slot];
            const heldB = this.b[slot];
            if (heldA === a && heldB === b)
                return true;
            if (heldA === 0 && heldB === 0)
                return false;
        }
    }
    /** Holds the path (a, b); nothing changes when it is held already. */
    add(a, b) {
        if (a === 0 && b === 0)
            b = 1;
        if ((this.size + 1) * 2 > this.a.length)
            this.grow();
        if (this.place(this.a, this.b, a, b))
            this.size += 1;
    }
    /** The bytes of the set's typed arrays (external memory, live while the set is). */
    get bytes() {
        return this.a.byteLength + this.b.byteLength;
    }
    clear() {
        this.a = new Int32Array(path_set_FIRST_SLOTS);
        this.b = new Int32Array(path_set_FIRST_SLOTS);
        this.mask = path_set_FIRST_SLOTS - 1;
        this.size = 0;
    }
    /** Puts (a, b) into the arrays by linear probing; false when it was there. */
    place(into, intoB, a, b) {
        const mask = into.length - 1;
        for (let slot = a & mask;; slot = (slot + 1) & mask) {
            const heldA = into[slot];
            const heldB = intoB[slot];
            if (heldA === a && heldB === b)
                return false;
            if (heldA === 0 && heldB === 0) {
                into[slot] = a;
                intoB[slot] = b;
                return true;
            }
        }
    }
    grow() {
        const { a, b } = this;
        const slots = a.length * 2;
        this.a = new Int32Array(slots);
        this.b = new Int32Array(slots);
        this.mask = slots - 1;
        for (let i = 0; i < a.length; i++) {
            if (a[i] !== 0 || b[i] !== 0)
                this.place(this.a, this.b, a[i], b[i]);
        }
        freeNow(a);
        freeNow(b);
    }
}

;// CONCATENATED MODULE: ./src/archive/served-paths.ts
// The files and links the archive has listed so far, known by their hashes (path-set.ts),
// and the rule of a static host for which link targets a file answers: the path itself, its
// folder through `index.html` (the bundle's root `.` through the root's), and the page without
// `.html`. The link report asks whether a target is answered with the target hashed where its
// parts lie (target-hash.ts), so a link costs no string whether its target is there or not.


const INDEX = '/index.html';
const HTML = '.html';
/** The link target that is the bundle's root, as link-resolution.ts writes it. */
const ROOT = new TargetHasher().units('.');
const ROOT_INDEX_A = targetHashA('index.html');
const ROOT_INDEX_B = targetHashB('index.html');
class ServedPaths {
    table = new PathSet();
    probe = new TargetHasher();
    /** The table's typed arrays (external memory, live for the whole pass). */
    get bytes() {
        return this.table.bytes;
    }
    /**
     * A file or link of the archive at this bundle path. `answered`, when given, is told the
     * hashes of every link target the path answers (see `answers`).
     */
    add(path, answered) {
        const probe = this.probe.reset().units(path);
        const a = probe.hashA();
        const b = probe.hashB();
        this.table.add(a, b);
        if (answered === undefined)
            return;
        answered(a, b);
        if (path === 'index.html')
            answered(ROOT.hashA(), ROOT.hashB());
        else if (path.endsWith(INDEX)) {
            probe.reset().units(path, 0, path.length - INDEX.length);
            answered(probe.hashA(), probe.hashB());
        }
        if (path.endsWith(HTML)) {
            probe.reset().units(path, 0, path.length - HTML.length);
            answered(probe.hashA(), probe.hashB());
        }
    }
    /**
     * Whether a link to the target hashed in `target` works on a static host with the paths
     * listed so far: the file itself, the folder's `index.html`, or the page with `.html` added
     * answers it. `target` is left as it was.
     */
    answers(target) {
        if (target.n === ROOT.n && target.a === ROOT.a && target.b === ROOT.b) {
            return this.table.has(ROOT_INDEX_A, ROOT_INDEX_B);
        }
        if (this.table.has(target.hashA(), target.hashB()))
            return true;
        const probe = this.probe.copy(target).units(INDEX);
        if (this.table.has(probe.hashA(), probe.hashB()))
            return true;
        probe.copy(target).units(HTML);
        return this.table.has(probe.hashA(), probe.hashB());
    }
    clear() {
        this.table.clear();
    }
}

;// CONCATENATED MODULE: ./src/archive/srcset.ts
// The URLs of a `srcset` (`<img srcset>`, `<source srcset>`), split as the HTML standard's
// parsing algorithm splits them: a URL runs to the next whitespace, and only then does a comma
// end its candidate (outside the parentheses a descriptor may hold). Cut at every comma instead,
// a data: URL (`data:image/gif;base64,R0lGOD… 1w`, a placeholder some themes put in `<source>`)
// was read as a data: URL and a relative link to a file named after its base64, reported broken,
// and a CDN URL with commas in its path (`…/w_300,h_200/a.jpg`) as several.
/** ASCII whitespace as HTML means it. */
function isSpace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
const COMMA = 0x2c;
function srcsetUrls(value) {
    const urls = [];
    const n = value.length;
    let i = 0;
    for (;;) {
        while (i < n && (isSpace(value.charCodeAt(i)) || value.charCodeAt(i) === COMMA))
            i++;
        if (i >= n)
            return urls;
        const start = i;
        while (i < n && !isSpace(value.charCodeAt(i)))
            i++;
        let end = i;
        if (value.charCodeAt(end - 1) === COMMA) {
            // A URL ending in commas has no descriptors: the commas end its candidate.
            while (end > start && value.charCodeAt(end - 1) === COMMA)
                end--;
        }
        else {
            // Its descriptors run to the next comma outside parentheses.
            let depth = 0;
            for (; i < n; i++) {
                const c = value.charCodeAt(i);
                if (c === 0x28)
                    depth++;
                else if (c === 0x29)
                    depth = Math.max(depth - 1, 0);
                else if (c === COMMA && depth === 0)
                    break;
            }
        }
        if (end > start)
            urls.push(value.slice(start, end));
    }
}

;// CONCATENATED MODULE: ./src/archive/css-tokens.ts
// CSS read as its tokenizer reads it (CSS Syntax Level 3), as far as the readers of the bundle's
// stylesheets need: whitespace and comments passed over, strings and names with their escapes
// undone, and where an at-rule ends. Shared by stylesheet-urls.ts and font-face-sources.ts.
const css_tokens_isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isHex = (c) => /^[0-9a-f]$/i.test(c);
const isNameChar = (c) => /^[\w-]$/.test(c) || c > '\u007f';
/** A CSS escape at `text[i]` (a backslash): the character it stands for and where it ends. */
function css_tokens_escape(text, i) {
    let j = i + 1;
    if (j >= text.length)
        return { char: '\ufffd', end: j };
    if (!isHex(text[j]))
        return { char: text[j], end: j + 1 };
    let hex = '';
    while (j < text.length && hex.length < 6 && isHex(text[j]))
        hex += text[j++];
    if (j < text.length && css_tokens_isSpace(text[j]))
        j++;
    const code = parseInt(hex, 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return { char: valid ? String.fromCodePoint(code) : '\ufffd', end: j };
}
/** A string token from its opening quote at `i`: its value and where it ends. */
function stringAt(text, i) {
    const quote = text[i];
    // The value is put together a run between escapes at a time, not a character at a time: a
    // string of a few hundred KiB (a font embedded as a data: URL) made a rope of as many pieces,
    // about 32 bytes each, held until the URL was judged.
    let value = '';
    let from = i + 1;
    let j = i + 1;
    while (j < text.length) {
        const c = text[j];
        if (c === quote)
            return { value: value + text.slice(from, j), end: j + 1 };
        // A newline ends a string as a bad string, which loads nothing.
        if (c === '\n' || c === '\r' || c === '\f')
            return { value: '', end: j };
        if (c === '\\') {
            value += text.slice(from, j);
            if (text[j + 1] === '\n')
                j += 2;
            else {
                const e = css_tokens_escape(text, j);
                value += e.char;
                j = e.end;
            }
            from = j;
            continue;
        }
        j++;
    }
    return { value: value + text.slice(from, j), end: j };
}
/** Past whitespace and comments from `i`. */
function skipBlank(text, i) {
    for (;;) {
        while (i < text.length && css_tokens_isSpace(text[i]))
            i++;
        if (text[i] !== '/' || text[i + 1] !== '*')
            return i;
        const close = text.indexOf('*/', i + 2);
        if (close < 0)
            return text.length;
        i = close + 2;
    }
}
/** A name (an ident's characters, escapes undone) from `i`, lower-cased; empty when none. */
function nameAt(text, i) {
    let name = '';
    let j = i;
    while (j < text.length) {
        const c = text[j];
        if (c === '\\' && text[j + 1] !== '\n') {
            const e = css_tokens_escape(text, j);
            name += e.char;
            j = e.end;
        }
        else if (isNameChar(c)) {
            name += c;
            j++;
        }
        else
            break;
    }
    return { name: name.toLowerCase(), end: j };
}
/**
 * Where the at-rule whose prelude goes on at `i` ends, and how: at its `;` (a statement such as
 * `@layer a, b;` or `@import "x";`), past the `}` of its block, at a `}` that closes the block
 * it stands in (left for the caller), or at the text's end. Strings, comments, `(…)` and `[…]`
 * are passed over whole, as the tokenizer consumes them: a `;` or `{` inside them ends nothing.
 */
function atRuleEnd(text, i) {
    let nested = 0;
    for (let j = skipBlank(text, i); j < text.length; j = skipBlank(text, j)) {
        const past = pastStringOrEscape(text, j);
        if (past > j) {
            j = past;
            continue;
        }
        const c = text[j];
        if (c === '(' || c === '[')
            nested++;
        else if ((c === ')' || c === ']') && nested > 0)
            nested--;
        else if (nested === 0 && c === ';')
            return { end: j + 1, block: false };
        else if (nested === 0 && c === '}')
            return { end: j, block: false };
        else if (nested === 0 && c === '{')
            return { end: blockEnd(text, j), block: true };
        j++;
    }
    return { end: text.length, block: false };
}
/** Past the `}` that closes the block opened at `open` (its `{`), or the text's end. */
function blockEnd(text, open) {
    let depth = 0;
    for (let j = open; j < text.length; j = skipBlank(text, j)) {
        const past = pastStringOrEscape(text, j);
        if (past > j) {
            j = past;
            continue;
        }
        const c = text[j];
        if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return j + 1;
        j++;
    }
    return text.length;
}
/** Past the string or escape that starts at `j`, or `j` itself when neither does. */
function pastStringOrEscape(text, j) {
    const c = text[j];
    if (c === '"' || c === "'")
        return stringAt(text, j).end;
    if (c === '\\')
        return css_tokens_escape(text, j).end;
    return j;
}

;// CONCATENATED MODULE: ./src/archive/font-face-sources.ts
// Which URLs of an `@font-face` block the browser fetches: the entries of the block's last `src`
// that Chromium can use (stylesheet-urls.ts hands the block's URLs here as it reads them).

/**
 * Font formats and technologies of an `@font-face` `src` entry (`url(…) format(…) tech(…)`) as
 * Chromium reads them: an entry naming any other, or with anything else after its URL, is
 * skipped and its font never fetched. Dokka's theme loads JetBrains Sans from a CDN with
 * `format('woff2 supports variations')` ahead of the same font as `format('woff2-variations')`,
 * and the "bulletproof" pattern adds `format('embedded-opentype')` and `format('svg')` entries;
 * counted, each was a load from another origin that no page makes. Keywords and strings alike,
 * in any case; the `-variations` names as strings only.
 */
const FONT_FORMATS = new Set(['woff', 'woff2', 'truetype', 'opentype', 'collection']);
const FONT_FORMAT_STRINGS = new Set([
    ...FONT_FORMATS,
    'woff-variations',
    'woff2-variations',
    'truetype-variations',
    'opentype-variations'
]);
const FONT_TECHS = new Set([
    'variations',
    'palettes',
    'color-colrv0',
    'color-colrv1',
    'color-sbix',
    'color-cbdt',
    'features-opentype',
    'features-aat'
]);
/**
 * Whether what follows a URL at `i` skips its font: a `format()` or `tech()` Chromium does not
 * fetch (see FONT_FORMATS), or either followed by anything but the entry's end. A URL followed by
 * neither is kept whatever follows (`background: url(…) no-repeat`).
 */
function skippedFont(text, i) {
    let j = skipBlank(text, i);
    let hinted = false;
    let f = nameAt(text, j);
    if (f.name === 'format' && text[f.end] === '(') {
        hinted = true;
        j = skipBlank(text, f.end + 1);
        const quoted = text[j] === '"' || text[j] === "'";
        let format;
        if (quoted) {
            const string = stringAt(text, j);
            format = string.value.toLowerCase();
            j = string.end;
        }
        else {
            const name = nameAt(text, j);
            format = name.name;
            j = name.end;
        }
        if (!(quoted ? FONT_FORMAT_STRINGS : FONT_FORMATS).has(format))
            return true;
        j = skipBlank(text, j);
        if (text[j] !== ')')
            return true;
        j = skipBlank(text, j + 1);
        f = nameAt(text, j);
    }
    if (f.name === 'tech' && text[f.end] === '(') {
        hinted = true;
        j = f.end;
        do {
            const t = nameAt(text, skipBlank(text, j + 1));
            if (!FONT_TECHS.has(t.name))
                return true;
            j = skipBlank(text, t.end);
        } while (text[j] === ',');
        if (text[j] !== ')')
            return true;
        j = skipBlank(text, j + 1);
    }
    return hinted && j < text.length && text[j] !== ',' && text[j] !== ';' && text[j] !== '}';
}
/** The most URLs of one `@font-face` block held back; past that they are handed on as read. */
const MAX_HELD_SOURCES = 64;
/**
 * The URLs of an `@font-face` block's `src` declarations, held until the block ends: Chromium
 * fetches from the block's last `src` that has an entry it fetches, and ignores the ones before
 * (the bulletproof pattern's `src: url(x.eot);` ahead of the full list).
 */
class FontFaceSources {
    /** An `@font-face` was read and its block has not opened yet. */
    pending = false;
    /** Within the block: at a declaration's start, and whether the declaration is `src`. */
    inBlock = false;
    atDeclaration = false;
    inSrc = false;
    current = [];
    kept = [];
    /** An `@font-face` was read: the next `{` opens its block. */
    open() {
        this.pending = true;
    }
    /**
     * Reads the character at `i` (no comment, string, space or `url(`) for the block's shape: its
     * opening, a declaration's name, a declaration's or the block's end. Answers where reading
     * goes on.
     */
    read(text, i, found) {
        const c = text[i];
        if (c === '{' && this.pending) {
            this.pending = false;
            this.inBlock = true;
            this.atDeclaration = true;
        }
        else if (this.inBlock && c === ';') {
            this.endDeclaration();
        }
        else if (this.inBlock && c === '}') {
            this.endBlock(found);
        }
        else if (this.inBlock && this.atDeclaration && isNameChar(c)) {
            // A declaration's name: `src` when a `:` follows it.
            const name = nameAt(text, i);
            this.inSrc = name.name === 'src' && text[skipBlank(text, name.end)] === ':';
            this.atDeclaration = false;
            return name.end;
        }
        return i + 1;
    }
    /** Whether a URL read now is held (an entry of a `src` in a block) rather than handed on. */
    holds(url) {
        if (!this.inBlock || !this.inSrc || this.current.length >= MAX_HELD_SOURCES)
            return false;
        this.current.push(url);
        return true;
    }
    /** A declaration ended: a `src` with an entry replaces the ones before. */
    endDeclaration() {
        if (this.inSrc && this.current.length > 0)
            this.kept = this.current;
        this.current = [];
        this.inSrc = false;
        this.atDeclaration = true;
    }
    /** The sheet ended: a block left open ends with it. */
    finish(found) {
        if (this.inBlock)
            this.endBlock(found);
    }
    /** The block ended: what its last `src` loads is handed on. */
    endBlock(found) {
        this.endDeclaration();
        for (const url of this.kept)
            found('css url', url);
        this.kept = [];
        this.inBlock = false;
    }
}

;// CONCATENATED MODULE: ./src/archive/stylesheet-urls.ts
// The URLs a stylesheet (`.css` file of the bundle) makes the browser fetch: `@import "…"` and
// every `url(…)` (fonts, backgrounds, `@import url(…)`), read as CSS tokenizes them: nothing in a
// comment or inside a string, quotes and escapes undone. A theme that takes its fonts or icons
// from a CDN (`@import "https://fonts.bunny.net/css?…"`, Font Awesome's kit) loads them on every
// page, and a reader of an air-gapped site gets none; the link report counts them as loads from
// other origins, which they are. Which stylesheets a page applies is not followed: every
// stylesheet of the bundle is read.



/** The URLs of a stylesheet's text, in order. */
function stylesheetUrls(text) {
    const urls = [];
    eachStylesheetUrl(text, (via, url) => urls.push({ via, url }));
    return urls;
}
/**
 * Hands each URL of a stylesheet's text to `found`, in order, as it is read. A stylesheet may be
 * as large as the scan limit (4 MiB) and a URL as short as `url(a)`: 700,000 of them, which as
 * an array of objects held tens of MiB at once for a verdict taken URL by URL.
 *
 * An `@import` loads only where CSS allows one: at the sheet's top level, before every rule but
 * `@charset`, `@layer` statements and other imports. Anywhere else the browser drops it whole
 * and fetches nothing: markdown-exec's stylesheet (MkDocs) writes
 * `html[data-theme="light"] { @import "https://cdn.jsdelivr.net/…/tomorrow.css" }`, which
 * Chromium neither keeps (the rule's style has no import) nor requests.
 */
function eachStylesheetUrl(text, found) {
    const n = text.length;
    let i = 0;
    // Whether the last token was `@import` (then a string names the stylesheet it loads).
    let importing = false;
    // Blocks open here; whether a rule of the top level may start here (at the sheet's start, after
    // a `;` or a block there), and whether an `@import` still may.
    let depth = 0;
    let ruleStart = true;
    let importsOpen = true;
    const fonts = new FontFaceSources();
    // What is handed on: a data: URL loads nothing (isDataUrl), and a URL is a copy, not a cut of
    // the sheet's text that would keep all of it alive wherever the URL is kept.
    const hand = (via, url) => {
        if (!isDataUrl(url))
            found(via, own(url));
    };
    const emit = (via, url) => {
        if (!fonts.holds(url))
            hand(via, url);
    };
    while (i < n) {
        // Comments and whitespace are passed over; an `@import` still waits for what it loads.
        const past = skipBlank(text, i);
        if (past > i) {
            i = past;
            continue;
        }
        const c = text[i];
        const atStart = ruleStart && depth === 0;
        if (atStart) {
            // The `<!--` and `-->` around a `<style>`'s text are passed over at the top level.
            if (text.startsWith('<!--', i) || text.startsWith('-->', i)) {
                i += text[i] === '<' ? 4 : 3;
                continue;
            }
            ruleStart = false;
            if (c !== '@')
                importsOpen = false;
            else {
                const rule = nameAt(text, i + 1);
                if (rule.name === 'layer')
                    importsOpen &&= !atRuleEnd(text, rule.end).block;
                else if (rule.name !== 'import' && rule.name !== 'charset')
                    importsOpen = false;
            }
        }
        if (c === '"' || c === "'") {
            const s = stringAt(text, i);
            if (importing && s.value !== '')
                hand('css @import', s.value);
            importing = false;
            i = s.end;
            continue;
        }
        if (c === '@' && /^@import(?![\w-])/i.test(text.slice(i, i + 8))) {
            if (atStart && importsOpen) {
                importing = true;
                i += 7;
                continue;
            }
            // Out of place: the whole at-rule is dropped, its `url(…)` with it.
            i = atRuleEnd(text, i + 7).end;
            if (depth === 0)
                ruleStart = true;
            continue;
        }
        if (c === '@' && /^@font-face(?![\w-])/i.test(text.slice(i, i + 11))) {
            fonts.open();
            i += 10;
            continue;
        }
        if ((c === 'u' || c === 'U') &&
            /^url\(/i.test(text.slice(i, i + 4)) &&
            (i === 0 || !isNameChar(text[i - 1]))) {
            const via = importing ? 'css @import' : 'css url';
            importing = false;
            let j = i + 4;
            while (j < n && css_tokens_isSpace(text[j]))
                j++;
            if (text[j] === '"' || text[j] === "'") {
                // `url("…")` is a function whose argument is a string.
                const s = stringAt(text, j);
                let end = skipBlank(text, s.end);
                end = text[end] === ')' ? end + 1 : end;
                if (s.value !== '' && !skippedFont(text, end))
                    emit(via, s.value);
                i = s.end;
                continue;
            }
            // An unquoted URL runs to `)` or whitespace; quotes or `(` in it make it a bad URL. Put
            // together a run between escapes at a time (stringAt says why).
            let value = '';
            let bad = false;
            let from = j;
            for (; j < n; j++) {
                const d = text[j];
                if (d === ')' || css_tokens_isSpace(d))
                    break;
                if (d === '"' || d === "'" || d === '(')
                    bad = true;
                if (d === '\\') {
                    const e = css_tokens_escape(text, j);
                    value += text.slice(from, j) + e.char;
                    from = e.end;
                    j = e.end - 1;
                }
            }
            value += text.slice(from, j);
            while (j < n && css_tokens_isSpace(text[j]))
                j++;
            if (text[j] !== ')')
                bad = true;
            const close = text.indexOf(')', j);
            i = close < 0 ? n : close + 1;
            if (!bad && value !== '' && !skippedFont(text, i))
                emit(via, value);
            continue;
        }
        if (c === '{')
            depth++;
        else if (c === '}' && depth > 0)
            ruleStart = --depth === 0;
        else if (c === ';' && depth === 0)
            ruleStart = true;
        importing = false;
        i = fonts.read(text, i, hand);
    }
    fonts.finish(hand);
}

;// CONCATENATED MODULE: ./src/archive/inline-styles.ts
// What a page's own styles load: the text of its `<style>` elements (`@import "…"`, fonts and
// backgrounds by `url(…)`) and its `style` attributes (`style="background:url(…)"`), read as a
// stylesheet is read (stylesheet-urls.ts). A theme that imports its fonts from a CDN in a
// `<style>` of every page, or an export whose hero images sit on another host behind a `style`
// attribute (Webflow, landing pages), makes loads a self-hosted copy cannot serve; read only as
// markup, those loads were never seen.
//
// Most pages have no such style, and this runs on every page of the bundle, so the page is first
// searched for `url(` in any case (CSS names are caseless: `URL(` loads too), by its `(`
// (nextUrlOpen), about 0.06 s per GB of pages here, and its head (up to `<body`) for `@import`; a
// page without either is not read further. So a `<style>` in the body whose only load is a
// bare-string `@import "…"` is not read; one holding a `url(` is read whole, its `@import`s with
// it. Around a hit, the markup is read: the hit lies in a `<style>` element's text when a `<style`
// start tag comes before it with no `</style` between, or in a `style` attribute when the last `<`
// before it opens a tag that reaches past it. Tag names are caseless too: pages written in the
// HTML 4 manner (`<STYLE TYPE="text/css">`, older Javadoc and hand-written docs) were not read.
// Each element or attribute is read once, however many hits it holds; hits in comments, and in
// the text of a script or a textarea (html-comments.ts), are passed over.





const PAREN = 0x28;
const L = 0x6c;
const R = 0x72;
const U = 0x75;
const S = 0x73;
const IMPORT = Buffer.from('@import');
/**
 * The name `style` after its `s`, in the two spellings searched for: together they find it as
 * generators write it, `<style`, `<Style` and `<STYLE` (any other mix of cases is not looked for).
 */
const TYLE_LOWER = Buffer.from('tyle');
const TYLE_UPPER = Buffer.from('TYLE');
/**
 * Hands each URL the page's `<style>` elements and `style` attributes load to `found`, in the
 * page's order; `headEnd` is where the page's head ends (page-base.ts), and `hidden` says
 * whether a byte of the page lies where its styles are not read: in a comment, or in the text of
 * an element other than a `<style>` (html-comments.ts, hidesStyles).
 */
function eachInlineStyleUrl(bytes, headEnd, hidden, found, styles = new StyleTexts()) {
    const head = bytes.subarray(0, headEnd);
    let url = nextUrlOpen(bytes, 0);
    let imports = head.indexOf(IMPORT);
    if (url < 0 && imports < 0)
        return;
    const around = new AroundHits(bytes, found, styles);
    while (url >= 0 || imports >= 0) {
        const hit = imports < 0 || (url >= 0 && url < imports) ? url : imports;
        // The byte up to which the page has been read (an element or tag taken whole).
        const readTo = hidden(hit) ? hit + 1 : around.read(hit);
        if (url >= 0 && url < readTo)
            url = nextUrlOpen(bytes, readTo);
        if (imports >= 0 && imports < readTo)
            imports = head.indexOf(IMPORT, readTo);
    }
}
/**
 * Where the first `url(` at or after `from` starts, or -1. Found by its `(`: a native search for
 * `url(` stops at every `u`, common in prose (1.2 million on 2,000 Next.js-style pages), and went
 * over those pages at 5.6 GB/s where a search for `(` goes at 18 GB/s (15 on rustdoc's pages,
 * code and all). Nearby `(`s are looked for here, not natively (indexOfByte).
 */
function nextUrlOpen(bytes, from) {
    for (let p = indexOfByte(bytes, PAREN, from + 3); p >= 0; p = indexOfByte(bytes, PAREN, p + 1)) {
        // `| 0x20` lowers a letter; no other byte becomes l, r or u by it.
        if ((bytes[p - 1] | 0x20) === L &&
            (bytes[p - 2] | 0x20) === R &&
            (bytes[p - 3] | 0x20) === U)
            return p - 3;
    }
    return -1;
}
/** `<style>` texts whose URLs are kept: at most this many URLs a text, */
const KEPT_TEXT_URLS = 1024;
/** of at most this many characters in all (a text's URLs may be long: its own limit is 4 MiB), */
const KEPT_TEXT_URL_CHARS = 256 * 1024;
/** and this many texts. */
const KEPT_TEXTS = 2;
/**
 * The URLs of the last `<style>` texts read, by their bytes' sha256. A site that inlines its
 * stylesheet in every page (Gatsby writes it whole into each page's head) repeats the same text
 * page after page, and reading CSS goes at about 35-150 MB/s here: 250 KB of it on each of
 * 10,000 pages would have cost 17 s. A text is hashed (natively, about 1.5 GB/s) and, when it
 * is one of those kept, its URLs are handed over again. Kept by digest, not by a copy of its
 * bytes, so a text of any size is kept: copies were bounded to 512 KiB, and a page that inlined
 * a 1.9 MB stylesheet was read whole on every page (5 times the cost of its other bytes).
 */
class StyleTexts {
    kept = [];
    /** Hands each URL the `<style>` text `text` loads to `found`. */
    read(text, found) {
        const digest = (0,external_node_crypto_.createHash)('sha256').update(text).digest('base64');
        for (const k of this.kept) {
            if (k.digest !== digest)
                continue;
            for (const [via, url] of k.urls)
                found(via, url);
            return;
        }
        let urls = [];
        let chars = 0;
        eachStylesheetUrl(text.toString('utf8'), (read, url) => {
            const via = read === 'css @import' ? 'style @import' : 'style url';
            found(via, url);
            if (urls === undefined)
                return;
            chars += url.length;
            // eachStylesheetUrl hands over copies, which keep nothing of the text alive.
            if (urls.length < KEPT_TEXT_URLS && chars <= KEPT_TEXT_URL_CHARS)
                urls.push([via, url]);
            else
                urls = undefined;
        });
        if (urls === undefined)
            return;
        this.kept.unshift({ digest, urls });
        if (this.kept.length > KEPT_TEXTS)
            this.kept.pop();
    }
}
/**
 * The last occurrence of a needle before a position, asked for positions that never go back: each
 * occurrence is searched for once, so a page costs one pass however many hits it has (searched
 * backwards from each hit instead, a page of thousands of `style` attributes and no `<style>`
 * went over the page again for every one). An occurrence is reported `lead` bytes before where
 * the needle lies (the tag's `<`, where the needle is the part of its name searched for).
 */
class LastBefore {
    bytes;
    needle;
    lead;
    accept;
    last = -1;
    next;
    constructor(bytes, needle, lead, accept) {
        this.bytes = bytes;
        this.needle = needle;
        this.lead = lead;
        this.accept = accept;
        this.next = this.find(0);
    }
    before(at) {
        while (this.next >= 0 && this.next < at) {
            this.last = this.next;
            this.next = this.find(this.next + 1);
        }
        return this.last;
    }
    /** The first occurrence at or after the position `before` was last asked about, or -1. */
    get following() {
        return this.next;
    }
    find(from) {
        const { bytes, needle, lead } = this;
        for (let at = bytes.indexOf(needle, from + lead); at >= 0; at = bytes.indexOf(needle, at + 1)) {
            if (this.accept(at - lead))
                return at - lead;
        }
        return -1;
    }
}
/** Where `<style` (or, closing, `</style`) tags start, found by TYLE_LOWER or TYLE_UPPER. */
class StyleTags {
    lower;
    upper;
    constructor(bytes, closing) {
        const lead = closing ? 3 : 2;
        const isTag = (lt) => {
            if (lt < 0 || bytes[lt] !== LT || (bytes[lt + lead - 1] | 0x20) !== S)
                return false;
            if (closing)
                return bytes[lt + 1] === html_bytes_SLASH;
            // The name ends there: `<styles>` is another element.
            return endsTagName(bytes[lt + lead + 4]);
        };
        this.lower = new LastBefore(bytes, TYLE_LOWER, lead, isTag);
        this.upper = new LastBefore(bytes, TYLE_UPPER, lead, isTag);
    }
    /** The last such tag's `<` before `at`, or -1 (positions asked for never go back). */
    before(at) {
        return Math.max(this.lower.before(at), this.upper.before(at));
    }
    /** The first such tag at or after the position `before` was last asked about, or -1. */
    get following() {
        const a = this.lower.following;
        const b = this.upper.following;
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }
}
/** Reads around the hits of a page, in the page's order. */
class AroundHits {
    bytes;
    found;
    styles;
    styleOpen;
    styleClose;
    /** The last `<` before the last hit asked about, and the first after it (-1: none). */
    previousLt = -1;
    nextLt = 0;
    /** The last start tag whose end was asked for, and its end. */
    endOf = -1;
    end = -1;
    constructor(bytes, found, styles) {
        this.bytes = bytes;
        this.found = found;
        this.styles = styles;
        this.styleOpen = new StyleTags(bytes, false);
        this.styleClose = new StyleTags(bytes, true);
    }
    /**
     * Reads the `<style>` element or the tag whose `style` attribute holds the byte at `hit`, and
     * answers the byte after what was read (`hit + 1` when the hit lies in neither).
     */
    read(hit) {
        const { bytes, found } = this;
        const open = this.styleOpen.before(hit);
        if (open >= 0 && this.styleClose.before(hit) < open) {
            const textStart = this.tagEnd(open);
            if (textStart >= 0 && textStart <= hit) {
                // No `</style` lies between the start tag and the hit: the first after the hit ends it.
                const close = this.styleClose.following;
                const textEnd = close < 0 ? bytes.length : close;
                this.styles.read(bytes.subarray(textStart, textEnd), found);
                return textEnd;
            }
        }
        const tag = this.lastLtBefore(hit);
        if (tag < 0 || !isAsciiLetter(bytes[tag + 1]))
            return hit + 1;
        const end = this.tagEnd(tag);
        if (end >= 0 && end <= hit)
            return hit + 1;
        const style = attributeText(bytes, tag, end < 0 ? bytes.length : end, 'style');
        if (style !== undefined) {
            eachStylesheetUrl(decodeCharacterReferences(style), (_, url) => found('style attribute url', url));
        }
        return end < 0 ? bytes.length : end;
    }
    /**
     * The last `<` before `hit`. Searched for only when the first `<` after the last hit asked about
     * lies before this one, so the searches cover the page once, forwards and backwards.
     */
    lastLtBefore(hit) {
        const { bytes } = this;
        if (this.nextLt !== -1 && this.nextLt < hit) {
            this.previousLt = lastBefore(bytes, LT, hit);
            this.nextLt = indexOfByte(bytes, LT, hit + 1);
        }
        return this.previousLt;
    }
    /** The end of the start tag at `lt` (tagEnd), found once per tag. */
    tagEnd(lt) {
        if (lt !== this.endOf)
            [this.endOf, this.end] = [lt, tagEnd(this.bytes, lt)];
        return this.end;
    }
}

;// CONCATENATED MODULE: ./src/archive/anchor-outcomes.ts
/**
 * What a link leads to: no file it is checked against, a path known to be there, a path, or a
 * path read from the bundle's root (a root-absolute link, which the report judges apart).
 */
const NONE = 0;
const FOUND = 1;
const PATH = 2;
const ROOTED = 3;
/** Where each anchor of a page led, by the scanner's index: what the next page takes over. */
class AnchorOutcomes {
    outcomes = new Uint8Array(256);
    a = new Int32Array(256);
    b = new Int32Array(256);
    n = new Int32Array(256);
    /** Room for `count` anchors. */
    reserve(count) {
        if (count > this.outcomes.length)
            this.grow(count - 1);
    }
    /** Anchor i (within what was reserved) led to the target in `target`. */
    set(i, outcome, target) {
        this.outcomes[i] = outcome;
        this.a[i] = target.a;
        this.b[i] = target.b;
        this.n[i] = target.n;
    }
    /** Puts anchor i's target into `target`, and answers its outcome. */
    get(i, target) {
        target.a = this.a[i];
        target.b = this.b[i];
        target.n = this.n[i];
        return this.outcomes[i];
    }
    /** Anchors `to`.. led where `from`.. of `other` did (within what was reserved). */
    copyRun(other, from, to, count) {
        this.outcomes.set(other.outcomes.subarray(from, from + count), to);
        this.a.set(other.a.subarray(from, from + count), to);
        this.b.set(other.b.subarray(from, from + count), to);
        this.n.set(other.n.subarray(from, from + count), to);
    }
    grow(i) {
        const size = Math.max(i + 1, this.outcomes.length * 2);
        const outcomes = new Uint8Array(size);
        outcomes.set(this.outcomes);
        this.outcomes = outcomes;
        for (const name of ['a', 'b', 'n']) {
            const next = new Int32Array(size);
            next.set(this[name]);
            this[name] = next;
        }
    }
}
/**
 * Whether the link whose first byte is `bytes[at]` leads to the same place from every folder: a
 * root-absolute link (`/guide/x`, and `//host/x`, which leaves the bundle), a fragment (`#x`) or
 * a query (`?x`) of the page itself, none of which resolve from the folder. A Next.js export or
 * a Docusaurus site writes its sidebar so and puts many pages in a folder of their own
 * (`guide/x/index.html`), where anchors resolved again page after page.
 */
function leadsAlikeFromAnyFolder(bytes, at) {
    const c = bytes[at];
    // `/`, `#`, `?`
    return c === 0x2f || c === 0x23 || c === 0x3f;
}
/**
 * What a page may take over from the page before: the two pages' outcomes, and whether the
 * page before's anchors still lead where they led. They do from a page of the same folder; from
 * one of another folder, only anchors that lead alike from any folder (above) do. None
 * are taken over where either page has an anchor in a comment (a run of the same bytes may lie
 * in a comment on one page only), after a page with links to the site's own address (counted
 * one by one), or after a page whose anchors were not judged (`forget`).
 */
class AnchorTakeOver {
    /** The page before's outcomes, and this page's as they are set. */
    previous = new AnchorOutcomes();
    current = new AnchorOutcomes();
    /** The page before's folder; undefined when there is nothing to take over. */
    folder;
    commented = false;
    own = false;
    /** This page's: take over any anchor, or only those leading alike from any folder. */
    anyAnchor = false;
    allowed = false;
    /**
     * Starts a page whose links resolve from `folder`, with anchors in comments or not; room is
     * made for `count` outcomes.
     */
    begin(folder, commented, count) {
        this.allowed = this.folder !== undefined && !commented && !this.commented && !this.own;
        this.anyAnchor = this.allowed && this.folder === folder;
        this.commented = commented;
        this.current.reserve(count);
    }
    /** Whether anchor k of this page (its raw bytes from `starts.get(k)`) may be taken over. */
    taken(bytes, starts, k) {
        return this.anyAnchor || (this.allowed && leadsAlikeFromAnyFolder(bytes, starts.get(k)));
    }
    /** The page is done: its outcomes are the next page's to take over. */
    end(folder, ownSeen) {
        this.own = ownSeen;
        const previous = this.previous;
        this.previous = this.current;
        this.current = previous;
        this.folder = folder;
    }
    /** The next page takes nothing over (this one's anchors were not judged, or the pass ended). */
    forget() {
        this.folder = undefined;
    }
}

;// CONCATENATED MODULE: ./src/archive/html-comments.ts
// Where a page's HTML comments lie (and, on a page that writes markup in a script's string, holds
// a template or a frame, or an iframe or a textarea with markup, the text of its text-only
// elements: addRawText): markup inside one is text the browser never acts on. Old themes wrap
// their Internet Explorer shims in conditional comments on every page
// (`<!--[if lt IE 9]><script src="https://oss.maxcdn.com/html5shiv/…"></script><![endif]-->`:
// pkgdown's Bootstrap 3 template, the Read the Docs theme, old MkDocs and Jekyll themes), and
// authors comment out links they retire. Read as markup, each such page reported loads from
// another origin that no browser makes, and links that no reader can follow.
//
// Found over the page's bytes as the HTML tokenizer finds them: `<!--` opens a comment in the
// page's markup, not inside a text-only element such as `<script>` or `<style>` (RAW_TEXT, whose
// text a comment does not open: Javadoc writes `<script><!-- … //--></script>` on every page);
// it ends at `-->` or `--!>`, or at once when `>` or `->` follows `<!--`, or with the page. Those
// elements are found by their tags in any case, as the browser finds them: found in lower case
// only, `<SCRIPT>s = "<!--"</SCRIPT>` opened a comment to the page's end, and every load and link
// after it went unjudged.


/**
 * A comment's opening without its `<`: `<` is in every tag, so a native search for `<!--` stops
 * at each one (six times slower over a page than a search for `!--`, which is rare in HTML).
 */
const BANG_DASHES = Buffer.from('!--');
const CLOSE = Buffer.from('-->');
const CLOSE_BANG = Buffer.from('--!>');
const DASH = 0x2d;
const BANG = 0x21;
class PageComments {
    /** Each comment's first byte and the byte after it, in the page's order. */
    bounds = new IntList(16);
    /** The `<style>` elements' texts among the regions addRawText added, bounded the same way. */
    styleBounds = new IntList(4);
    /** Finds the comments of a page (`bytes`), forgetting the page before's. */
    read(bytes) {
        this.bounds.clear();
        this.styleBounds.clear();
        let from = openingFrom(bytes, 0);
        if (from < 0)
            return;
        // Openings of raw-text elements matter only before the last `<!--`; the next is searched for
        // again only once passed, from where the last search stopped, so the search goes over that
        // part of the page once (most pages have their comments at the top: an IE shim). One pass
        // over its `<`s finds both names in any case, for about what native searches for the two
        // names in lower case cost (and searches for each way of writing them could not be exact).
        const last = lastOpening(bytes);
        // From the page's start: a script before the first `<!--` may hold it in its text (searched
        // from that `<!--` on, `<script>s = "<!--"</script>` at a page's top opened a comment).
        let raw = rawTextFrom(bytes, 0, last);
        for (let open = from; open >= 0; open = from > last ? -1 : openingFrom(bytes, from)) {
            if (raw < open) {
                // The comment's opening lies in that element's text, or after it: go on after its end.
                const name = rawNameAt(bytes, raw + 1);
                const close = closingFrom(bytes, raw + 1 + name.length, name);
                if (close < 0)
                    return;
                from = close + 2;
                raw = rawTextFrom(bytes, from, last);
                continue;
            }
            const end = commentEnd(bytes, open);
            this.bounds.push(open);
            this.bounds.push(end);
            from = end;
            // An opening inside the comment opens nothing.
            if (raw < from)
                raw = rawTextFrom(bytes, from, last);
        }
    }
    /**
     * Adds the text of the page's text-only elements (RAW_TEXT: from the end of the start tag to the
     * end tag), which the parser reads as text, not markup. Every page of a Jupyter Book
     * (sphinx-book-theme) writes its dark logo in a script's string,
     * ``document.write(`<img src="_static/logo.png" …>`)``: read as markup it was a second load of
     * the logo, and `'<a href="…">'` in a script a link no reader sees. A frameset page (Javadoc
     * before JDK 9 opens with one) links its frames' pages again in a `<noframes>` that no reader
     * sees; read as markup, a missing frame was a broken link twice. An editor's demo page holds
     * its sample page in a `<textarea>`, `<script src>` and all. Called only for a page where a tag
     * the scanner found follows a quote, that has a script the browser does not run (a template:
     * script-blocks.ts) or a frame, or an iframe or a textarea that holds markup (textHoldsTag,
     * mayHoldTextarea), so no other page pays the walk over its tags (link-report.ts); an element
     * that begins inside a comment is none.
     */
    addRawText(bytes) {
        const added = [];
        for (let raw = rawTextFrom(bytes, 0, bytes.length); raw < bytes.length;) {
            const name = rawNameAt(bytes, raw + 1);
            const text = tagEnd(bytes, raw);
            if (text < 0)
                break;
            if (this.any && this.holds(raw)) {
                raw = rawTextFrom(bytes, text, bytes.length);
                continue;
            }
            const close = closingFrom(bytes, text, name);
            added.push(text, close < 0 ? bytes.length : close);
            if (name === 'style') {
                this.styleBounds.push(text);
                this.styleBounds.push(close < 0 ? bytes.length : close);
            }
            if (close < 0)
                break;
            raw = rawTextFrom(bytes, close + 2, bytes.length);
        }
        this.merge(added);
    }
    /** Adds regions (starts and ends, in the page's order) to the comments'. */
    merge(added) {
        if (added.length === 0)
            return;
        // Merged with the comments in the page's order; where the two overlap, one region.
        const all = [];
        for (let i = 0; i < this.bounds.length; i += 2) {
            all.push([this.bounds.get(i), this.bounds.get(i + 1)]);
        }
        for (let i = 0; i < added.length; i += 2)
            all.push([added[i], added[i + 1]]);
        all.sort((a, b) => a[0] - b[0]);
        this.bounds.clear();
        for (const [start, end] of all) {
            const n = this.bounds.length;
            if (n > 0 && start <= this.bounds.get(n - 1)) {
                this.bounds.set(n - 1, Math.max(end, this.bounds.get(n - 1)));
            }
            else {
                this.bounds.push(start);
                this.bounds.push(end);
            }
        }
    }
    /** Whether any value of the sorted list `starts` lies in a comment of the page. */
    holdsAny(starts) {
        const bounds = this.bounds;
        for (let c = 0; c < bounds.length; c += 2) {
            const i = firstAtLeast(starts, bounds.get(c));
            if (i < starts.length && starts.get(i) < bounds.get(c + 1))
                return true;
        }
        return false;
    }
    /** Whether the page has any comment. */
    get any() {
        return this.bounds.length > 0;
    }
    /** Whether the byte at `at` lies in a comment of the page. */
    holds(at) {
        return within(this.bounds, at);
    }
    /**
     * Whether the byte at `at` lies where the page's own styles are not read (inline-styles.ts): in
     * a comment, or in the text of an element other than a `<style>` (a `style` attribute written
     * in a script's string, a stylesheet shown in a textarea). A `<style>` element's text is text
     * to the markup, and CSS to the page: a page whose tags were walked for text-only elements
     * (addRawText) lost its `<style>`s' `@import`s of web fonts.
     */
    hidesStyles(at) {
        return within(this.bounds, at) && !within(this.styleBounds, at);
    }
}
/** Whether `at` lies in one of the regions `bounds` holds (starts and ends, in order). */
function within(bounds, at) {
    // The last region starting at or before `at`.
    let lo = 0;
    let hi = bounds.length >> 1;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bounds.get(mid << 1) <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 && at < bounds.get(((lo - 1) << 1) + 1);
}
/**
 * Elements whose text is not markup, whatever the browser's settings (the HTML parser's script
 * data, raw-text and RCDATA rules, for an element in the page's body or head): a `<!--` in them
 * opens no comment, and a tag there is text. `<noscript>` is not one of them: without scripts
 * its content is markup, and what it loads is loaded then. `<title>` is left out: inside an
 * inline `<svg>`, where every page's icons put one, its content is markup.
 */
const RAW_TEXT = ['script', 'style', 'textarea', 'iframe', 'noframes', 'noembed', 'xmp'];
/**
 * `textarea` without its first two letters, in the two ways generators write it: Node's search
 * finds a needle of up to six bytes by its first byte (memchr), a longer one with
 * Boyer-Moore-Horspool, which on HTML is about ten times slower (30,000 generated pages, 1 GB:
 * `textarea` 520 ms, `xtarea` 45 ms).
 */
const TEXTAREA_TAILS = [Buffer.from('xtarea'), Buffer.from('XTAREA')];
/**
 * Whether the page may hold a `<textarea>` with markup in its text (a start tag's `<textarea`, in
 * lower or upper case, whose text holds a `<` before its end tag): only then is the walk over its
 * tags for text-only elements worth its cost (50-100 µs a page of 35 KB). The name alone is in
 * many pages' inlined stylesheets (`button,input,select,textarea{…}`), and a feedback form's
 * textarea is empty. A frame, an iframe or a script's markup is told by the page scanner instead.
 */
function mayHoldTextarea(bytes) {
    for (const tail of TEXTAREA_TAILS) {
        for (let at = bytes.indexOf(tail, 3); at >= 0; at = bytes.indexOf(tail, at + 1)) {
            const lt = at - 3;
            if (bytes[lt] === LT && rawNameAt(bytes, lt + 1) === 'textarea') {
                if (textHoldsTag(bytes, lt, 'textarea'))
                    return true;
            }
        }
    }
    return false;
}
/**
 * Whether the text of the element `name` (one of RAW_TEXT) whose start tag opens at `lt` holds a
 * `<` before its end tag: markup the browser reads as text. Most iframes are empty (mdBook's
 * table of contents on every page, Doxygen's search results on every page), and an empty one
 * is not worth the walk over the page's tags.
 */
function textHoldsTag(bytes, lt, name) {
    const text = tagEnd(bytes, lt);
    if (text < 0)
        return false;
    const next = indexOfByte(bytes, LT, text);
    if (next < 0)
        return false;
    return !(bytes[next + 1] === html_bytes_SLASH && rawNameAt(bytes, next + 2) === name);
}
/** RAW_TEXT by their first letter (lower case), for the walk over a page's `<`s. */
const RAW_TEXT_BY_FIRST = new Array(128).fill(undefined);
for (const name of RAW_TEXT)
    (RAW_TEXT_BY_FIRST[name.charCodeAt(0)] ??= []).push(name);
/** The raw-text element named at `at` (after a `<` or `</`), in any case, or undefined. */
function rawNameAt(bytes, at) {
    // `| 0x20` lowers a letter; no other byte becomes one of their first letters by it.
    const names = RAW_TEXT_BY_FIRST[bytes[at] | 0x20];
    if (names === undefined)
        return undefined;
    for (const name of names) {
        let k = 1;
        while (k < name.length && (bytes[at + k] | 0x20) === name.charCodeAt(k))
            k++;
        if (k === name.length && endsTagName(bytes[at + k]))
            return name;
    }
    return undefined;
}
/** Where the first raw-text element's start tag in [from, to) lies, or the page's length. */
function rawTextFrom(bytes, from, to) {
    for (let p = indexOfByte(bytes, LT, from); p >= 0 && p < to; p = indexOfByte(bytes, LT, p + 1)) {
        if (rawNameAt(bytes, p + 1) !== undefined)
            return p;
    }
    return bytes.length;
}
/** Where the first end tag of `name` (in any case) at or after `from` lies, or -1. */
function closingFrom(bytes, from, name) {
    for (let p = indexOfByte(bytes, LT, from); p >= 0; p = indexOfByte(bytes, LT, p + 1)) {
        if (bytes[p + 1] === html_bytes_SLASH && rawNameAt(bytes, p + 2) === name)
            return p;
    }
    return -1;
}
/** Where the first `<!--` at or after `from` lies, or -1. */
function openingFrom(bytes, from) {
    for (let at = bytes.indexOf(BANG_DASHES, from + 1); at >= 0; at = bytes.indexOf(BANG_DASHES, at + 1)) {
        if (bytes[at - 1] === LT)
            return at - 1;
    }
    return -1;
}
/** Where the last `<!--` of the page lies, or -1. */
function lastOpening(bytes) {
    for (let at = bytes.lastIndexOf(BANG_DASHES); at > 0; at = bytes.lastIndexOf(BANG_DASHES, at - 1)) {
        if (bytes[at - 1] === LT)
            return at - 1;
    }
    return -1;
}
/** The byte after the comment opened by the `<!--` at `open`. */
function commentEnd(bytes, open) {
    const after = open + 4;
    if (bytes[after] === GT)
        return after + 1;
    if (bytes[after] === DASH && bytes[after + 1] === GT)
        return after + 2;
    const close = bytes.indexOf(CLOSE, after);
    const limit = close < 0 ? bytes.length : close;
    const bang = bangClose(bytes, after, limit);
    if (bang >= 0)
        return bang + CLOSE_BANG.length;
    return close < 0 ? bytes.length : close + CLOSE.length;
}
/** Where `--!>` first lies in `bytes[from, to)`, or -1; a short comment is read here. */
function bangClose(bytes, from, to) {
    if (to - from > 256) {
        const at = bytes.subarray(from, to).indexOf(CLOSE_BANG);
        return at < 0 ? -1 : from + at;
    }
    for (let i = from; i + 4 <= to; i++) {
        if (bytes[i] === DASH &&
            bytes[i + 1] === DASH &&
            bytes[i + 2] === BANG &&
            bytes[i + 3] === GT) {
            return i;
        }
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/archive/target-table.ts
// A table of bundle paths known by their two hashes (target-hash.ts), each with a count: the link
// report's pending targets (distinct paths that links point to and the archive has not listed
// yet, with the links to each) and the paths the archive has served so far. A site exported
// with a section missing has one pending target per link into it, hundreds of thousands; as a
// Map of strings they cost about 150 bytes each and a 70,000-page bundle with three such links a
// page peaked at 160 MiB. Here a path is two 32-bit hashes and a count, in typed arrays (12
// bytes a slot, under 6 MiB at 200,000 paths). Two distinct paths are taken for one only when
// both hashes agree (about 2^-64 a pair; 10^-9 over 200,000 targets against as many files).
/** Slots the table starts with; it doubles while more than half full. */
const target_table_FIRST_SLOTS = 4096;
class TargetTable {
    payloadColumns;
    a = new Int32Array(target_table_FIRST_SLOTS);
    b = new Int32Array(target_table_FIRST_SLOTS);
    /** Links to the target in each slot; 0 marks an empty slot. */
    counts = new Int32Array(target_table_FIRST_SLOTS);
    /**
     * Numbers kept with each target, a column each (the root-absolute targets keep where the
     * link leads under a path prefix, path-prefix.ts); none unless asked for.
     */
    columns;
    mask = target_table_FIRST_SLOTS - 1;
    /** Targets held. */
    size = 0;
    constructor(payloadColumns = 0) {
        this.payloadColumns = payloadColumns;
        this.columns = Array.from({ length: payloadColumns }, () => new Int32Array(target_table_FIRST_SLOTS));
    }
    /** Whether the path (a, b) is held. */
    has(a, b) {
        return this.find(a, b) >= 0;
    }
    /** One more link to the target (a, b) if it is held; false when it is not. */
    count(a, b) {
        const slot = this.find(a, b);
        if (slot < 0)
            return false;
        this.counts[slot] += 1;
        return true;
    }
    /** Holds the target (a, b), not held before, with one link; answers its slot. */
    add(a, b) {
        if ((this.size + 1) * 2 > this.counts.length)
            this.grow();
        let slot = a & this.mask;
        while (this.counts[slot] !== 0)
            slot = (slot + 1) & this.mask;
        this.a[slot] = a;
        this.b[slot] = b;
        this.counts[slot] = 1;
        this.size += 1;
        return slot;
    }
    /** The number in `column` kept with the target in `slot` (a slot `add` or `slots` gave). */
    payload(slot, column) {
        return this.columns[column][slot];
    }
    setPayload(slot, column, value) {
        this.columns[column][slot] = value;
    }
    /** The slot of the target (a, b), or -1 when it is not held. */
    slotOf(a, b) {
        return this.find(a, b);
    }
    /** Each held target's slot and count, in no particular order (the table must not change). */
    *slots() {
        for (let slot = 0; slot < this.counts.length; slot++) {
            const count = this.counts[slot];
            if (count !== 0)
                yield { slot, count };
        }
    }
    /** Forgets the target (a, b): the archive has listed it. */
    delete(a, b) {
        let hole = this.find(a, b);
        if (hole < 0)
            return;
        // Linear probing: the slots after the hole whose home is not between it and them move
        // back, so every held target stays reachable from its home slot.
        for (let next = (hole + 1) & this.mask; this.counts[next] !== 0; next = (next + 1) & this.mask) {
            const home = this.a[next] & this.mask;
            const reachable = hole <= next ? home > hole && home <= next : home > hole || home <= next;
            if (reachable)
                continue;
            this.a[hole] = this.a[next];
            this.b[hole] = this.b[next];
            this.counts[hole] = this.counts[next];
            for (const column of this.columns)
                column[hole] = column[next];
            hole = next;
        }
        this.counts[hole] = 0;
        this.size -= 1;
    }
    /** The bytes of the table's typed arrays (external memory, live while the table is). */
    get bytes() {
        return (3 + this.payloadColumns) * this.counts.byteLength;
    }
    /** The links to all targets held. */
    totalLinks() {
        let total = 0;
        for (let i = 0; i < this.counts.length; i++)
            total += this.counts[i];
        return total;
    }
    clear() {
        this.a = new Int32Array(target_table_FIRST_SLOTS);
        this.b = new Int32Array(target_table_FIRST_SLOTS);
        this.counts = new Int32Array(target_table_FIRST_SLOTS);
        this.columns = this.columns.map(() => new Int32Array(target_table_FIRST_SLOTS));
        this.mask = target_table_FIRST_SLOTS - 1;
        this.size = 0;
    }
    find(a, b) {
        for (let slot = a & this.mask; this.counts[slot] !== 0; slot = (slot + 1) & this.mask) {
            if (this.a[slot] === a && this.b[slot] === b)
                return slot;
        }
        return -1;
    }
    grow() {
        const { a, b, counts, columns } = this;
        const slots = counts.length * 2;
        this.a = new Int32Array(slots);
        this.b = new Int32Array(slots);
        this.counts = new Int32Array(slots);
        this.columns = columns.map(() => new Int32Array(slots));
        this.mask = slots - 1;
        for (let i = 0; i < counts.length; i++) {
            if (counts[i] === 0)
                continue;
            let slot = a[i] & this.mask;
            while (this.counts[slot] !== 0)
                slot = (slot + 1) & this.mask;
            this.a[slot] = a[i];
            this.b[slot] = b[i];
            this.counts[slot] = counts[i];
            for (let c = 0; c < columns.length; c++)
                this.columns[c][slot] = columns[c][i];
        }
    }
}

;// CONCATENATED MODULE: ./src/archive/pending-targets.ts
// The link targets a link report waits for: distinct bundle paths that links point to and the
// archive has not listed (yet), known by their hashes with a count of links each
// (target-table.ts), and the first link to each kept as an example for the report's sample. The
// report keeps two: targets of relative links, and targets of root-absolute ones read from the
// bundle's root, which it reports apart (link-report.ts) and which keep with each target where
// it leads under a path prefix (path-prefix.ts), as numbers in the table (payload columns).

/**
 * Pending targets whose first link (page and href) is kept for the sample, about 300 bytes each.
 * Which targets are broken is known only at the end, and until then most pending targets are
 * pages the archive lists later: the generated 30,000 pages had up to 7,600 pending at once, the
 * Rust docs 26,600 (their examples leave as they arrive). With room for only 1,000, a broken
 * link first seen while it was full went unnamed: 5 of 10 broken links put into the 30,000
 * pages were counted and not named. 10,000 named all 10 there and on the Rust docs.
 */
const EXAMPLES_KEPT = 10_000;
/**
 * The bytes of text the kept examples may hold, with their count: about 300 a link leaves room
 * for all 10,000, but a link's text is cut at 300 characters (MAX_FRAGMENT) and a page's too, and
 * text past Latin-1 takes two bytes a character. Links of 400 CJK characters from pages with as
 * long a path held 23 MiB in the two tables' examples (a probe's bundle, peak 131-134 MiB); the
 * sample names REPORT_SAMPLE of them.
 */
const EXAMPLE_TEXT_BYTES = 3_000_000;
/** V8 keeps a string of Latin-1 characters one byte a character, any other two. */
function textBytes(s) {
    // eslint-disable-next-line no-control-regex -- the test is for anything past Latin-1
    return /[^\u0000-\u00ff]/.test(s) ? 2 * s.length : s.length;
}
/** A key for a pending target's example, from its two hashes (53 bits of them). */
function exampleKey(a, b) {
    return (a >>> 0) * 0x200000 + (b >>> 11);
}
class PendingTargets {
    table;
    examples = new Map();
    exampleBytes = 0;
    /** `payloadColumns` numbers are kept with each target (TargetTable). */
    constructor(payloadColumns = 0) {
        this.table = new TargetTable(payloadColumns);
    }
    /** Distinct targets pending. */
    get size() {
        return this.table.size;
    }
    /** The table's typed arrays (external memory, live for the whole pass). */
    get bytes() {
        return this.table.bytes;
    }
    /** One more link to the target (a, b) when it is pending; false when it is not. */
    count(a, b) {
        return this.table.count(a, b);
    }
    /** The target (a, b), not pending before, with its first link; answers its table slot. */
    add(a, b) {
        return this.table.add(a, b);
    }
    setPayload(slot, column, value) {
        this.table.setPayload(slot, column, value);
    }
    /** The archive listed the target (a, b): its links are not broken. */
    arrived(a, b) {
        if (this.table.size === 0)
            return;
        this.table.delete(a, b);
        this.forget(exampleKey(a, b));
    }
    forget(key) {
        const example = this.examples.get(key);
        if (example === undefined)
            return;
        this.exampleBytes -= example.bytes;
        this.examples.delete(key);
    }
    /** Whether the sample has room for one more first link (only then is its text cut out). */
    get roomForExample() {
        return this.examples.size < EXAMPLES_KEPT && this.exampleBytes < EXAMPLE_TEXT_BYTES;
    }
    /** The first link to the pending target (a, b), for the sample. */
    example(a, b, link) {
        const key = exampleKey(a, b);
        this.forget(key);
        const bytes = textBytes(link.page) + textBytes(link.href);
        this.examples.set(key, { link, a, b, bytes });
        this.exampleBytes += bytes;
    }
    /**
     * Forgets the first links kept for the targets `works` answers true for (by the numbers kept
     * with them), making room for others; the targets stay pending. Answers how many it forgot.
     */
    dropExamples(works) {
        const table = this.table;
        let forgotten = 0;
        for (const [key, { a, b }] of this.examples) {
            const slot = table.slotOf(a, b);
            if (slot >= 0 && works(column => table.payload(slot, column))) {
                this.forget(key);
                forgotten += 1;
            }
        }
        return forgotten;
    }
    /**
     * Each target still pending: its count of links and the numbers kept with it (`payload(i)`),
     * valid during the call only.
     */
    eachTarget(visit) {
        const table = this.table;
        for (const { slot, count } of table.slots())
            visit(count, column => table.payload(slot, column));
    }
    /**
     * The links still pending, which are broken once every file of the archive was listed, and the
     * first of them kept, in reading order, at most `sample`; the table is emptied. `works`, when
     * given, excuses the targets it answers true for (by the numbers kept with them): their links
     * are not broken after all.
     */
    finish(sample, works) {
        const table = this.table;
        let brokenLinkCount = 0;
        if (works === undefined)
            brokenLinkCount = table.totalLinks();
        else {
            this.eachTarget((count, payload) => {
                if (!works(payload))
                    brokenLinkCount += count;
            });
        }
        const brokenLinks = [];
        for (const { link, a, b } of this.examples.values()) {
            if (brokenLinks.length >= sample)
                break;
            const slot = works === undefined ? -1 : table.slotOf(a, b);
            if (slot >= 0 && works(column => table.payload(slot, column)))
                continue;
            brokenLinks.push(link);
        }
        table.clear();
        this.examples.clear();
        this.exampleBytes = 0;
        return { brokenLinks, brokenLinkCount };
    }
}

;// CONCATENATED MODULE: ./src/archive/path-prefix.ts


/** First segments kept as candidates; the rest are counted as no candidate. */
const MAX_CANDIDATES = 8;
/**
 * The longest first segment taken as a candidate: a path segment names a folder, which a file
 * system allows 255 bytes (a link may be as long as its page, and the candidates are kept).
 */
const MAX_SEGMENT = 255;
/** No candidate: a link to `/`, a first segment beyond MAX_CANDIDATES, or a longer one. */
const NO_CANDIDATE = -1;
/** The share of root-absolute links (distinct ones, and broken ones) that must carry the prefix. */
const SHARED = 0.9;
/** The numbers kept with each root-absolute target pending (pending-targets.ts): */
const PREFIX_COLUMNS = 5;
/**
 * its candidate (or NO_CANDIDATE), the hash state of its path under the candidate, and whether
 * that path lies past the candidate (pastFirstSegment: 1, else 0).
 */
const CANDIDATE = 0;
const REST_A = 1;
const REST_B = 2;
const REST_N = 3;
const PAST = 4;
/**
 * Whether the bundle path `rooted` lies past its first segment: not the segment itself (`/P`),
 * nor its `index.html` (`/P/`, `/P/index.html`).
 */
function pastFirstSegment(rooted) {
    const slash = rooted.indexOf('/');
    if (slash < 0)
        return false;
    return !(rooted.length === slash + 11 && rooted.endsWith('/index.html'));
}
/**
 * Keeps with a root-absolute target, newly pending at `slot`, its candidate and its path under
 * it, from the resolution its link came from. A link taken over from the page before has none
 * at hand (only when the table was full as it was read first): it gets no candidate.
 */
function keepCandidate(pending, slot, from) {
    const candidate = from?.prefix ?? NO_CANDIDATE;
    pending.setPayload(slot, CANDIDATE, candidate);
    if (candidate === NO_CANDIDATE)
        return;
    pending.setPayload(slot, REST_A, from.restA);
    pending.setPayload(slot, REST_B, from.restB);
    pending.setPayload(slot, REST_N, from.restN);
    pending.setPayload(slot, PAST, from.restPast ? 1 : 0);
}
/**
 * Whether a root-absolute target (by the numbers kept with it) leads to a file of `served` under
 * its own candidate; `probe` is scratch.
 */
function leadsUnderCandidate(kept, served, probe) {
    if (kept(CANDIDATE) === NO_CANDIDATE)
        return false;
    probe.a = kept(REST_A);
    probe.b = kept(REST_B);
    probe.n = kept(REST_N);
    return served.answers(probe);
}
/** The first segments of root-absolute links, and how many distinct links had each. */
class PrefixCandidates {
    segments = [];
    distinct = [];
    /** Distinct root-absolute links resolved (the resolution cache's misses). */
    distinctTotal = 0;
    /**
     * The candidate of a root-absolute link leading to the bundle path `rooted` from the root
     * (resolveRooted's answer, `.` for `/`), counted as one distinct link; the hasher is set to
     * the path with the first segment taken off (`.` when nothing is left) when there is one.
     */
    candidateOf(rooted, rest) {
        this.distinctTotal += 1;
        if (rooted === '.')
            return NO_CANDIDATE;
        const slash = rooted.indexOf('/');
        const length = slash < 0 ? rooted.length : slash;
        if (length > MAX_SEGMENT)
            return NO_CANDIDATE;
        // Compared where it lies: a string cut per distinct link was most of what this allocated.
        let index = -1;
        for (let i = 0; i < this.segments.length && index < 0; i++) {
            const segment = this.segments[i];
            if (segment.length === length && rooted.startsWith(segment))
                index = i;
        }
        if (index < 0) {
            if (this.segments.length >= MAX_CANDIDATES)
                return NO_CANDIDATE;
            index = this.segments.push(own(rooted.slice(0, length))) - 1;
            this.distinct.push(0);
        }
        this.distinct[index] += 1;
        rest.reset().units(slash < 0 ? '.' : rooted, slash < 0 ? 0 : slash + 1);
        return index;
    }
    /**
     * The prefix the root-absolute links are judged under (`docs`) by the rule above, once every
     * file was told to `served`, and which of the targets still `pending` from the root lead to
     * a file under it (`works`); undefined when there is none. `hasRootEntry` says whether the
     * bundle's root has an entry of a name (without it, whether a link to the name finds a file).
     */
    judge(pending, served, hasRootEntry) {
        const probe = new TargetHasher();
        const worksUnder = (candidate, kept) => kept(CANDIDATE) === candidate && leadsUnderCandidate(kept, served, probe);
        // Links pointing nowhere from the root by candidate (no candidate last); those of them that
        // name a path past it, and of these the ones that lead to a file with it taken off.
        const pointNowhere = new Array(MAX_CANDIDATES + 1).fill(0);
        const pointNowherePast = new Array(MAX_CANDIDATES + 1).fill(0);
        const resolveUnder = new Array(MAX_CANDIDATES + 1).fill(0);
        pending.eachTarget((count, kept) => {
            const candidate = kept(CANDIDATE);
            const at = candidate === NO_CANDIDATE ? MAX_CANDIDATES : candidate;
            pointNowhere[at] += count;
            if (kept(PAST) !== 1)
                return;
            pointNowherePast[at] += count;
            if (worksUnder(candidate, kept))
                resolveUnder[at] += count;
        });
        const hasEntry = hasRootEntry ?? (name => served.answers(probe.reset().units(name)));
        const found = this.decide(pointNowhere, pointNowherePast, resolveUnder, hasEntry);
        if (found === undefined)
            return undefined;
        return { prefix: found.prefix, works: kept => worksUnder(found.index, kept) };
    }
    /**
     * The prefix the links are judged under (`docs`), or undefined, by the rule above.
     * `pointNowhere` counts the links pointing nowhere from the root by candidate (NO_CANDIDATE's
     * at index MAX_CANDIDATES), `pointNowherePast` those of them naming a path past the candidate,
     * `resolveUnder` those of these that resolve with the candidate taken off; `hasRootEntry` says
     * whether the bundle's root has an entry of that name.
     */
    decide(pointNowhere, pointNowherePast, resolveUnder, hasRootEntry) {
        const broken = pointNowhere.reduce((sum, n) => sum + n, 0);
        if (broken === 0)
            return undefined;
        let best = -1;
        for (let i = 0; i < this.segments.length; i++) {
            if (best < 0 || pointNowhere[i] > pointNowhere[best])
                best = i;
        }
        if (best < 0)
            return undefined;
        const prefix = this.segments[best];
        if (this.distinct[best] < SHARED * this.distinctTotal)
            return undefined;
        if (pointNowhere[best] < SHARED * broken)
            return undefined;
        if (pointNowherePast[best] === 0)
            return undefined;
        if (resolveUnder[best] * 2 < pointNowherePast[best])
            return undefined;
        if (hasRootEntry(prefix))
            return undefined;
        return { prefix, index: best };
    }
    clear() {
        this.segments.length = 0;
        this.distinct.length = 0;
        this.distinctTotal = 0;
    }
}

;// CONCATENATED MODULE: ./src/archive/resolution-cache.ts
// The link report's cache of how links that are not plain paths resolve (link-report.ts): the
// link's raw bytes, where it leads from the page's folder (or from the bundle's root, for a
// root-absolute link), and that target's hash state (target-hash.ts). Working a link out takes
// strings (link-resolution.ts); every page of a docs site carries the same sidebar, so each
// distinct link of a folder is worked out once, and a root-absolute one once for all folders.
// Bounded by count and by characters, and cleared when full.





/**
 * Resolved (folder, link) pairs remembered for links that are not plain paths and for loads;
 * cleared when full. An archive lists a folder's pages together, so the cache needs the links of
 * about one folder.
 */
const RESOLVE_CACHE_SIZE = 10_000;
/**
 * And at most this many characters of links (each key is a link's raw bytes): a link may be as
 * long as its page, so 10,000 of them are not bounded by their count. 300 pages of 100 links
 * with an 8 KiB query each (to distinct missing pages) kept 80 MiB here, and the action peaked
 * at 241 MiB.
 */
const RESOLVE_CACHE_CHARS = 2 * 1024 * 1024;
/** Whether `key` (raw bytes as a latin1 string) is `bytes.subarray(start, end)`. */
function sameBytes(key, bytes, start, end) {
    if (key.length !== end - start)
        return false;
    for (let k = 0; k < key.length; k++)
        if (key.charCodeAt(k) !== bytes[start + k])
            return false;
    return true;
}
/**
 * Whether the link whose units `unit(0)`, `unit(1)`, … are is an absolute http(s) URL (`http:`,
 * `https:`, any case): it leads to the same place from any folder. Kept per folder, a Hugo
 * site's sidebar written with `baseURL = "https://docs.acme.com/"` was worked out again in every
 * folder, and a page is most often a folder's index.html: 10,000 pages of 100 such links took
 * 3.5 s of CPU against 0.47 s for the same links written root-absolute.
 */
function isHttpUrl(u0, u1, u2, u3, u4, u5) {
    if ((u0 | 0x20) !== 0x68 ||
        (u1 | 0x20) !== 0x74 ||
        (u2 | 0x20) !== 0x74 ||
        (u3 | 0x20) !== 0x70) {
        return false;
    }
    return u4 === 0x3a || ((u4 | 0x20) === 0x73 && u5 === 0x3a);
}
class ResolutionCache {
    origin;
    // folder → hash of the link's bytes → resolution, for links that are not plain paths.
    resolved = new Map();
    /** The folder links resolve from, and its resolutions. */
    folder = '.';
    inFolder = new Map();
    /**
     * Resolutions of links whose first byte is `/`: they lead to the same target from any folder
     * (resolveRooted), so they are kept once for all folders. Kept per folder, a Next.js-style
     * export's sidebar of 250 root-absolute links was resolved again in every folder, and one
     * page in ten is a folder's index.html: 30,000 such pages took 6.6-7.0 s of CPU against
     * 3.5-3.7 s for as many pages with relative links. Absolute http(s) URLs too (isHttpUrl).
     */
    fromRoot = new Map();
    count = 0;
    chars = 0;
    /** Links resolved by strings so far (the cache's misses). */
    made = 0;
    /** A root-absolute link was read. */
    rootedSeen = false;
    /** The first segments of the root-absolute links read. */
    prefixes = new PrefixCandidates();
    hasher = new TargetHasher();
    rest = new TargetHasher();
    /** `origin`: the site's own address, whose absolute URLs are judged as root-absolute paths. */
    constructor(origin) {
        this.origin = origin;
    }
    /** Links resolve from `folder` (a bundle folder, `.` for the root) from now on. */
    enter(folder) {
        this.folder = folder;
        let inFolder = this.resolved.get(folder);
        if (inFolder === undefined) {
            inFolder = new Map();
            this.resolved.set(folder, inFolder);
        }
        this.inFolder = inFolder;
    }
    /** The cached resolution of the link `bytes[start, end)` (whose hash is `hash`). */
    cached(bytes, start, end, hash) {
        const fromAnywhere = bytes[start] === 0x2f ||
            (end - start > 5 &&
                isHttpUrl(bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3], bytes[start + 4], bytes[start + 5]));
        let resolution = (fromAnywhere ? this.fromRoot : this.inFolder).get(hash);
        while (resolution !== undefined && !sameBytes(resolution.key, bytes, start, end)) {
            resolution = resolution.next;
        }
        return resolution;
    }
    /** The same for a link already decoded (`url`), whose raw bytes are `key` (latin1). */
    lookup(key, url) {
        const hash = linkHash(key, 0, key.length);
        let resolution = this.cacheFor(key).get(hash);
        while (resolution !== undefined && resolution.key !== key)
            resolution = resolution.next;
        return resolution ?? this.resolve(hash, own(key), url);
    }
    /**
     * Works out where the link `key` (raw bytes as latin1, whose hash is `hash`; `known` when
     * already decoded) leads from the folder, and remembers it.
     */
    resolve(hash, key, known) {
        if (this.count >= RESOLVE_CACHE_SIZE || this.chars >= RESOLVE_CACHE_CHARS) {
            this.resolved.clear();
            this.fromRoot.clear();
            this.count = 0;
            this.chars = 0;
            this.enter(this.folder);
        }
        const resolutions = this.cacheFor(key);
        const link = known ?? decodeRaw(key);
        const resolved = resolveInternal(this.folder, link);
        const target = resolved === null ? null : folderIndex(resolved, link);
        // A root-absolute link leads to the same path from any folder; it is judged apart. So does
        // an absolute one to the site's own address, as the path it names.
        const ownPath = target === null ? this.origin?.pathOf(link) : undefined;
        const rooted = target === null ? resolveRooted(ownPath ?? link) : null;
        let prefix = NO_CANDIDATE;
        if (rooted !== null) {
            this.rootedSeen = true;
            prefix = this.prefixes.candidateOf(rooted, this.rest);
        }
        const hashed = this.hasher.reset();
        if (target !== null)
            hashed.units(target);
        else if (rooted !== null)
            hashed.units(rooted);
        const rest = this.rest;
        const resolution = {
            key,
            next: resolutions.get(hash),
            outcome: target !== null ? PATH : rooted !== null ? ROOTED : NONE,
            a: hashed.a,
            b: hashed.b,
            n: hashed.n,
            prefix,
            restA: prefix === NO_CANDIDATE ? 0 : rest.a,
            restB: prefix === NO_CANDIDATE ? 0 : rest.b,
            restN: prefix === NO_CANDIDATE ? 0 : rest.n,
            restPast: prefix !== NO_CANDIDATE && pastFirstSegment(rooted),
            own: ownPath !== undefined
        };
        resolutions.set(hash, resolution);
        this.count += 1;
        this.made += 1;
        this.chars += key.length;
        return resolution;
    }
    /** Forgets every resolution and candidate (the pass is over). */
    clear() {
        this.resolved.clear();
        this.fromRoot.clear();
        this.prefixes.clear();
        this.count = 0;
        this.chars = 0;
        this.enter(this.folder);
    }
    /** The resolutions the link `key` is cached among (the same rule as `cached` applies). */
    cacheFor(key) {
        const c = (i) => key.charCodeAt(i);
        const fromAnywhere = c(0) === 0x2f || (key.length > 5 && isHttpUrl(c(0), c(1), c(2), c(3), c(4), c(5)));
        return fromAnywhere ? this.fromRoot : this.inFolder;
    }
}

;// CONCATENATED MODULE: ./src/archive/link-targets.ts
// Where the links of a page lead, as the link report (link-report.ts) judges them: the target's
// hash state put into `target` (target-hash.ts) and an outcome (anchor-outcomes.ts). A link that
// is a plain path (`../api/page.html#x`: `../` steps, then plain segments) is hashed where it lies
// in the page, after its folder's hash: no string is made for it. On the 20,000-page bundle with
// 200,000 links into a missing section, the strings made to resolve such links and look them up
// were more than half of what the pass allocated (a sampling profile: 127 of 233 MiB). Any other
// link goes through the cache of resolutions (resolution-cache.ts).







const HASH = 0x23;
const QUESTION = 0x3f;
/** Where the path part of the link `bytes[start, end)` ends: its first `#` or `?`, else `end`. */
function pathPartEnd(bytes, start, end) {
    for (let i = start; i < end; i++) {
        const c = bytes[i];
        if (c === HASH || c === QUESTION)
            return i;
    }
    return end;
}
class LinkTargets {
    cache;
    /** The folder links resolve from (a page's, or its `<base href>`'s). */
    folder = '';
    /** The target of the last link: where it leads. */
    target = new TargetHasher();
    /** The hash state of the folder and a slash (nothing for the root): where a link's bytes go on. */
    folderHash = new TargetHasher();
    /** The cached resolution the last target came from, when it did (targetOf). */
    resolution;
    /** The page's legacy encoding (page-charset.ts), or undefined for UTF-8. */
    decoder;
    /** `origin`: the site's own address, whose absolute links lead into the bundle. */
    constructor(origin) {
        this.cache = new ResolutionCache(origin);
    }
    /** Links resolve from `folder` (`.` for the root) from now on. */
    enter(folder) {
        this.folder = folder;
        this.folderHash.reset();
        if (folder !== '.')
            this.folderHash.units(folder).unit(0x2f);
        this.cache.enter(folder);
    }
    /** The resolution the last target came from, once (a plain path's came from none). */
    takeResolution() {
        const resolution = this.resolution;
        this.resolution = undefined;
        return resolution;
    }
    /**
     * Where the link `bytes[start, end)` of the current folder leads, its target put into
     * `this.target`. A link whose path part (the bytes before any `#` or `?`) is a plain path is
     * hashed where it lies; any other goes through the cache of resolutions.
     */
    anchor(bytes, start, end) {
        const partEnd = pathPartEnd(bytes, start, end);
        // Without a path part the link names no file, whatever follows (what resolveAny answers too,
        // and such a link has no leading space to trim): a page's own `#…` links cost nothing.
        if (partEnd === start)
            return NONE;
        if (this.hashPlain(bytes, start, partEnd))
            return PATH;
        // A download link written as a data: URL leads to no file, and its payload is not cached.
        if (isDataUrlBytes(bytes, start, partEnd))
            return NONE;
        const { decoder } = this;
        if (decoder !== undefined && !asciiOnly(bytes, start, end, decoder)) {
            // Read in the page's encoding, and known by the bytes the same link has in UTF-8: what
            // the browser asks for, and one key whatever page it stands on.
            const link = decoder.decode(bytes.subarray(start, end));
            return this.targetOf(this.cache.lookup(rawKey(link), link));
        }
        const hash = bytesHash(bytes, start, end);
        const resolution = this.cache.cached(bytes, start, end, hash) ??
            this.cache.resolve(hash, bytes.toString('latin1', start, end), undefined);
        return this.targetOf(resolution);
    }
    /**
     * Hashes the target of `bytes[start, end)` into `this.target` when it is `../` steps and a
     * plain path that stays in the bundle (what resolvePlain in link-resolution.ts resolves by
     * strings): the folder, less a segment per step, then a slash and the plain path.
     */
    hashPlain(bytes, start, end) {
        let at = start;
        let ups = 0;
        while (end - at >= 3 &&
            bytes[at] === 0x2e &&
            bytes[at + 1] === 0x2e &&
            bytes[at + 2] === 0x2f) {
            at += 3;
            ups += 1;
        }
        if (at === end || !isPlainPath(bytes, at, end))
            return false;
        const target = this.target;
        if (ups === 0)
            target.copy(this.folderHash);
        else {
            const folder = this.folder;
            let baseEnd = folder === '.' ? 0 : folder.length;
            for (; ups > 0; ups--) {
                if (baseEnd === 0)
                    return false;
                baseEnd = Math.max(folder.lastIndexOf('/', baseEnd - 1), 0);
            }
            target.reset();
            if (baseEnd > 0)
                target.units(folder, 0, baseEnd).unit(0x2f);
        }
        target.bytes(bytes, at, end);
        return true;
    }
    /** Puts a cached resolution's target into `this.target`, and answers its outcome. */
    targetOf(resolution) {
        this.target.a = resolution.a;
        this.target.b = resolution.b;
        this.target.n = resolution.n;
        this.resolution = resolution;
        return resolution.outcome;
    }
}

;// CONCATENATED MODULE: ./src/archive/site-origin.ts
// The site's own public address (the `domain` input, e.g. docs.acme.com) as pages name it.
// Generators write absolute URLs to it: Hugo with `baseURL = "https://docs.acme.com/"` writes
// `<link rel=stylesheet href="https://docs.acme.com/css/main.css">` and absolute page links,
// Jekyll's `absolute_url`, Doxygen's dot graphs `<img src="https://host/docs/x.png">`. In a
// self-hosted or air-gapped copy each such load is fetched from the public site (failing
// offline, or serving the public version) and each such link leaves the copy. The link report
// (link-report.ts) judges them as root-absolute paths into the bundle and counts them apart.


/** A URL naming a host (`https://host/…`, `//host/…`): the only kind that can name the site. */
const NAMES_HOST = /^(?:https?:)?\/\//i;
/** A hostname as compared: lower case ASCII (punycode), no trailing dot, no `www.`. */
function comparable(hostname) {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return host.startsWith('www.') ? host.slice(4) : host;
}
class SiteOrigin {
    hosts;
    /**
     * `domains` are bare hostnames as the `domain` input takes them (checkDomain): `docs.acme.com`.
     * `www.` is taken as the same site either way (`acme.com` is served at `www.acme.com`, and the
     * other way round), on http or https, at the scheme's default port.
     */
    constructor(domains) {
        this.hosts = new Set(domains.map(comparable));
    }
    /**
     * The root-absolute path (`/css/main.css?v=1#x`) a URL written in a page leads to when it names
     * the site's own address over http or https (a scheme-relative `//host/…` too); else undefined.
     * The browser's URL parser reads the host (case, IDN to punycode, percent-escapes).
     */
    pathOf(written) {
        const text = asBrowserReads(written);
        if (!NAMES_HOST.test(text))
            return undefined;
        let url;
        try {
            url = new URL(text, 'https://base.invalid/');
        }
        catch {
            return undefined;
        }
        if (url.port !== '' || url.username !== '' || url.password !== '')
            return undefined;
        if (!this.hosts.has(comparable(url.hostname)))
            return undefined;
        return url.pathname + url.search + url.hash;
    }
    /** A `<base href>` naming the site's own address, made absolute; else undefined. */
    baseOf(href) {
        if (this.pathOf(href) === undefined)
            return undefined;
        return new URL(asBrowserReads(href), 'https://base.invalid/').href;
    }
    /** Whether `href`, read against the absolute `base`, leads to the site's own address. */
    leadsHere(href, base) {
        try {
            return this.pathOf(new URL(asBrowserReads(href), base).href) !== undefined;
        }
        catch {
            return false;
        }
    }
}
/** The link report's count of them (bounded: counts and samples). */
class SiteAddressCount {
    loads = new SampledReferences();
    links = new SampledReferences();
    /** The findings, when pages had any. */
    findings() {
        const { loads, links } = this;
        if (loads.count + links.count === 0)
            return undefined;
        return {
            loads: loads.sample,
            loadCount: loads.count,
            links: links.sample,
            linkCount: links.count
        };
    }
}

;// CONCATENATED MODULE: ./src/archive/loads-away.ts
// What leaves a self-hosted copy of the bundle, as the link report (link-report.ts) counts it:
// loads from other origins (a bounded sample and a count), loads and links naming the site's own
// public address (counted apart, site-origin.ts), and where a page's `<base href>` puts its
// relative URLs when it lies outside the bundle (then they are counted, not judged).




class LoadsAway {
    origin;
    /** Loads from other origins. */
    externals = new SampledReferences();
    /** Loads and links naming the site's own address: counts and the first of each. */
    own = new SiteAddressCount();
    /** Set while a page whose `<base href>` lies outside the bundle is scanned (see baseFolder). */
    elsewhere;
    /** That base, absolute, when it names the site's own address (`site-address`). */
    ownBase = '';
    /** `origin`: the site's own public address, when told. */
    constructor(origin) {
        this.origin = origin;
    }
    /**
     * A page begins whose `<base href>` is `href` (undefined without one): answers the bundle
     * folder its relative URLs resolve from, and notes whether they lead elsewhere.
     */
    enterPage(page, href) {
        const base = href === undefined ? undefined : baseFolder(external_node_path_.posix.dirname(page), href);
        this.elsewhere = base !== undefined && 'elsewhere' in base ? base.elsewhere : undefined;
        // Hugo themes write `<base href="{{ .Site.BaseURL }}">`: every relative URL of the page
        // leads to the site's public address then, out of a self-hosted copy (counted, not judged).
        const ownBase = this.elsewhere === 'other-origin' ? this.origin?.baseOf(href) : undefined;
        if (ownBase !== undefined)
            [this.elsewhere, this.ownBase] = ['site-address', ownBase];
        return base !== undefined && 'folder' in base ? base.folder : external_node_path_.posix.dirname(page);
    }
    /**
     * Counts a URL of `path` (a page or a stylesheet) that leaves the bundle, the site's own
     * address apart; false for any other.
     */
    counted(path, via, url) {
        if (!isExternal(url))
            return false;
        if (this.origin?.pathOf(url) !== undefined)
            this.own.loads.add(path, via, url);
        else
            this.externals.add(path, via, url);
        return true;
    }
    /** A relative URL loaded on a page whose base lies elsewhere: counted where it leads. */
    relative(page, via, url) {
        // Against a base on another origin, any URL naming a path is fetched from there.
        const written = asBrowserReads(url);
        const path = schemeEnd(written) === 0 && !/^(?:#|$)/.test(written);
        if (!path)
            return;
        if (this.elsewhere === 'other-origin')
            this.externals.add(page, via, url);
        else if (this.elsewhere === 'site-address')
            this.own.loads.add(page, via, url);
    }
}

;// CONCATENATED MODULE: ./src/archive/link-report.ts
// The bundle's link report in memory that does not grow with the number of links: every page of
// an exported site carries the same sidebar of hundreds of links, so a site of 100,000 pages has
// tens of millions of them. Each link is checked as its page is read: one that leads to a path
// already in the archive is done with at once; one that does not yet (the archive lists its
// target later) waits as one entry per distinct target with a count until the archive lists it;
// what still waits at the end is broken. What is kept: counts, a bounded sample of broken links
// and external loads, the paths listed and the distinct targets still pending as hashes
// (served-paths.ts, target-table.ts; at most MAX_PENDING_TARGETS pending, links beyond are
// counted as unchecked), and a bounded cache of how links that are not plain paths resolve
// (resolution-cache.ts). Root-absolute links (`/guide/x`) wait apart, read from the bundle's root,
// and are reported apart (pending-targets.ts): whether the bundle is served from its host's root
// is the deployment's. A site built for a path prefix (`/docs/guide/x` for `guide/x.html`) has
// its root-absolute links judged under that prefix, found at the end (path-prefix.ts).
//
// Where each link leads is link-targets.ts's to say (plain paths hashed where they lie, other
// links through a cache of resolutions); what leaves a self-hosted copy is loads-away.ts's to
// count, the page's own styles included (inline-styles.ts).






















/**
 * Distinct link targets not (yet) in the archive that are remembered, 12-24 bytes each (28-56 for
 * a root-absolute one, which keeps where it leads under a path prefix: path-prefix.ts).
 */
const MAX_PENDING_TARGETS = 200_000;
/**
 * Files listed between two clearings of the root-absolute sample's first links (makeExampleRoom):
 * each reads the up to 10,000 kept once. A clearing that frees nothing doubles the wait before
 * the next, up to ROOM_MOST_FILES; one that frees any sets it back.
 */
const ROOM_EVERY_FILES = 1000;
const ROOM_MOST_FILES = 64_000;
/**
 * Anchor i of a page's scan as written (its raw bytes, decoded as a link is read: in the page's
 * legacy encoding when it declares one, page-charset.ts).
 */
function anchorAt(bytes, starts, ends, i, decoder) {
    return decodeBytes(bytes, starts.get(i), ends.get(i), decoder);
}
class LinkReport {
    /** The site's own public address, when told (site-origin.ts). */
    origin;
    /** Where links of the page's folder lead. */
    targets;
    /** The target being judged (the targets' own). */
    target;
    /** What leaves a self-hosted copy, and where the page's base puts its relative URLs. */
    away;
    /** The link `follow` judged last named the site's own address. */
    followedOwn = false;
    served = new ServedPaths();
    probe = new TargetHasher();
    /**
     * Targets of relative links not (yet) listed, and of root-absolute ones, each kept with its
     * prefix candidate and path under it (path-prefix.ts).
     */
    pending = new PendingTargets();
    rootedPending = new PendingTargets(PREFIX_COLUMNS);
    /** Files listed so far, and when the root-absolute sample was last cleared of working links. */
    filesNoted = 0;
    roomMadeAt = 0;
    /** Files to list before the next clearing (makeExampleRoom). */
    roomEvery = ROOM_EVERY_FILES;
    /**
     * The targets that the last link `follow` judged was the first to, newly pending there; else
     * undefined.
     */
    firstToTarget;
    unchecked = 0;
    scanner = new PageScanner();
    /** Where each anchor of the page before led (by the scanner's index), and what is taken over. */
    takeOver = new AnchorTakeOver();
    /** The last `<style>` texts read and their URLs (pages repeat them). */
    styleTexts = new StyleTexts();
    elementLoads = new ElementLoadMemo();
    /** The comments of the page being scanned. */
    comments = new PageComments();
    /**
     * `siteDomains`: the site's own hostnames (the `domain` input); absolute URLs to them are
     * judged as paths of the bundle and counted apart.
     */
    constructor(siteDomains = []) {
        this.origin = siteDomains.length > 0 ? new SiteOrigin(siteDomains) : undefined;
        this.targets = new LinkTargets(this.origin);
        this.target = this.targets.target;
        this.away = new LoadsAway(this.origin);
    }
    /**
     * Scans one page (its bytes, or text for tests) for internal links and loads from other
     * origins; see page-references.ts for what counts as either.
     */
    scanPage(page, html) {
        const bytes = asUtf8(typeof html === 'string' ? Buffer.from(html) : html);
        this.readAs(legacyDecoder(bytes));
        // Relative URLs resolve against the page's `<base href>` when it has one.
        const head = headEnd(bytes);
        this.targets.enter(this.away.enterPage(page, baseHref(bytes, head)));
        // Markup in a comment is not read by the browser (html-comments.ts).
        const comments = this.comments;
        comments.read(bytes);
        // Nor is the text of a script, a style, a textarea, a (no)frames or an iframe element
        // (addRawText); looked for on a page only once it may hold a textarea with markup, a tag
        // found there follows a quote (``document.write(`<img src=…>`)``), a script there is a
        // template the browser does not run (script-blocks.ts), a frame loads, or an iframe that
        // holds markup.
        let rawRead = false;
        const readRawText = () => {
            rawRead = true;
            comments.addRawText(bytes);
        };
        if (mayHoldTextarea(bytes))
            readRawText();
        // A redirect page's refresh is a link the browser follows at once (page-refresh.ts).
        const refresh = refreshTarget(bytes, at => comments.any && comments.holds(at), head);
        if (refresh !== undefined)
            this.refreshed(page, refresh);
        this.scanner.scan(bytes, {
            load: (tag, attr, value, element, at) => {
                // The scanner has seen such an anchor already when one comes first in the script's string
                // (`'<a href="…"><img src="…">'`), and a template's `type` before its loads; a frame's or
                // an iframe's load comes before the text of its element (or its frameset's noframes).
                if (!rawRead &&
                    (tag === 'frame' ||
                        (tag === 'iframe' && textHoldsTag(bytes, element.from, 'iframe')) ||
                        this.scanner.scriptMarkupSeen ||
                        quoteBefore(bytes, element.from, filledInText(value)))) {
                    readRawText();
                }
                if (comments.any && comments.holds(at))
                    return;
                // The scanner reports a tag's first URL attribute; some elements load more, or only
                // under a condition, or (a `<link>` by its rel) nothing (element-loads.ts).
                const loads = this.elementLoads.loadsOf(tag, attr, value, element);
                if (loads === null)
                    this.loadedAll(page, tag, attr, value);
                else
                    for (const load of loads)
                        this.loadedAll(page, tag, load.attr, load.value);
            },
            anchors: (bytes, starts, ends, origins) => {
                if (!rawRead && this.scanner.scriptMarkupSeen)
                    readRawText();
                this.anchors(page, bytes, starts, ends, origins);
            }
        });
        // What the page's own styles load: `<style>` elements and `style` attributes.
        eachInlineStyleUrl(bytes, head, at => comments.any && comments.hidesStyles(at), (via, url) => this.styleLoaded(page, via, url), this.styleTexts);
    }
    /**
     * Pages from now on are read in the legacy encoding `decoder` (undefined: UTF-8). On a change,
     * nothing read from the page before in another encoding is taken over: its anchors' outcomes,
     * its repeated regions, the elements it loaded from.
     */
    readAs(decoder) {
        if (decoder === this.targets.decoder)
            return;
        this.targets.decoder = decoder;
        this.scanner.readAs(decoder);
        this.takeOver.forget();
        this.elementLoads.clear();
    }
    /**
     * Reads a stylesheet of the bundle for what it loads from other origins (stylesheet-urls.ts).
     * What it loads from the bundle is not judged.
     */
    scanStylesheet(path, css) {
        const text = typeof css === 'string' ? css : css.toString('utf8');
        eachStylesheetUrl(text, (via, url) => this.away.counted(path, via, url));
    }
    /**
     * A URL the page's own styles load (inline-styles.ts): counted when it leaves the bundle, as a
     * stylesheet's are; what it loads from the bundle is not judged.
     */
    styleLoaded(page, via, url) {
        const { away } = this;
        if (!away.counted(page, via, url) && away.elsewhere !== undefined)
            away.relative(page, via, url);
    }
    /**
     * A file (or link) of the archive at this bundle path, told as the archive lists it: links to
     * it are found from now on, and the links waiting for it (to the path, to its folder through
     * `index.html`, or to it without `.html`) are done with, so what is pending is what points
     * ahead in the archive, not everything that ever did.
     */
    noteFile(path) {
        this.filesNoted += 1;
        const waiting = this.pending.size + this.rootedPending.size > 0;
        this.served.add(path, waiting ? this.arrive : undefined);
    }
    /** Links resolved by strings so far (the cache's misses): the pass's costly work per link. */
    get resolutionCount() {
        return this.targets.cache.made;
    }
    /**
     * External memory the report keeps live: the tables of paths listed and targets pending.
     */
    heldBytes() {
        return this.pending.bytes + this.rootedPending.bytes + this.served.bytes;
    }
    arrive = (a, b) => {
        this.pending.arrived(a, b);
        this.rootedPending.arrived(a, b);
    };
    /**
     * The links still pending are broken: every file of the archive was told to `noteFile`, which
     * forgot the targets it serves. The sample is of the first broken targets whose first link was
     * kept (pending-targets.ts), in reading order; root-absolute links apart, when pages had any,
     * judged under the path prefix the site was built for when it was (path-prefix.ts).
     * `hasRootEntry` says whether the bundle's root has an entry (file or folder) of a name; without
     * it, whether a link to the name would find a file.
     */
    finish(hasRootEntry) {
        const { brokenLinks, brokenLinkCount } = this.pending.finish(REPORT_SAMPLE);
        const { cache } = this.targets;
        const prefix = cache.rootedSeen
            ? cache.prefixes.judge(this.rootedPending, this.served, hasRootEntry)
            : undefined;
        const rooted = this.rootedPending.finish(REPORT_SAMPLE, prefix?.works);
        this.served.clear();
        cache.clear();
        this.takeOver.forget();
        const siteAddress = this.away.own.findings();
        return {
            brokenLinks,
            brokenLinkCount,
            uncheckedLinkCount: this.unchecked,
            externalReferences: this.away.externals.sample,
            externalReferenceCount: this.away.externals.count,
            ...(cache.rootedSeen
                ? { rootAbsolute: prefix === undefined ? rooted : { ...rooted, prefix: prefix.prefix } }
                : {}),
            ...(siteAddress ? { siteAddress } : {})
        };
    }
    /**
     * A redirect page's target: judged as a link into the bundle unless the page's base lies
     * elsewhere; one naming the site's own address (Hugo's alias pages redirect to the page's
     * permalink, `https://docs.acme.com/guide/`) is judged as its path and counted apart.
     */
    refreshed(page, refresh) {
        if (!isExternal(refresh)) {
            if (this.away.elsewhere === undefined)
                this.judged(page, refresh);
            return;
        }
        const ownPath = this.origin?.pathOf(refresh);
        if (ownPath === undefined)
            return;
        this.away.own.links.add(page, 'meta refresh', refresh);
        this.judged(page, ownPath, refresh);
    }
    /** The URL an attribute loads, or each URL of a srcset. */
    loadedAll(page, tag, attr, value) {
        if (attr !== 'srcset')
            this.loaded(page, tag, attr, value);
        else
            for (const url of srcsetUrls(value))
                this.loaded(page, tag, attr, url);
    }
    /** One URL a page loads (a srcset names several). */
    loaded(page, tag, attr, url) {
        if (isDataUrl(url))
            return;
        if (isExternal(url)) {
            // One naming the site's own address is fetched from the public site by a self-hosted
            // copy: counted apart, and judged as the path it names (a missing file is broken).
            const ownPath = this.origin?.pathOf(url);
            if (ownPath === undefined)
                return this.away.externals.add(page, `${tag} ${attr}`, url);
            // Absolute, it leads there whatever the page's base.
            this.away.own.loads.add(page, `${tag} ${attr}`, url);
            this.judged(page, ownPath, url);
            return;
        }
        if (this.away.elsewhere !== undefined)
            return this.away.relative(page, `${tag} ${attr}`, url);
        this.judged(page, url);
    }
    /**
     * A URL of the page (decoded, not a cut of its bytes) judged as a link or load into the bundle;
     * `written` is how the page wrote it when that differs (the site's own absolute URL).
     */
    judged(page, url, written = url) {
        const resolution = this.targets.cache.lookup(rawKey(url), url);
        const outcome = this.follow(this.targets.targetOf(resolution));
        if (outcome === FOUND)
            resolution.outcome = FOUND;
        if (this.firstToTarget?.roomForExample)
            this.example(page, written);
    }
    /**
     * The page's anchors, in order. One the scanner knows to be byte for byte an anchor of the page
     * before (`origins`) leads where that one did, without resolving it again, when the take-over
     * rule allows (anchor-outcomes.ts): most of a docs page's anchors are its section's sidebar
     * again.
     */
    anchors(page, bytes, starts, ends, origins) {
        if (this.away.elsewhere !== undefined) {
            // Every anchor leads outside the bundle (or to a page of another origin): none is judged,
            // and the next page has no outcomes of this one to take over. Those leading to the site's
            // address (`guide/`, `#top` against its base; not `mailto:`) are counted.
            this.takeOver.forget();
            if (this.away.elsewhere !== 'site-address')
                return;
            const { comments, origin } = this;
            for (let i = 0; i < starts.length; i++) {
                if (comments.any && comments.holds(starts.get(i)))
                    continue;
                const href = anchorAt(bytes, starts, ends, i, this.targets.decoder);
                if (origin.leadsHere(href, this.away.ownBase))
                    this.away.own.links.add(page, 'a href', href);
            }
            return;
        }
        const { takeOver, target, comments } = this;
        const count = starts.length;
        // Anchors in comments lead nowhere.
        const commented = comments.any && comments.holdsAny(starts);
        takeOver.begin(this.targets.folder, commented, count);
        const { previous, current } = takeOver;
        let ownSeen = false;
        for (let i = 0; i < count;) {
            const x = origins.get(i);
            if (commented && comments.holds(starts.get(i))) {
                current.set(i, NONE, target);
                i += 1;
                continue;
            }
            if (x < 0 || !takeOver.taken(bytes, starts, i)) {
                current.set(i, this.follow(this.targets.anchor(bytes, starts.get(i), ends.get(i))), target);
                this.exampleAt(page, bytes, starts, ends, i);
                if (this.followedOwn) {
                    ownSeen = true;
                    this.away.own.links.add(page, 'a href', () => anchorAt(bytes, starts, ends, i, this.targets.decoder));
                }
                i += 1;
                continue;
            }
            // A run of anchors that are the page before's, in order, that may be taken over: where
            // they led is copied at once, and only those that led to a path not known to be there
            // are counted again.
            let j = i + 1;
            while (j < count && origins.get(j) === x + (j - i) && takeOver.taken(bytes, starts, j))
                j += 1;
            current.copyRun(previous, x, i, j - i);
            const outcomes = current.outcomes;
            for (let k = i; k < j; k++) {
                const outcome = outcomes[k];
                if (outcome !== PATH && outcome !== ROOTED)
                    continue;
                current.get(k, target);
                if (this.follow(outcome) === FOUND)
                    outcomes[k] = FOUND;
                this.exampleAt(page, bytes, starts, ends, k);
            }
            i = j;
        }
        takeOver.end(this.targets.folder, ownSeen);
    }
    /**
     * Anchor i as an example when `follow` just made its target pending and the sample has room.
     * The link is cut out of the page only then: a section missing from a large site has hundreds
     * of thousands of first links, and room for EXAMPLES_KEPT (pending-targets.ts).
     */
    exampleAt(page, bytes, starts, ends, i) {
        if (this.firstToTarget?.roomForExample) {
            this.example(page, anchorAt(bytes, starts, ends, i, this.targets.decoder));
        }
    }
    /**
     * Counts one link whose target is in `this.target` and answers where it leads (FOUND once its
     * target is known to be there). Sets `firstToTarget` when it is the first link to a target
     * not (yet) in the archive: the caller then gives it as an example (`example`).
     */
    follow(outcome) {
        this.firstToTarget = undefined;
        const resolution = this.targets.takeResolution();
        this.followedOwn = resolution?.own === true;
        if (outcome !== PATH && outcome !== ROOTED)
            return outcome;
        const pending = outcome === PATH ? this.pending : this.rootedPending;
        const target = this.target;
        const a = target.hashA();
        const b = target.hashB();
        if (pending.count(a, b))
            return outcome;
        if (this.served.answers(target))
            return FOUND;
        if (this.pending.size + this.rootedPending.size >= MAX_PENDING_TARGETS) {
            this.unchecked += 1;
            return outcome;
        }
        const slot = pending.add(a, b);
        // Where a root-absolute link leads under its prefix candidate, for the end.
        if (outcome === ROOTED) {
            keepCandidate(pending, slot, resolution);
            if (!pending.roomForExample)
                this.makeExampleRoom();
        }
        this.firstToTarget = pending;
        return outcome;
    }
    /**
     * Room in the root-absolute sample: a site built for a path prefix has every root-absolute
     * target pending from the root until the end, and its first 10,000 filled the first links
     * kept (pending-targets.ts), so a link really broken read after them was counted and not
     * named. The first links of targets that lead to a file under their prefix candidate are
     * dropped, at most once per ROOM_EVERY_FILES files listed. A site with more than 10,000
     * root-absolute targets really missing has none to drop: reading them all again every 1,000
     * files cost 240 ms of 14.5 s over 100,000 Next.js-style pages (bench/download.ts), so a
     * clearing that frees nothing waits twice as long before the next.
     */
    makeExampleRoom() {
        if (this.filesNoted - this.roomMadeAt < this.roomEvery)
            return;
        this.roomMadeAt = this.filesNoted;
        const { served, probe } = this;
        const freed = this.rootedPending.dropExamples(kept => leadsUnderCandidate(kept, served, probe));
        this.roomEvery = freed > 0 ? ROOM_EVERY_FILES : Math.min(this.roomEvery * 2, ROOM_MOST_FILES);
    }
    /** The first link to a pending target, kept for the report's sample (callers check room). */
    example(page, href) {
        const target = this.target;
        this.firstToTarget?.example(target.hashA(), target.hashB(), {
            // A page's path (up to MAX_ENTRY_PATH_BYTES) is shared by its examples unless it is long.
            page: page.length > fragment_length/* MAX_FRAGMENT */.E + 1 ? sampled(page) : page,
            href: sampled(href)
        });
    }
}

;// CONCATENATED MODULE: ./src/archive/second-names.ts
// Pages the archive stores under a second name: a hard link naming an earlier page (GNU tar stores
// every name of a file after the first so), a symbolic link whose chain ends at one, or a symbolic
// link to a folder above it (`latest -> versions/v2` serves every page there again). A static
// host serves the page under each name, and the browser resolves its relative links from the
// folder of the name it asked for; the verifier reads the page once, under the name it came with
// (its bytes are gone when a hard link names it, and a symbolic link is followed only once the
// archive is read), so its relative links were judged from that folder alone. Under a name in
// the same folder they lead to the same paths (through a link to a folder, also when the link and
// the folder share a parent); from any other folder they may lead elsewhere, and the report says
// so: a count and the first REPORT_SAMPLE, whatever the bundle. A page's name whose bytes are
// stored under a name that is no page's (`a.html` → `a.txt`) is served as a page that was never
// read at all, and is reported apart.
// Keeping every page's links to judge them again would hold all of them, which the pass must not.


class SecondNames {
    otherFolder = new SampledCount();
    notAPage = new SampledCount();
    /**
     * `servedAs` serves the page stored as `page` (both pages' names): counted when its relative
     * links read from another folder. `readsAs` is a name they read alike from, when that is not
     * `servedAs` itself (a name through a link to a folder: entry-tree.ts).
     */
    served(page, servedAs, readsAs = servedAs) {
        if (external_node_path_.posix.dirname(page) !== external_node_path_.posix.dirname(readsAs)) {
            this.otherFolder.keep(() => ({ page, servedAs }));
        }
    }
    /**
     * `servedAs`, a page's name, serves a file stored under a name that is not a page's
     * (`a.html` → `a.txt`): a host serves those bytes as a page, and the verifier, which reads
     * each file once under the name it came with, read none of its links or loads.
     */
    unread(stored, servedAs) {
        this.notAPage.keep(() => ({ page: stored, servedAs }));
    }
    /** What the report says of the names in other folders; undefined when there were none. */
    findings() {
        return findingsOf(this.otherFolder);
    }
    /** What the report says of the pages stored under a name that is not a page's. */
    unreadFindings() {
        return findingsOf(this.notAPage);
    }
}
function findingsOf(names) {
    return names.count === 0 ? undefined : { count: names.count, sample: names.sample };
}

;// CONCATENATED MODULE: ./src/archive/verify.ts
// Verification of an export bundle (`.tar.gz`) as a stream: the archive must be valid gzip and
// tar, every entry must be readable to its end, entry paths must stay inside the bundle, links
// must not point outside it, it must unpack to a bounded size (a gzip bomb is refused before it
// fills a disk), and `index.html` must sit at its root. Along the way it gathers what a reviewer
// wants to know: how many pages, internal links that point nowhere, and references that a page
// would load from another origin at run time (which a self-contained bundle must not have).
//
// The same verifier serves the action (before an archive is reported as good) and the
// self-hosted deployment emulator (before a bundle becomes the active version); `onFile` lets the
// latter unpack while verifying, so a bundle is read once.
//
// Apart from it: the rules for one entry's name (entry-path.ts), verifying a file on disk
// (verify-file.ts), and what a run logs of a verified archive (verified-text.ts).
















const DEFAULT_LIMITS = {
    maxUnpackedBytes: 64 * 1024 ** 3,
    maxRatio: 200,
    ratioFloorBytes: 256 * 1024 ** 2,
    maxEntries: 2_000_000,
    maxScannedHtmlBytes: 4 * 1024 ** 2
};
/**
 * Paths served through symbolic links to folders that links are judged against, at most (each
 * is hashed into the table of served paths for the rest of the pass): versioned docs link a
 * version's whole folder under `stable/` or `latest/`. Links through further ones count as broken.
 */
const MAX_PATHS_THROUGH_LINKS = 250_000;
/**
 * A page: what a static host serves as HTML (`.html`, `.htm`) or XHTML (`.xhtml`), read for its
 * links and loads alike.
 */
const PAGE_NAME = /\.(?:html?|xhtml)$/i;
/** Whether a file of the archive at `path` is a page (macOS's `._` companions are not). */
function isPage(path) {
    return PAGE_NAME.test(path) && !isAppleDouble(path);
}
/** A stylesheet, read for what it loads from other origins (`@import`, `url()`). */
const STYLESHEET_NAME = /\.css$/i;
/**
 * Reads a `.tar.gz` stream to its end and returns what it holds, or throws an ArchiveError
 * saying what is wrong with it. Nothing is written unless `onFile` writes it.
 */
async function verifyBundle(source, options = {}) {
    const verification = openVerification(options);
    try {
        for await (const chunk of source)
            await verification.write(chunk);
        verification.end();
    }
    catch (err) {
        // A refusal stopped the verification already (the report says what it was); otherwise the
        // source failed, and the archive was not read whole.
        verification.abandon(err);
        source.destroy();
    }
    return verification.report;
}
/**
 * A verification its caller feeds: the archive's bytes are written in order, each write
 * resolving when its bytes are consumed, then it is ended. A refusal stops it at once (later
 * writes reject) and `report` says why.
 */
function openVerification(options = {}) {
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    const counts = {
        entries: 0,
        files: 0,
        pages: 0,
        unpackedBytes: 0
    };
    const tree = new EntryTree();
    const site = new SiteRoot();
    const links = new LinkReport(options.siteDomains);
    /** Pages over the scan limit. */
    const unscanned = new SampledCount();
    const secondNames = new SecondNames();
    /** `page`, a page's name, serves the file stored as `file` (second-names.ts). */
    const secondName = (file, page, readsAs) => {
        if (isPage(file))
            secondNames.served(file, page, readsAs);
        else
            secondNames.unread(file, page);
    };
    const checkSize = () => {
        if (counts.unpackedBytes > limits.maxUnpackedBytes) {
            throw new archive_error/* ArchiveError */.d(`the archive unpacks to more than ${limits.maxUnpackedBytes} bytes; refusing it as a likely gzip bomb`, 'too-large');
        }
        if (counts.unpackedBytes > limits.ratioFloorBytes &&
            counts.unpackedBytes > limits.maxRatio * Math.max(inflater.bytesIn, 1)) {
            throw new archive_error/* ArchiveError */.d(`the archive inflates more than ${limits.maxRatio} times its compressed size; refusing it as a likely gzip bomb`, 'too-large');
        }
    };
    // Work of the consumers (onFile, onDirectory) that the reading waits for after each chunk:
    // a slow consumer holds the archive back by at most one gunzip chunk.
    let waits = [];
    const wait = (promise) => {
        // Handled where it is awaited; until then a rejection must not count as unhandled.
        promise.catch(() => undefined);
        waits.push(promise);
    };
    const page = new PageGatherer(limits.maxScannedHtmlBytes);
    const garbage = options.garbage ?? new buffer_garbage/* BufferGarbage */.mb();
    let tap;
    /**
     * Counts a file (or a second name of one) the first time its path is seen: a path stored again
     * (`tar -r` appends a newer copy, which unpacks over the first) is one file. Whether it is a
     * page. The newer copy is scanned too; links of the older one stay in the report.
     */
    const countFile = (path, isNew) => {
        const isHtml = isPage(path);
        if (isNew) {
            counts.files += 1;
            if (isHtml)
                counts.pages += 1;
        }
        return isHtml;
    };
    const reader = new TarReader({
        entry(header) {
            counts.entries += 1;
            if (counts.entries > limits.maxEntries) {
                throw new archive_error/* ArchiveError */.d(`the archive has more than ${limits.maxEntries} entries`, 'too-many-entries');
            }
            const path = safeEntryPath(header.name);
            checkEntryShape(header, path);
            switch (header.type) {
                case 'directory':
                    tree.addDirectory(path);
                    site.entry(path, 'directory');
                    if (options.onDirectory && path)
                        wait(options.onDirectory(path));
                    return;
                case 'symlink':
                case 'link': {
                    const linkname = header.linkname ?? '';
                    checkLinkTarget(path, header.type, linkname);
                    // A hard link to an earlier symbolic link unpacks as a second one with the same text
                    // (entry-tree.ts), which leads elsewhere from another folder: checked as its own.
                    const symlinkTarget = header.type === 'symlink' ? linkname : tree.hardLinkedSymlink(linkname);
                    if (symlinkTarget !== undefined) {
                        if (header.type === 'link')
                            checkLinkTarget(path, 'symlink', symlinkTarget);
                        // Links to it are judged once the archive is read, where its chain ends (report).
                        tree.addSymlink(path, symlinkTarget);
                        site.entry(path, 'link');
                        if (options.onLink)
                            wait(options.onLink(path, { kind: 'symbolic', target: symlinkTarget }));
                        return;
                    }
                    // A second name of an earlier regular file (GNU tar stores each name of a file with
                    // several after the first so): it unpacks as that file, so it counts as one, an
                    // index.html or 404.html too. Its content, and the links in it, were scanned under
                    // the first name and are gone: a page's relative links are not judged from this
                    // name's folder, which the report says when it is another (second-names.ts).
                    const first = hardLinkPath(linkname);
                    if (countFile(path, tree.addHardLink(path, linkname))) {
                        secondName(tree.storedPath(first), path);
                    }
                    links.noteFile(path);
                    site.entry(path, 'file');
                    if (options.onLink)
                        wait(options.onLink(path, { kind: 'hard', target: first }));
                    return;
                }
                case 'file':
                case 'contiguous-file':
                    break;
                default:
                    throw unsupportedEntry(header);
            }
            if (!path)
                throw new archive_error/* ArchiveError */.d(`a file entry has an empty name`, 'unsafe-path');
            const isNew = tree.addFile(path);
            site.entry(path, 'file');
            links.noteFile(path);
            const isHtml = countFile(path, isNew);
            if (isHtml && header.size > limits.maxScannedHtmlBytes) {
                unscanned.keep(() => path);
            }
            // A stylesheet is gathered as a page is (within the same size limit; one over it is not
            // read, and not counted among the pages the summary names).
            const isStylesheet = !isHtml && STYLESHEET_NAME.test(path) && !isAppleDouble(path);
            page.begin(isHtml || isStylesheet ? path : undefined, header.size);
            if (options.onFile) {
                // Only a consumer gets a stream, and a slow one (a disk) holds the archive back.
                const stream = new external_node_stream_.PassThrough();
                tap = { stream, written: options.onFile(path, stream, header.size) };
                tap.written.catch(() => undefined);
            }
        },
        data(bytes) {
            counts.unpackedBytes += bytes.length;
            checkSize();
            page.add(bytes);
            // A copy: the inflater fills its buffer again once this chunk is read.
            if (tap && !tap.stream.write(Buffer.from(bytes))) {
                wait(Promise.race([(0,external_node_events_.once)(tap.stream, 'drain'), tap.written]));
            }
        },
        end() {
            const scanned = page.end();
            // A page is scanned as soon as it is whole, where it lies when it came in one piece.
            if (scanned && STYLESHEET_NAME.test(scanned.path)) {
                links.scanStylesheet(scanned.path, scanned.bytes);
            }
            else if (scanned)
                links.scanPage(scanned.path, scanned.bytes);
            if (tap) {
                tap.stream.end();
                wait(tap.written);
                tap = undefined;
            }
        }
    });
    // Settles when the caller ends the archive, or rejects with the first reason it stopped.
    let endArchive;
    let stop;
    const ended = new Promise((resolve, reject) => {
        endArchive = resolve;
        stop = reject;
    });
    ended.catch(() => undefined);
    const consume = (chunk) => {
        // The inflater reuses its buffers, but a download's or a file's reads are still garbage
        // that the budget's collections free; the inflated bytes are its clock for the heap check.
        garbage.note(chunk.length);
        reader.push(chunk);
        if (waits.length === 0)
            return;
        const pending = waits;
        waits = [];
        return Promise.all(pending).then(() => undefined);
    };
    const inflater = createInflater(consume, { engine: options.engine, onFailure: stop });
    // The link report's and entry tree's tables, the page buffer and the inflater's output buffers
    // are live for the whole pass, not dead buffers. (The inflater's were left out of a file's
    // pass once there were four: external memory stayed over the budget, and `verifyFile` over the
    // 30,000-page Next.js-style bundle made a full collection every 70 ms, 41 in all.)
    const releaseHeld = garbage.holding(() => links.heldBytes() + tree.heldBytes() + page.heldBytes() + inflater.heldBytes);
    const report = (async () => {
        try {
            await ended;
            await inflater.end();
            reader.finish();
            tree.checkSymlinkChains();
            // A symbolic link answers a request as a static host follows it: only when its chain ends
            // at a file of the bundle (told now, when all entries are known; links to it wait until
            // then as pending targets do), and a link through a symbolic link to a folder (`stable/`
            // → `v2/`) reaches the files there, `stable/` itself through their index.html.
            // A page served so from another folder was judged from its own (second-names.ts).
            tree.eachSymlinkToFile((path, file) => {
                links.noteFile(path);
                if (isPage(path))
                    secondName(file, path);
            });
            tree.eachFileThroughFolderLinks(MAX_PATHS_THROUGH_LINKS, (path, file, readsAs) => {
                links.noteFile(path);
                if (isPage(path))
                    secondName(file, path, readsAs);
            });
        }
        catch (err) {
            inflater.destroy(err);
            tap?.stream.destroy();
            throw classify(err);
        }
        finally {
            releaseHeld();
        }
        const { folder, has404 } = site.locate(path => tree.isFile(path));
        // Root-absolute links were read from the archive's root; a site inside a folder of the
        // archive has its root there, so they are not judged (nor under a path prefix, whose rule
        // asks for the bundle root's entries: path-prefix.ts).
        const { rootAbsolute, ...findings } = links.finish(name => tree.has(name));
        const otherNames = secondNames.findings();
        const unreadPages = secondNames.unreadFindings();
        return {
            ...counts,
            compressedBytes: inflater.bytesIn,
            hasIndex: true,
            has404,
            ...(folder ? { siteFolder: folder } : {}),
            ...findings,
            ...(rootAbsolute && !folder ? { rootAbsolute } : {}),
            ...(unscanned.count > 0
                ? {
                    unscannedPages: {
                        count: unscanned.count,
                        sample: unscanned.sample,
                        overBytes: limits.maxScannedHtmlBytes
                    }
                }
                : {}),
            ...(otherNames ? { pagesUnderOtherNames: otherNames } : {}),
            ...(unreadPages ? { pagesStoredAsOtherFiles: unreadPages } : {})
        };
    })();
    report.catch(() => undefined);
    return {
        write: chunk => inflater.write(chunk),
        end: () => endArchive(),
        abandon: (reason = new Error('premature close')) => {
            stop(reason);
            inflater.destroy(reason);
        },
        report
    };
}
/** Turns zlib and tar parser failures into ArchiveErrors that say what they mean. */
function classify(err) {
    if (err instanceof archive_error/* ArchiveError */.d)
        return err;
    if (err instanceof TarNameError)
        return new archive_error/* ArchiveError */.d(err.message, 'unsafe-path');
    if (err instanceof TarFormatError) {
        return err.truncated
            ? new archive_error/* ArchiveError */.d(`the archive is truncated: a tar entry ends early`, 'truncated')
            : new archive_error/* ArchiveError */.d(`the archive is not a valid tar: ${err.message}`, 'not-tar');
    }
    const e = err;
    const message = e?.message ?? String(err);
    if (e?.code === 'Z_DATA_ERROR' ||
        (/incorrect header check|invalid/i.test(message) && e?.code?.startsWith('Z_'))) {
        return new archive_error/* ArchiveError */.d(`the archive is not valid gzip (${message})`, 'not-gzip');
    }
    if (e?.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(message)) {
        return new archive_error/* ArchiveError */.d(`the archive is truncated: the gzip stream ends early`, 'truncated');
    }
    // The source stream cut short before gunzip saw its end.
    if (/premature close/i.test(message)) {
        return new archive_error/* ArchiveError */.d(`the archive is truncated: a tar entry ends early`, 'truncated');
    }
    return new archive_error/* ArchiveError */.d(`the archive is not a valid tar: ${message}`, 'not-tar');
}


/***/ }),

/***/ 34632:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c_: () => (/* binding */ removeOnCancel),
/* harmony export */   hd: () => (/* binding */ finishBeforeCancel),
/* harmony export */   qO: () => (/* binding */ handleCancellation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// A cancelled run leaves no partial file behind. The runner cancels a step by sending SIGINT to
// its process, SIGTERM 7.5 s later, then kills it; on Windows the two are Ctrl+C and Ctrl+Break,
// which Node delivers as SIGINT and SIGBREAK. Node's default for each is to end at once, which
// left the archive being downloaded (`<name>.tar.gz.part`), or a copy being made
// under the archive's own name, in the temporary folder: until the job ends in RUNNER_TEMP, and
// for good in os.tmpdir() where RUNNER_TEMP is not set (a local run, some self-hosted set-ups),
// where a multi-gigabyte part file per cancelled run fills the disk.
//
// So the files a run is writing (and the tool-cache entry an archive is being copied into, a
// folder) are registered here while they are incomplete. On any of these signals they are
// removed (synchronously: nothing else of the run runs after that), and the same signal is
// raised again under Node's default action, so the process still ends by that signal and the
// runner sees the cancellation as before. SIGBREAK had no handler: a Windows run that Ctrl+C did
// not reach or end was ended by Ctrl+Break with its part file left behind.
//
// One step is finished before a cancel ends the run (finishBeforeCancel): from a branch's move to
// its pull request, where ending at once left a branch no pull request showed (and a scheduled
// renewal then decided from its link, not the base's) or an open pull request whose body named
// the previous job.

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'];
/**
 * The signal raised again to end the process. Node cannot raise SIGBREAK (libuv's kill knows
 * SIGINT, SIGTERM, SIGKILL and SIGQUIT only, and answers ENOSYS on Windows): SIGTERM ends the
 * process there as SIGINT does (TerminateProcess), and is what Ctrl+Break stands for.
 */
const raised = (signal) => signal === 'SIGBREAK' ? 'SIGTERM' : signal;
/** Files and folders that would be incomplete if the run stopped now. */
const incomplete = new Set();
/**
 * Registers `path` as incomplete until the returned function is called (when the file is
 * finished, renamed or removed by the run itself).
 */
function removeOnCancel(path) {
    incomplete.add(path);
    return () => {
        incomplete.delete(path);
    };
}
/** What a cancel waits for now (finishBeforeCancel), each under its own key. */
const finishing = new Map();
/** The signal a cancel came by while something was finishing; raised once all of it is done. */
let deferred;
/**
 * Holds a cancel back until the returned function is called, for a step that would leave the
 * user's repository inconsistent if stopped half-way (a branch moved, its pull request not yet
 * opened or updated). The first signal then only says so in the log; the run ends by it once
 * the step is done. A second signal (the runner's SIGTERM, 7.5 s after its SIGINT) ends the run
 * at once: a runner that is out of patience kills the process next.
 */
function finishBeforeCancel(what) {
    const key = Symbol(what);
    finishing.set(key, what);
    return () => {
        if (!finishing.delete(key))
            return;
        if (finishing.size === 0 && deferred !== undefined)
            end(deferred);
    };
}
function onSignal(signal) {
    if (finishing.size > 0 && deferred === undefined) {
        deferred = signal;
        const what = [...finishing.values()].join('; ');
        // Written directly: the step's log is all the runner shows of a cancelled step.
        process.stdout.write(`Cancel received (${signal}): ${what} first, so that nothing is left half-done; the run then ends\n`);
        return;
    }
    end(signal);
}
/** Removes what is incomplete and ends the process by `signal`. */
function end(signal) {
    for (const path of incomplete) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true, recursive: true });
        }
        catch {
            // Nothing more can be done in a process that is ending; the others are still removed.
        }
    }
    incomplete.clear();
    for (const name of SIGNALS)
        process.removeListener(name, onSignal);
    // Without a listener Node's default action is back: the process ends by this signal.
    process.kill(process.pid, raised(signal));
}
/** Installs the signal handlers (once, by the action's entry). */
function handleCancellation() {
    for (const name of SIGNALS) {
        if (!process.listeners(name).includes(onSignal))
            process.on(name, onSignal);
    }
}


/***/ }),

/***/ 25493:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ checkConfigPath)
/* harmony export */ });
/* unused harmony export ConfigPathError */
// The config path check, apart from the YAML/JSON editing: the settings check it before any
// request without loading a parser into the action's start-up.
/** A path that cannot be used; the message names the path and the fix. */
class ConfigPathError extends Error {
    name = 'ConfigPathError';
}
/**
 * Refuses config paths that could leave the repository: absolute paths, `..` segments,
 * backslashes, NUL bytes and empty paths. Returns the path normalised to forward slashes without `./`.
 */
function checkConfigPath(path) {
    const trimmed = path.trim();
    if (trimmed === '')
        throw new ConfigPathError('config-path is empty');
    if (trimmed.includes('\0'))
        throw new ConfigPathError('config-path contains a NUL byte');
    if (trimmed.includes('\\')) {
        throw new ConfigPathError(`config-path "${trimmed}" contains a backslash; use forward slashes, relative to the repository root`);
    }
    if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed)) {
        throw new ConfigPathError(`config-path "${trimmed}" is absolute; give a path relative to the repository root`);
    }
    const segments = trimmed.split('/').filter(s => s !== '' && s !== '.');
    if (segments.includes('..')) {
        throw new ConfigPathError(`config-path "${trimmed}" leaves the repository ("..") ; give a path inside it`);
    }
    if (segments.length === 0)
        throw new ConfigPathError(`config-path "${trimmed}" names no file`);
    return segments.join('/');
}


/***/ }),

/***/ 23415:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WA: () => (/* binding */ parseDocumentSelector),
/* harmony export */   de: () => (/* binding */ selectorMatches),
/* harmony export */   po: () => (/* binding */ describeDocument),
/* harmony export */   r5: () => (/* binding */ describeSelector)
/* harmony export */ });
const FIELDS = ['kind', 'name', 'namespace', 'apiVersion'];
/** Parses config-document; throws an Error whose message says what would be valid. */
function parseDocumentSelector(input) {
    const text = input.trim();
    if (text === '')
        return undefined;
    if (/^\d+$/.test(text)) {
        const index = Number(text);
        if (index < 1 || !Number.isSafeInteger(index)) {
            throw new Error(`"${text}" is not a document number; documents count from 1`);
        }
        return { index };
    }
    const selector = {};
    for (const part of text.split(',')) {
        const m = /^\s*([A-Za-z.]+)\s*=\s*(.*?)\s*$/.exec(part);
        const field = m ? normaliseField(m[1]) : undefined;
        if (!m || !field || m[2] === '') {
            throw new Error(`"${text}" is neither a document number (1, 2, …) nor a list of kind=…, name=…, namespace=…, apiVersion=… (e.g. kind=HelmRelease,name=docs)`);
        }
        if (selector[field] !== undefined)
            throw new Error(`"${text}" gives ${field} twice`);
        selector[field] = m[2];
    }
    return selector;
}
function normaliseField(name) {
    const short = name.replace(/^metadata\./, '');
    return FIELDS.includes(short) ? short : undefined;
}
/** Whether a document is the one the selector names. */
function selectorMatches(selector, doc) {
    if ('index' in selector)
        return doc.index === selector.index;
    return FIELDS.every(f => selector[f] === undefined || selector[f] === doc[f]);
}
/** The selector as the user wrote it, for messages. */
function describeSelector(selector) {
    if ('index' in selector)
        return `config-document: ${selector.index}`;
    const parts = FIELDS.filter(f => selector[f] !== undefined).map(f => `${f}=${selector[f]}`);
    return `config-document: ${parts.join(',')}`;
}
/** One document for a refusal's list: `#3 HelmRelease docs`. */
function describeDocument(doc) {
    const what = [doc.kind ?? '(no kind)', doc.name ? `"${doc.name}"` : undefined]
        .filter(Boolean)
        .join(' ');
    return `#${doc.index} ${what}`;
}


/***/ }),

/***/ 81476:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ MAX_FRAGMENT)
/* harmony export */ });
// The longest fragment of outside text shown by default (log lines, error messages, the job
// summary). Its own module, without imports, so the archive layer can bound what it keeps to
// what will be shown without loading the runner toolkit that log-text.ts needs.
/** The longest fragment shown by default; longer outside text is cut with `…`. */
const MAX_FRAGMENT = 300;


/***/ }),

/***/ 81611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   vh: () => (/* binding */ isEnterpriseServer),
/* harmony export */   zq: () => (/* binding */ defaultApiUrl)
/* harmony export */ });
/* unused harmony export serverUrl */
// Where GitHub is, for this run: github.com, a GHE.com data-residency host, or a GitHub
// Enterprise Server. One home for the server rule and the addresses derived from the runner's
// variables, so that REST (`https://HOST/api/v3`), GraphQL (`https://HOST/api/graphql`, which
// Octokit derives from a `/api/v3` base) and the web links in the summary and the pull request
// body all name the same server.
/**
 * Whether the run is on GitHub Enterprise Server. The rule of @actions/artifact itself:
 * github.com, GHE.com data-residency hosts (`*.ghe.com`) and `*.localhost` are not GHES; an
 * unset server URL means github.com.
 */
function isEnterpriseServer(serverUrl) {
    if (serverUrl === undefined || serverUrl.trim() === '')
        return false;
    let hostname;
    try {
        hostname = new URL(serverUrl.trim()).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return !(hostname === 'github.com' ||
        hostname.endsWith('.ghe.com') ||
        hostname.endsWith('.localhost'));
}
/** The web address of the server (GITHUB_SERVER_URL), without a trailing slash. */
function serverUrl(env) {
    return env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, '') || 'https://github.com';
}
/**
 * The REST API: the runner's GITHUB_API_URL; without it, `<server>/api/v3` on GitHub
 * Enterprise Server, `api.<subdomain>.ghe.com` on a GHE.com data-residency host (a token of
 * that enterprise means nothing to api.github.com, and must not be sent there), and
 * api.github.com elsewhere.
 */
function defaultApiUrl(env) {
    const given = env.GITHUB_API_URL?.trim().replace(/\/+$/, '');
    if (given)
        return given;
    if (isEnterpriseServer(env.GITHUB_SERVER_URL))
        return `${serverUrl(env)}/api/v3`;
    // An unparsable server URL is not GHES (isEnterpriseServer) and not GHE.com either.
    const server = URL.canParse(serverUrl(env)) ? new URL(serverUrl(env)) : undefined;
    const host = server?.hostname.toLowerCase() ?? '';
    if (server && host.endsWith('.ghe.com') && !host.startsWith('api.')) {
        return `${server.protocol}//api.${server.host}`;
    }
    return 'https://api.github.com';
}
/** The page of this workflow run, when the runner's variables say where it is. */
function workflowRunUrl(env) {
    const repository = env.GITHUB_REPOSITORY;
    const runId = env.GITHUB_RUN_ID;
    if (!repository || !runId)
        return undefined;
    return `${serverUrl(env)}/${repository}/actions/runs/${runId}`;
}


/***/ }),

/***/ 73346:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ describeLink),
/* harmony export */   FE: () => (/* binding */ redactLinks),
/* harmony export */   Q2: () => (/* binding */ linkExpiry),
/* harmony export */   a9: () => (/* binding */ linkSecrets),
/* harmony export */   iY: () => (/* binding */ parseBundleLink)
/* harmony export */ });
/* harmony import */ var _rules_job_id_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3296);
/* harmony import */ var _rules_timestamp_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(15);
// What the action knows about presigned bundle links. The link is a capability: messages,
// logs and summaries show its host and path, never its query (which holds the signature).
//
// The platform promises a presigned link and, beside it, `expiresAt`: that answer is the truth
// about expiry. What a link says about itself is read only as a fallback, for configs written
// by hand. Object stores sign links in several ways, all known here:
//
//   S3 SigV4       X-Amz-Date (20240601T100000Z) + X-Amz-Expires (seconds); X-Amz-Signature,
//                  X-Amz-Credential, X-Amz-Security-Token
//   S3 SigV2       Expires (epoch seconds); Signature, AWSAccessKeyId
//   CloudFront     Expires (epoch seconds); Signature, Policy, Key-Pair-Id
//   GCS V4         X-Goog-Date + X-Goog-Expires; X-Goog-Signature, X-Goog-Credential
//   GCS V2         Expires (epoch seconds); Signature, GoogleAccessId
//   Azure SAS      se (ISO 8601 expiry); sig
//
// A link with none of these (a plain CDN path, a signed path) is fine: its expiry comes from the
// record the action keeps beside it.


/**
 * Shows a link by its origin and path, for messages. A file:// link (an air-gapped import's)
 * has no origin (the URL parser says `null`): it is shown as file:// and its path.
 */
function describeLink(url) {
    try {
        const u = new URL(url);
        const origin = u.protocol === 'file:' ? `file://${u.host}` : u.origin;
        return `${origin}${u.pathname}`;
    }
    catch {
        return 'the bundle link';
    }
}
/**
 * Text with every http(s) link's query replaced by `?…` (diffs and log lines that quote links).
 * The whole query goes, not only the signature: whatever a scheme calls its signature, and any
 * token an unknown scheme carries, is in the query. A link inside a JSON string may have its
 * slashes escaped (`https:\/\/…`, as PHP's json_encode writes every link), and a scheme may be
 * written in capitals: both are links all the same. A user and password in a link (a config
 * written by hand for a server behind basic auth) go too.
 */
function redactLinks(text) {
    return text
        .replace(/(https?:(?:\\?\/){2}[^\s"'?#]+)\?[^\s"'#]*/gi, '$1?…')
        .replace(USER_INFO, '$1***@');
}
/** The user and password of a link (`https://user:password@host/…`), as a config may hold them. */
const USER_INFO = /(https?:(?:\\?\/){2})[^\s"'/\\?#@]+@/gi;
/**
 * Query parameters that carry a link's signature or a credential, by scheme (lower case). Each
 * value is masked on its own, so a log line that quotes the signature alone is masked too.
 */
const SIGNATURE_PARAMS = new Set([
    'x-amz-signature', // S3 SigV4
    'x-amz-credential',
    'x-amz-security-token',
    'signature', // S3 SigV2, CloudFront, GCS V2
    'policy', // CloudFront custom policy (signed together with Signature)
    'key-pair-id', // CloudFront: names the key that signed
    'x-goog-signature', // GCS V4
    'x-goog-credential',
    'sig' // Azure SAS
]);
/**
 * Any other parameter whose name says it holds a secret (an unknown scheme's token; Backblaze
 * B2's `Authorization`).
 */
const SECRET_LOOKING = /signature|sig$|token|credential|secret|password|authorization/i;
/** A mask of a very short value would blank out unrelated text in every log line. */
const MIN_MASKED_LENGTH = 8;
/**
 * Values a mask should hide: the whole link, and each signature or credential in its query both
 * as the link writes it and decoded (the runner masks a value and its own escapes of it, which
 * are not always how the link wrote it: `%2b`, or `+` for a space). A link whose query signs
 * nothing carries its capability elsewhere, in its path (a CDN's token path, nginx's
 * secure_link: `/t/<token>/bundle.tar.gz`): then the path, as describeLink shows it, is masked
 * too, since the link shown without its query is no longer the masked whole.
 */
function linkSecrets(url) {
    const secrets = [url];
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return secrets;
    }
    const add = (value) => {
        if (value.length >= MIN_MASKED_LENGTH && !secrets.includes(value))
            secrets.push(value);
    };
    let signed = false;
    const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
    for (const pair of query.split('&')) {
        const [entry] = new URLSearchParams(pair);
        if (entry === undefined)
            continue;
        const [name, value] = entry;
        if (!SIGNATURE_PARAMS.has(name.toLowerCase()) && !SECRET_LOOKING.test(name))
            continue;
        signed = true;
        add(value);
        add(pair.slice(pair.indexOf('=') + 1));
    }
    // A user and password in the link (a config written by hand for a server behind basic auth).
    if (parsed.password !== '') {
        add(parsed.password);
        add(decodeURIComponentSafe(parsed.password));
    }
    const http = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    // Only a path of folders and a file: `/bundle.tar.gz` alone names no token, and a mask of it
    // would blank the archive's own name wherever a log line shows it.
    if (!signed && http && parsed.pathname.split('/').filter(s => s !== '').length >= 2) {
        add(parsed.pathname);
    }
    return secrets;
}
/**
 * Reads what a presigned bundle link says about itself, as a fallback for configs without the
 * action's record: the job (the folder holding the archive, as in the platform's example
 * `https://exports.example.com/<job>/bundle.tar.gz`, only when unambiguous) and when it expires.
 * Fields that are not there are left out; a string that is not a URL gives `{}`.
 */
function parseBundleLink(link) {
    let url;
    try {
        url = new URL(link);
    }
    catch {
        return {};
    }
    const info = {};
    const jobId = jobFromPath(url);
    if (jobId !== undefined)
        info.jobId = jobId;
    const expiresAt = linkExpiry(url.searchParams);
    if (expiresAt !== undefined)
        info.expiresAt = expiresAt;
    return info;
}
/**
 * The job a link's path names, or undefined when its shape leaves any doubt. The platform
 * promises nothing about the path, and a wrong guess is worse than none: the renewal would ask
 * for a job that does not exist, or renew another one. So the folder holding the archive is
 * taken only when
 * - it is not the bucket or container of a path-style object store link (S3
 *   `s3.<region>.amazonaws.com/<bucket>/…`, GCS `storage.googleapis.com/<bucket>/…`, Azure
 *   `<account>.blob.core.windows.net/<container>/…`), whose first segment is never a job;
 * - the archive's own name holds no digit: `se_3f9a….tar.gz` may itself be the job, and its
 *   folder (`exports/`) a fixed one;
 * - the folder holds a digit, as every id shape seen does (`se_…`, UUIDs, numbers): a folder
 *   without one (`exports`, `latest`, `docs`) is far more likely a fixed name than a job.
 * Anything else: no job, and the renewal asks for job-id instead of guessing.
 */
function jobFromPath(url) {
    let segments = url.pathname.split('/').filter(s => s !== '');
    if (PATH_STYLE_STORE.some(host => host.test(url.hostname)))
        segments = segments.slice(1);
    if (segments.length < 2)
        return undefined;
    const archive = decodeURIComponentSafe(segments[segments.length - 1]);
    const id = decodeURIComponentSafe(segments[segments.length - 2]);
    if (/\d/.test(archive) || !/\d/.test(id))
        return undefined;
    return (0,_rules_job_id_js__WEBPACK_IMPORTED_MODULE_0__/* .jobIdProblem */ .M3)(id) === undefined ? id : undefined;
}
/** Hosts whose links name the bucket or container in the path's first segment. */
const PATH_STYLE_STORE = [
    // S3 path style: s3.amazonaws.com, s3.eu-west-1…, s3-eu-west-1…, s3.dualstack.…, s3-fips.…
    /^s3(?:-fips)?(?:[.-](?:dualstack\.)?[a-z]{2}(?:-[a-z]+)+-\d+|-external-1)?\.amazonaws\.com(?:\.cn)?$/i,
    /^storage\.(?:googleapis\.com|cloud\.google\.com)$/i,
    /\.(?:blob|dfs)\.core\.(?:windows\.net|chinacloudapi\.cn|usgovcloudapi\.net)$/i,
    // S3-compatible stores whose path-style host names no bucket: Cloudflare R2 (the account id),
    // DigitalOcean Spaces (the region), Backblaze B2 and Wasabi.
    /^[0-9a-f]{32}\.(?:eu\.|fedramp\.)?r2\.cloudflarestorage\.com$/i,
    /^[a-z]+\d+\.digitaloceanspaces\.com$/i,
    /^s3\.[a-z]+-[a-z]+-\d+\.backblazeb2\.com$/i,
    /^s3(?:\.[a-z]+-[a-z]+-\d+)?\.wasabisys\.com$/i
];
/** The expiry a link's query states, in the first scheme that matches; undefined if none. */
function linkExpiry(query) {
    const get = caseInsensitive(query);
    const fromDateAndSeconds = (date, seconds) => {
        const signedAt = date === undefined ? NaN : parseCompactDate(date);
        if (Number.isNaN(signedAt) || seconds === undefined || !/^\d{1,9}$/.test(seconds))
            return;
        return isoOrUndefined(signedAt + Number(seconds) * 1000);
    };
    return (fromDateAndSeconds(get('x-amz-date'), get('x-amz-expires')) ??
        fromDateAndSeconds(get('x-goog-date'), get('x-goog-expires')) ??
        epochSeconds(get('expires')) ??
        azureExpiry(get('se'), get('sig')));
}
function caseInsensitive(query) {
    const byName = new Map();
    for (const [name, value] of query) {
        if (!byName.has(name.toLowerCase()))
            byName.set(name.toLowerCase(), value);
    }
    return name => byName.get(name);
}
/** `20240601T100000Z`, the date format of SigV4 and GCS V4 (ISO 8601's basic form). */
function parseCompactDate(date) {
    return /^\d{8}T\d{6}Z$/.test(date) ? ((0,_rules_timestamp_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimestamp */ .EH)(date) ?? NaN) : NaN;
}
/** S3 SigV2, CloudFront and GCS V2: `Expires` in seconds since the epoch. */
function epochSeconds(value) {
    if (value === undefined || !/^\d{1,12}$/.test(value))
        return undefined;
    return isoOrUndefined(Number(value) * 1000);
}
/** Azure SAS: `se` is an ISO 8601 date or time (UTC); only with its signature `sig`. */
function azureExpiry(se, sig) {
    if (se === undefined || sig === undefined)
        return undefined;
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(se))
        return undefined;
    // A time without a zone is UTC in SAS; Date.parse would read it as local time.
    const zoned = /T[\d:.]+$/.test(se) ? `${se}Z` : se;
    return isoOrUndefined(Date.parse(zoned));
}
function isoOrUndefined(ms) {
    if (!Number.isFinite(ms))
        return undefined;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
function decodeURIComponentSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}


/***/ }),

/***/ 73529:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ mdFence),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   cz: () => (/* binding */ mdCell),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony export logLines */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33838);
/* harmony import */ var _fragment_length_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(81476);
// Outside text made safe to show. Whatever the platform, GitHub or an archive says (a job id, an
// error text, a status, an entry name, a link in a page, a config file's lines) is data, never
// markup: printed as it came, it could end a log line and start a workflow command
// (`\n::warning …`, `::add-mask::`, `::stop-commands::`), or in the job summary's Markdown
// open a link, an image or raw HTML.
//
// - `oneLine` / `quote`: a fragment of outside text for a log line or an error message: every
//   line break and other control or invisible formatting character shown as an escape
//   (`\n`, `\u001b`, `\u202e`), bounded in length.
// - `logLines` / `info`: the last guard before stdout: no line of the text starts (after white
//   space, as the runner trims it) with `::` or the older `##[` command prefix.
// - `mdText` / `mdCode` / `mdLink` / `mdFence`: outside text for the job summary's Markdown.
//
// Every module that prints outside text imports this file; nothing else decides what is safe.


/**
 * Characters that would break a line, move the cursor, or hide or reorder text: C0 and C1
 * controls, DEL, soft hyphen, zero-width characters, the line and paragraph separators, bidi
 * embeddings/overrides/isolates, the byte order mark and the interlinear annotation marks.
 */
const UNSAFE = 
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
/[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function escapeChar(ch) {
    return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/** Outside text as one line: nothing in it can end the line, hide or reorder characters. */
function oneLine(text, maxLength = _fragment_length_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FRAGMENT */ .E) {
    let s = typeof text === 'string' ? text : String(text);
    if (s.length > maxLength) {
        // Cut on a code point, so no lone surrogate is left at the end.
        const points = Array.from(s.slice(0, maxLength + 1));
        s = points.slice(0, Math.max(1, points.length - 1)).join('') + '…';
    }
    return s.replace(UNSAFE, escapeChar);
}
/**
 * Outside text in double quotes, as one line with its own quotes and backslashes escaped, so
 * the reader sees exactly where it starts and ends: `"../../x\n::warning::y"`.
 */
function quote(text, maxLength = _fragment_length_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FRAGMENT */ .E) {
    const s = typeof text === 'string' ? text : String(text);
    return `"${oneLine(s.replace(/\\/g, '\\\\').replace(/"/g, '\\"'), maxLength)}"`;
}
/**
 * A line that would be read as a workflow command: the runner trims leading white space (.NET's
 * notion, which includes U+0085) and looks for `::` (or `##[`, the older syntax).
 */
const COMMAND_START = /^([\s\u0085]*)(::|##\[)/;
/** Text for stdout, line by line: a line that would start a workflow command gets a `\` first. */
function logLines(text) {
    return text
        .split(/\r\n|\r|\n/)
        .map(line => line.replace(COMMAND_START, '$1\\$2'))
        .join('\n');
}
/** `core.info` behind the last guard: every informational line of the action goes through here. */
function info(text) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(logLines(text));
}
// The ASCII punctuation that can start Markdown or HTML markup in running text (emphasis, code,
// links, images, raw HTML, entities, headings, strikethrough, math); each may be backslash-escaped
// in CommonMark and then stands for itself. `|` matters only in a table: `mdCell` escapes it.
const MARKDOWN_MARKUP = /[\\`*_[\]<>&~!#$]/g;
/** Outside text for Markdown: one line, every markup character backslash-escaped. */
function mdText(text, maxLength = _fragment_length_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FRAGMENT */ .E) {
    return oneLine(text, maxLength).replace(MARKDOWN_MARKUP, '\\$&');
}
/**
 * Outside text as a Markdown code span: its content is literal (no HTML, no emphasis), the
 * backtick fence longer than any backtick run inside.
 */
function mdCode(text, maxLength = _fragment_length_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FRAGMENT */ .E) {
    const s = oneLine(text, maxLength);
    const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') || s === '' ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A table cell's Markdown (already escaped fragments): `|` escaped so the cell does not split
 * (GFM reads `\|` as `|` in code spans too), and no line break.
 */
function mdCell(markdown) {
    return markdown.replace(/\r\n|\r|\n/g, ' ').replace(/\|/g, '\\|');
}
/**
 * A link in Markdown when `url` is an http(s) URL (its href as the URL parser writes it, with
 * the characters that could end a link destination percent-encoded too); otherwise just the
 * label. The label is Markdown the caller has escaped.
 */
function mdLink(label, url) {
    if (url) {
        try {
            const parsed = new URL(url);
            if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
                const href = parsed.href.replace(/[()<>\s]/g, ch => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
                return `[${label}](${href})`;
            }
        }
        catch {
            // not a URL: shown without a link
        }
    }
    return label;
}
/**
 * Multi-line outside text as a fenced code block, its fence longer than any backtick run in it,
 * so no line of the text can close the block early.
 */
function mdFence(text, language = '') {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}


/***/ }),

/***/ 9669:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ directWhereNoProxySays),
/* harmony export */   iJ: () => (/* binding */ proxyFor)
/* harmony export */ });
/* unused harmony exports noProxyAddresses, directByAddress */
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(19783);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);


/** The runner's NO_PROXY, read as @actions/http-client reads it (lower case first). */
function noProxyValue(env) {
    return env['no_proxy'] || env['NO_PROXY'] || '';
}
/**
 * The addresses and ranges NO_PROXY names (`10.0.0.0/8`, `fd00::/8`, `::1`, `[fd00::5]`), as one
 * list; entries that are names, or not addresses at all, are not in it.
 */
function noProxyAddresses(noProxy) {
    const list = new node_net__WEBPACK_IMPORTED_MODULE_1__.BlockList();
    for (const raw of noProxy.split(',')) {
        const entry = raw.trim().replace(/^\[([^\]]*)\]/, '$1');
        const slash = entry.indexOf('/');
        const address = slash < 0 ? entry : entry.slice(0, slash);
        const family = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(address);
        if (family === 0)
            continue;
        const type = family === 4 ? 'ipv4' : 'ipv6';
        if (slash < 0) {
            list.addAddress(address, type);
            continue;
        }
        const bitsText = entry.slice(slash + 1);
        const bits = Number(bitsText);
        // A malformed range is no entry at all, as curl has it (it does not fall back to the address).
        if (!/^\d{1,3}$/.test(bitsText) || bits > (family === 4 ? 32 : 128))
            continue;
        list.addSubnet(address, bits, type);
    }
    return list;
}
/** `hostname` (as URL.hostname gives it, IPv6 in brackets) without brackets, when an address. */
function addressOf(hostname) {
    const address = hostname.replace(/^\[(.*)\]$/, '$1');
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(address);
    return family === 0 ? undefined : { address, type: family === 4 ? 'ipv4' : 'ipv6' };
}
/** Whether NO_PROXY sends a request for `hostname`, an IP address, direct by an address entry. */
function directByAddress(hostname, env = process.env) {
    const host = addressOf(hostname);
    const noProxy = noProxyValue(env);
    if (host === undefined || noProxy === '')
        return false;
    return noProxyAddresses(noProxy).check(host.address, host.type);
}
/** The proxy a request for `target` goes through, as curl would choose it; undefined: direct. */
function proxyFor(target) {
    const url = typeof target === 'string' ? new URL(target) : target;
    return directByAddress(url.hostname) ? undefined : (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .getProxyUrl */ .s)(url);
}
/**
 * For an HttpClient: a request NO_PROXY sends direct by an address entry gets no proxy agent
 * (`agent: false`, a connection of its own), whatever http-client chose for it.
 */
const directWhereNoProxySays = {
    prepareRequest(options) {
        if (options.host && directByAddress(options.host))
            options.agent = false;
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('no authentication is handled here'))
};


/***/ }),

/***/ 46316:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Av: () => (/* binding */ kindForStatus),
/* harmony export */   Em: () => (/* binding */ errorTextWithout),
/* harmony export */   JR: () => (/* binding */ hintFor),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   eI: () => (/* binding */ PlatformInputError),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76670);
// The one error type of the platform client. It says which call failed (method and path, never
// the key), what the platform answered, and what to do about it.

class PlatformError extends Error {
    kind;
    call;
    status;
    platformError;
    hint;
    attempts;
    code;
    retryAfterMs;
    constructor(message, details) {
        super(message, details.cause === undefined ? undefined : { cause: details.cause });
        this.name = 'PlatformError';
        this.kind = details.kind;
        this.call = details.call;
        this.status = details.status;
        this.platformError = details.platformError;
        this.hint = details.hint;
        this.attempts = details.attempts;
        this.code = details.code;
        this.retryAfterMs = details.retryAfterMs;
    }
    /** Whether repeating the same request later may succeed (429, 5xx, network, timeout). */
    get transient() {
        return (this.kind === 'rate-limited' ||
            this.kind === 'server' ||
            this.kind === 'network' ||
            this.kind === 'timeout');
    }
}
function kindForStatus(status) {
    if (status === 400 || status === 422)
        return 'bad-request';
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    // 408: the platform, or a proxy or load balancer in front of it, closed the request before it
    // had all of it (RFC 9110, 15.5.9). Nothing was acted on; like a timeout of ours, it passes.
    if (status === 408)
        return 'timeout';
    if (status === 409)
        return 'conflict';
    if (status === 429)
        return 'rate-limited';
    if (status >= 500)
        return 'server';
    return 'http';
}
/**
 * The advice for a status. For 403 the platform's text decides between its three causes (no
 * Enterprise plan, key without admin scope, IP allow-list); when it names none, all three are
 * listed.
 */
function hintFor(status, platformError = '') {
    const text = platformError.toLowerCase();
    switch (kindForStatus(status)) {
        case 'bad-request':
            return 'the platform rejected the request; check the domain (a bare hostname), version and paths';
        case 'unauthorized':
            return ('the admin API key is wrong or has expired; create a new admin key on the ' +
                "dashboard's API keys page and update the secret");
        case 'forbidden':
            if (/not enabled|enterprise|plan/.test(text)) {
                return 'static export needs an Enterprise plan; ask your account owner to enable it';
            }
            if (/scope|admin|assistant|permission/.test(text)) {
                return 'the key lacks the admin scope; use an admin API key from the dashboard, not the assistant key';
            }
            if (/\bip\b|allow-?list|address/.test(text)) {
                return "the runner's IP address is not on the key's allow-list; add it (or use a self-hosted runner with a listed address)";
            }
            return ('the key may not use static export: the organization needs an Enterprise plan, the key ' +
                "needs the admin scope, and the runner's IP must be on the key's allow-list if it has one");
        case 'not-found':
            return 'the job or domain is unknown to the organization that owns this key; check the domain, the job id and the key';
        case 'conflict':
            return 'the job has not finished yet; wait for status "completed" before asking for the bundle';
        case 'rate-limited':
            return 'the platform is rate limiting this key; retry later or run less often';
        case 'server':
            return 'the platform had a temporary problem; retry later';
        case 'timeout':
            return 'the platform, or a proxy in front of it, gave up waiting for the request; retry later';
        default:
            return 'unexpected answer from the platform';
    }
}
/**
 * errorText of an answer that may echo `secrets` (a gateway's page echoing the Authorization
 * header, an error quoting the key): they are taken out of the whole answer before it is cut to
 * 200 characters (a cut through a secret would keep its first part, which no mask of the whole
 * secret recognises), and again after, when errorText has undone a JSON string's escapes (`\/`).
 */
function errorTextWithout(text, secrets) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(errorText((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text, secrets)), secrets);
}
/**
 * The text of an error body: the platform's `{"error": "…"}` (or the `{"message": "…"}` of its
 * read routes and of API gateways in front of it, the `{"error": {"message": "…"}}` of Google's
 * style, RFC 9457's problem details' `title` and `detail`), or a short excerpt of whatever else
 * came. An HTML page (a proxy's, a load balancer's or a CDN's, in front of the platform) is read
 * for its title, else for its text without markup: its first 200 characters are mostly a style
 * sheet.
 * Still outside text: callers pass it through `redact` (redact.ts) and `oneLine` before showing it.
 */
function errorText(text) {
    try {
        const parsed = JSON.parse(text);
        if (parsed && typeof parsed === 'object') {
            const { error, message, title, detail } = parsed;
            if (typeof error === 'string')
                return error;
            if (error === undefined && typeof message === 'string')
                return message;
            const nested = error?.message;
            if (typeof nested === 'string')
                return nested;
            if (typeof detail === 'string')
                return typeof title === 'string' ? `${title}: ${detail}` : detail;
            if (typeof title === 'string')
                return title;
        }
    }
    catch {
        // not JSON: fall through to the excerpt
    }
    let plain = text;
    if (/^\s*(<!doctype html|<html)/i.test(text)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
        plain = title
            ? title
            : text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
        plain = plain.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => HTML_ENTITIES[e] ?? '');
    }
    const flat = plain.replace(/\s+/g, ' ').trim();
    return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
const HTML_ENTITIES = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'"
};
/** A setting that fails the input checks; thrown before any request is made. */
class PlatformInputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PlatformInputError';
    }
}


/***/ }),

/***/ 57933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ proxyTunnelHint)
/* harmony export */ });
/* unused harmony export tunnelRefusal */
/* harmony import */ var _no_proxy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9669);
// What to tell a user whose forward proxy would not open a tunnel (CONNECT) to a service (the
// GitHub API, the GHES artifact service, the assistant): which proxy the runner's variables
// chose for that URL and from which variable, without the user and password HTTPS_PROXY may
// carry, and what to change. The agents report such a refusal only by its status, naming
// neither the proxy nor the variable: the `tunnel` agent of @actions/http-client (the assistant
// client's, and the artifact v1 client's) as "tunneling socket could not be established,
// statusCode=407", undici's ProxyAgent (Octokit's fetch) as "Proxy response (407) !== 200 when
// HTTP Tunneling", under Octokit's "fetch failed".

const TUNNEL_REFUSED = [
    /tunneling socket could not be established,? statusCode=(\d+)/,
    /Proxy response \((\d+)\) !== 200 when HTTP Tunneling/
];
/** The status a proxy refused a tunnel with, from an error or any error in its cause chain. */
function tunnelRefusal(err) {
    let current = err;
    for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth++) {
        const message = current instanceof Error ? current.message : String(current);
        for (const pattern of TUNNEL_REFUSED) {
            const found = pattern.exec(message);
            if (found)
                return Number(found[1]);
        }
        current = typeof current === 'object' ? current.cause : undefined;
    }
    return undefined;
}
/** The variable @actions/http-client reads the proxy of `target` from, as the runner set it. */
function proxyVariable(target, env) {
    const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    return names.find(name => env[name]) ?? names[1];
}
/**
 * A hint for an error that is a proxy's refusal to open a tunnel to `target`, or undefined for
 * any other error. The proxy is named by its scheme, host and port only.
 */
function proxyTunnelHint(err, target, env = process.env) {
    const status = tunnelRefusal(err);
    if (status === undefined)
        return undefined;
    const proxy = (0,_no_proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .proxyFor */ .iJ)(target);
    const variable = proxyVariable(target, env);
    const where = proxy
        ? `The proxy ${proxy.protocol}//${proxy.host} (from ${variable})`
        : `The proxy (${variable})`;
    const host = target.host;
    if (status === 407) {
        const given = proxy !== undefined && (proxy.username !== '' || proxy.password !== '');
        return (`${where} asked for credentials (407 Proxy Authentication Required) before it would open ` +
            `a tunnel to ${host}: ` +
            (given
                ? `it refused the user and password in ${variable}; check them (URL-encode special characters)`
                : `give them in ${variable} as http://user:password@proxy-host:port (URL-encoded; keep it in a secret)`) +
            `, or add ${target.hostname} to NO_PROXY if the runner reaches it directly.`);
    }
    return (`${where} refused to open a tunnel to ${host} (it answered ${status}): ask its ` +
        `administrators to allow ${host}, or add ${target.hostname} to NO_PROXY if the runner reaches it directly.`);
}


/***/ }),

/***/ 76670:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   cn: () => (/* binding */ secretsOfRun),
/* harmony export */   gz: () => (/* binding */ keepSecret),
/* harmony export */   ki: () => (/* binding */ redactError)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33838);
// The one rule for keeping secrets (the admin key, the github-token, a masked bundle link and
// its signature) out of text the action shows: every occurrence is replaced by `***`, as the
// runner's masker does. It applies to outside text (an answer of the platform or of GitHub may
// echo what it was sent) before that text is escaped for a log line or for Markdown: escaping
// changes the characters (`ghs_a_b` becomes `ghs\_a\_b` in Markdown), and then neither this
// nor the runner's masker would recognise the secret any more.
//
// The run's secrets are kept here as they become known (keepSecret): masked for the runner and
// listed for redact, one list that the failure text, the summary and the pull-request delivery
// all read, so no caller tracks them again.

/** Every secret of this run so far: the secret inputs, then each masked bundle link's parts. */
const runSecrets = [];
/** Masks `value` in the runner's log and adds it to the run's secrets. */
function keepSecret(value) {
    if (value === '')
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value);
    if (!runSecrets.includes(value))
        runSecrets.push(value);
}
/** The run's secrets (a live view: later keepSecret calls show in it). */
function secretsOfRun() {
    return runSecrets;
}
/** A secret shorter than this is not redacted: it would blank out unrelated text. */
const MIN_SECRET_LENGTH = 4;
/** Removes any occurrence of a secret from text that may be shown to the user. */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
            out = out.split(secret).join('***');
        }
    }
    return out;
}
/**
 * The error with every secret removed from its message and stack (the stack repeats the
 * message, and reaches the debug log); the same error object, so its class still tells callers
 * what failed. Anything else thrown is returned as it is.
 */
function redactError(err, secrets) {
    if (err instanceof Error) {
        err.message = redact(err.message, secrets);
        if (err.stack !== undefined)
            err.stack = redact(err.stack, secrets);
    }
    return err;
}


/***/ }),

/***/ 7305:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NH: () => (/* binding */ artifactNameProblem),
/* harmony export */   UA: () => (/* binding */ artifactFileName),
/* harmony export */   tS: () => (/* binding */ uniqueArtifactFileName)
/* harmony export */ });
/* unused harmony exports INVALID_ARTIFACT_NAME_CHARACTERS, MAX_FILE_NAME_BYTES */
// What an artifact name may be. Settings check the artifact-name input against this before any
// request, and the artifact delivery names (and stages) its file by it: nothing else decides.
/**
 * The characters an artifact name may not hold: exactly @actions/artifact's
 * `invalidArtifactNameCharacters` (lib/internal/upload/path-and-artifact-name-validation.js,
 * the same list in @actions/artifact 1.x, which the GitHub Enterprise Server upload uses). The
 * library keeps it internal (its package exports only the client), so it is written here once,
 * in the library's order and words; `'` and spaces are allowed, as there.
 */
const INVALID_ARTIFACT_NAME_CHARACTERS = new Map([
    ['"', 'double quote "'],
    [':', 'colon :'],
    ['<', 'less than <'],
    ['>', 'greater than >'],
    ['|', 'vertical bar |'],
    ['*', 'asterisk *'],
    ['?', 'question mark ?'],
    ['\r', 'carriage return \\r'],
    ['\n', 'line feed \\n'],
    ['\\', 'backslash \\'],
    ['/', 'forward slash /']
]);
/** The longest file name (in UTF-8 bytes) the runners' file systems take: ext4, APFS, NTFS. */
const MAX_FILE_NAME_BYTES = 255;
const SUFFIX = '.tar.gz';
/**
 * The file name an artifact of this name is uploaded as: uploaded as one file, an artifact is
 * named after its file, so `<name>.tar.gz` (unless the name already ends so).
 */
function artifactFileName(artifactName) {
    return artifactName.toLowerCase().endsWith(SUFFIX) ? artifactName : `${artifactName}${SUFFIX}`;
}
/** Why `name` cannot name the artifact, or undefined when it can. */
function artifactNameProblem(name) {
    const bad = [...INVALID_ARTIFACT_NAME_CHARACTERS.keys()].filter(ch => name.includes(ch));
    if (bad.length > 0) {
        const named = (chars) => [...chars].map(ch => INVALID_ARTIFACT_NAME_CHARACTERS.get(ch)).join(', ');
        return (`holds ${bad.length === 1 ? 'a character' : 'characters'} artifact names may not have ` +
            `(${named(bad)}); the ones refused are: ${named(INVALID_ARTIFACT_NAME_CHARACTERS.keys())}`);
    }
    // The archive is staged (hard-linked or copied) under its file name before the upload, and
    // a longer name fails there (ENAMETOOLONG), after the export and the download.
    const fileName = artifactFileName(name);
    if (Buffer.byteLength(fileName, 'utf8') > MAX_FILE_NAME_BYTES) {
        const suffixed = fileName !== name;
        const room = MAX_FILE_NAME_BYTES - (suffixed ? SUFFIX.length : 0);
        return (`is too long: ${Buffer.byteLength(name, 'utf8')} bytes in UTF-8, and the artifact is the file ` +
            `${suffixed ? `<name>${SUFFIX}` : '<name>'}, whose name may have at most ${MAX_FILE_NAME_BYTES} bytes; ` +
            `give a name of at most ${room} bytes (a character beyond ASCII takes 2 to 4)`);
    }
    return undefined;
}
/**
 * The file name of a second upload when another job took `fileName` at the same moment: the
 * stem, `-<tag>` and `.tar.gz`, the stem shortened (by whole characters) so that the name still
 * fits MAX_FILE_NAME_BYTES (a name at the limit would otherwise fail to stage).
 */
function uniqueArtifactFileName(fileName, tag) {
    const stem = fileName.replace(/\.tar\.gz$/i, '');
    const tail = `-${tag}${SUFFIX}`;
    let room = MAX_FILE_NAME_BYTES - Buffer.byteLength(tail, 'utf8');
    let kept = '';
    for (const ch of stem) {
        room -= Buffer.byteLength(ch, 'utf8');
        if (room < 0)
            break;
        kept += ch;
    }
    return `${kept}${tail}`;
}


/***/ }),

/***/ 70091:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ branchNameProblem),
/* harmony export */   p: () => (/* binding */ defaultBranchName)
/* harmony export */ });
// What a branch name may be: git's own rules (git check-ref-format, for refs/heads/<name>), so
// that every name git and GitHub accept is accepted (`docs+export`, `release#1`,
// `static-export/dóçs`) and every name they refuse is refused here, once, while reading the
// inputs, before any request. The pull-request delivery imports the same rule.
/** Why `name` is not a branch name git accepts, or undefined when it is. */
function branchNameProblem(name) {
    if (name === '')
        return 'it is empty';
    if (name === '@')
        return 'it is "@", which git reserves';
    if (name === 'HEAD')
        return 'it is "HEAD", which git reserves';
    if (name.startsWith('-'))
        return 'it starts with "-"';
    if (name.startsWith('/') || name.endsWith('/'))
        return 'it starts or ends with "/"';
    if (name.includes('//'))
        return 'it holds "//" (an empty part)';
    if (name.endsWith('.'))
        return 'it ends with "."';
    if (name.includes('..'))
        return 'it holds ".."';
    if (name.includes('@{'))
        return 'it holds "@{"';
    // eslint-disable-next-line no-control-regex -- control characters are exactly what git refuses
    const bad = /[\u0000-\u0020\u007f~^:?*[\\]/.exec(name);
    if (bad)
        return `it holds ${describeChar(bad[0])}, which git refuses in branch names`;
    for (const part of name.split('/')) {
        if (part.startsWith('.'))
            return `its part "${part}" starts with "."`;
        if (part.endsWith('.lock'))
            return `its part "${part}" ends with ".lock"`;
    }
    return undefined;
}
/** The branch the action owns for a domain when the `branch` input is left out. */
function defaultBranchName(domain) {
    return `static-export/${domain.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`;
}
function describeChar(c) {
    if (c === ' ')
        return 'a space';
    const code = c.codePointAt(0);
    return code < 0x20 || code === 0x7f
        ? `a control character (U+${code.toString(16).padStart(4, '0').toUpperCase()})`
        : `"${c}"`;
}


/***/ }),

/***/ 23855:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ configKeyProblem),
/* harmony export */   j: () => (/* binding */ DEFAULT_CONFIG_KEY)
/* harmony export */ });
// Where in a deployment config the block lives: a dotted key path, `staticExport` (the key the
// platform's Helm chart reads) unless the `config-key` input names another. Settings check it,
// and the config reader and writer and the pull-request delivery take their default from here.
const DEFAULT_CONFIG_KEY = 'staticExport';
/** Names JavaScript objects reserve: as a key they reach the prototype, not the config. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const KEY_PATH = /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)*$/;
/** Why `key` is not a config key path, or undefined when it is. */
function configKeyProblem(key) {
    if (!KEY_PATH.test(key)) {
        // The two spellings of other tools people reach for: yq/jq's leading dot, a list index.
        const hint = key.startsWith('.')
            ? `; drop the leading dot (yq and jq write one, this input does not): ${key.replace(/^\.+/, '')}`
            : /[[\]]/.test(key)
                ? '; the path runs through mappings only, never a list item'
                : '';
        return (`"${key}" is not a dotted key path: the keys from the top of the file down to the block, joined by dots, each starting with a letter, _ or $ ` +
            `and holding only letters, digits, _, $ and - (e.g. ${DEFAULT_CONFIG_KEY} or platform.docs.${DEFAULT_CONFIG_KEY})${hint}`);
    }
    const reserved = key.split('.').find(part => RESERVED_KEYS.has(part));
    if (reserved !== undefined) {
        return (`"${key}" holds "${reserved}", a name JavaScript objects reserve (it would reach their ` +
            `prototype instead of a key of the config); name the block by its real key, e.g. ${DEFAULT_CONFIG_KEY}`);
    }
    return undefined;
}


/***/ }),

/***/ 3296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M3: () => (/* binding */ jobIdProblem),
/* harmony export */   RX: () => (/* binding */ jobIdPathSegment)
/* harmony export */ });
/* unused harmony export MAX_JOB_ID_LENGTH */
// What a job id is. The platform promises only "string": `se_3f9a2c1b8e7d4a06` in its
// reference is an example, and other implementations hand out UUIDs or numbers. So a job id
// is an opaque, non-empty string, used as is. It is refused only for what would break where
// it goes: a URL path segment (it is always percent-encoded there, but `.` and `..` are dot
// segments however written, `%2E` too, and the URL parser takes them out), one line of a log or
// of a YAML comment (no control characters), a bounded length.
//
// Every module that takes, prints, stores or sends a job id imports this file; nothing else
// decides what a job id may look like.
/** Longer ids are refused: no platform needs more, and a huge id is a hostile answer. */
const MAX_JOB_ID_LENGTH = 256;
/** Why `id` cannot be used as a job id, or undefined when it can. */
function jobIdProblem(id) {
    if (typeof id !== 'string')
        return 'it is not a string';
    if (id === '')
        return 'it is empty';
    if (id.length > MAX_JOB_ID_LENGTH)
        return `it is longer than ${MAX_JOB_ID_LENGTH} characters`;
    // C0 and C1 controls, DEL, and the Unicode line and paragraph separators: any of these
    // would end a log line or a YAML comment early, or smuggle a workflow command.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(id))
        return 'it contains a control character';
    if (id.trim() !== id)
        return 'it starts or ends with white space';
    if (id === '.' || id === '..') {
        return `it is "${id}", which a URL cannot carry as a path segment (the request would go to another path)`;
    }
    return undefined;
}
/** The id as one URL path segment. */
function jobIdPathSegment(id) {
    return encodeURIComponent(id);
}


/***/ }),

/***/ 15:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ parseTimestamp),
/* harmony export */   FM: () => (/* binding */ parseZonelessTimestamp),
/* harmony export */   L_: () => (/* binding */ MAX_ZONE_OFFSET_MS),
/* harmony export */   st: () => (/* binding */ normalizeTimestamp)
/* harmony export */ });
// What a timestamp from the platform is. The spec says only "timestamp" for `expiresAt`; the
// reference says ISO 8601. Servers write that in several legal forms: `Z` or `z`, an offset with
// or without its colon (`+02:00`, `+0200`, `+02`), seconds or none, a fraction of any length
// after `.` or `,`, `T`, `t` or a space between date and time, and the basic form without
// separators (`20261122T100000Z`, as SigV4's X-Amz-Date writes it). All are read here, to the
// millisecond, and handed on as one form (`toISOString`), so every later step (outputs, the
// config's record, renewal) reads the same text. A time without a zone names no instant, and
// guessing the runner's zone would move an expiry by hours: it is never read as one on its own
// (parseZonelessTimestamp only compares it with an instant stated elsewhere).
/**
 * Date, separator, hours and minutes, optional seconds and fraction, then the zone: the
 * extended forms of ISO 8601 (and RFC 3339), with the offset's colon optional.
 */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;
/** The basic form: the same fields without the date's `-` and the time's `:` (and `T` required). */
const ISO_8601_BASIC = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(\d{2})?)$/;
/** The instant `text` names, in ms since the epoch, or undefined when it is not ISO 8601 with a zone. */
function parseTimestamp(text) {
    const m = ISO_8601.exec(text) ?? ISO_8601_BASIC.exec(text);
    if (!m)
        return undefined;
    const [, y, mo, d, h, mi, s = '0', fraction = '', utc, sign, oh = '0', om = '0'] = m;
    const year = Number(y);
    const month = Number(mo);
    const day = Number(d);
    const hour = Number(h);
    const minute = Number(mi);
    const second = Number(s);
    // Calendar and clock fields in range (Date.UTC would roll 30 February into March); a leap
    // second (60) is the last moment of its minute.
    if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
        return undefined;
    if (hour > 23 || minute > 59 || second > 60)
        return undefined;
    if (!utc && (Number(oh) > 23 || Number(om) > 59))
        return undefined;
    // Digits past the millisecond are dropped (not rounded up into the next second).
    const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
    const local = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms);
    const offset = utc ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
    return local - offset;
}
/**
 * The instant a zoneless ISO 8601 time (a local time: `2026-11-22T10:00:00`) names when read in
 * UTC, or undefined when `text` is not one. Only for comparing it with an instant named
 * elsewhere: on its own it names none.
 */
function parseZonelessTimestamp(text) {
    if (parseTimestamp(text) !== undefined || /[Zz]$/.test(text))
        return undefined;
    return parseTimestamp(`${text}Z`);
}
/** The most a wall time is off UTC in any zone (UTC-12 to UTC+14). */
const MAX_ZONE_OFFSET_MS = 14 * 3_600_000;
/** `text` as `2026-11-22T10:00:00.000Z`, or undefined when it is not ISO 8601 with a zone. */
function normalizeTimestamp(text) {
    const ms = parseTimestamp(text);
    return ms === undefined || !Number.isFinite(ms) ? undefined : new Date(ms).toISOString();
}
function daysIn(year, month) {
    return new Date(Date.UTC(year, month, 0)).getUTCDate();
}


/***/ }),

/***/ 82295:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
module.exports = x({ ["ProxyAgent"]: () => (__WEBPACK_EXTERNAL_MODULE__undici_mjs_a9940161__.ProxyAgent), ["fetch"]: () => (__WEBPACK_EXTERNAL_MODULE__undici_mjs_a9940161__.fetch) });

/***/ }),

/***/ 51778:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./undici.mjs");

/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 82987:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("perf_hooks");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 33838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ core_debug),
  z3: () => (/* binding */ error),
  V4: () => (/* binding */ getInput),
  Os: () => (/* binding */ group),
  pq: () => (/* binding */ info),
  _o: () => (/* binding */ isDebug),
  lm: () => (/* binding */ notice),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ core_setSecret),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, endGroup, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, markdownSummary, platform, saveState, setCommandEcho, startGroup, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(70857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(76982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(79896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(16928);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js
var lib = __nccwpck_require__(22779);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/auth.js
var auth = __nccwpck_require__(92145);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return __awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: ./node_modules/@actions/exec/lib/exec.js + 1 modules
var lib_exec = __nccwpck_require__(41955);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ }),

/***/ 41955:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  m: () => (/* binding */ exec)
});

// UNUSED EXPORTS: getExecOutput

// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(13193);
// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(70857);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(24434);
// EXTERNAL MODULE: external "child_process"
var external_child_process_ = __nccwpck_require__(35317);
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(16928);
// EXTERNAL MODULE: ./node_modules/@actions/io/lib/io.js
var io = __nccwpck_require__(88701);
// EXTERNAL MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util = __nccwpck_require__(90);
// EXTERNAL MODULE: external "timers"
var external_timers_ = __nccwpck_require__(53557);
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return __awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!io_util/* isRooted */.Qh(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield io/* which */.K7(this.toolPath, true);
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield io_util/* exists */.t2(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map

/***/ }),

/***/ 92145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   tZ: () => (/* binding */ BearerCredentialHandler)
/* harmony export */ });
/* unused harmony exports BasicCredentialHandler, PersonalAccessTokenCredentialHandler */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map

/***/ }),

/***/ 22779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

var https__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
var http__WEBPACK_IMPORTED_MODULE_0___namespace_cache;
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ HttpCodes),
/* harmony export */   Qq: () => (/* binding */ HttpClient)
/* harmony export */ });
/* unused harmony exports Headers, MediaTypes, getProxyUrl, HttpClientError, HttpClientResponse, isHttps */
/* harmony import */ var http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(58611);
/* harmony import */ var https__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(65692);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(19783);
/* harmony import */ var tunnel__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(20770);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(82295);
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function getProxyUrl(serverUrl) {
    const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = _proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .getProxyUrl */ .s(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? /*#__PURE__*/ (https__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (https__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __nccwpck_require__.t(https__WEBPACK_IMPORTED_MODULE_1__, 2))) : /*#__PURE__*/ (http__WEBPACK_IMPORTED_MODULE_0___namespace_cache || (http__WEBPACK_IMPORTED_MODULE_0___namespace_cache = __nccwpck_require__.t(http__WEBPACK_IMPORTED_MODULE_0__, 2)));
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = _proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .getProxyUrl */ .s(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || http__WEBPACK_IMPORTED_MODULE_0__.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel__WEBPACK_IMPORTED_MODULE_3__.httpsOverHttps : tunnel__WEBPACK_IMPORTED_MODULE_3__.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel__WEBPACK_IMPORTED_MODULE_3__.httpOverHttps : tunnel__WEBPACK_IMPORTED_MODULE_3__.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new https__WEBPACK_IMPORTED_MODULE_1__.Agent(options) : new http__WEBPACK_IMPORTED_MODULE_0__.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici__WEBPACK_IMPORTED_MODULE_4__.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 19783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ }),

/***/ 90:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ lstat),
/* harmony export */   Ck: () => (/* binding */ mkdir),
/* harmony export */   Cy: () => (/* binding */ readdir),
/* harmony export */   H8: () => (/* binding */ IS_WINDOWS),
/* harmony export */   Qh: () => (/* binding */ isRooted),
/* harmony export */   YN: () => (/* binding */ symlink),
/* harmony export */   dJ: () => (/* binding */ stat),
/* harmony export */   h_: () => (/* binding */ readlink),
/* harmony export */   k6: () => (/* binding */ chmod),
/* harmony export */   m3: () => (/* binding */ copyFile),
/* harmony export */   rm: () => (/* binding */ rm),
/* harmony export */   t2: () => (/* binding */ exists),
/* harmony export */   vr: () => (/* binding */ tryGetExecutablePath),
/* harmony export */   y1: () => (/* binding */ unlink)
/* harmony export */ });
/* unused harmony exports open, rename, rmdir, UV_FS_O_EXLOCK, READONLY, isDirectory, getCmdPath */
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79896);
/* harmony import */ var path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(16928);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs__WEBPACK_IMPORTED_MODULE_0__.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        const result = yield fs__WEBPACK_IMPORTED_MODULE_0__.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY;
function exists(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return __awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return __awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = path__WEBPACK_IMPORTED_MODULE_1__.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = path__WEBPACK_IMPORTED_MODULE_1__.dirname(filePath);
                        const upperName = path__WEBPACK_IMPORTED_MODULE_1__.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = path__WEBPACK_IMPORTED_MODULE_1__.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map

/***/ }),

/***/ 88701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ which),
/* harmony export */   U$: () => (/* binding */ mkdirP),
/* harmony export */   Yz: () => (/* binding */ rmRF),
/* harmony export */   cp: () => (/* binding */ cp)
/* harmony export */ });
/* unused harmony exports mv, findInPath */
/* harmony import */ var assert__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(42613);
/* harmony import */ var path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(16928);
/* harmony import */ var _io_util_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(90);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .exists */ .t2(dest)) ? yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .stat */ .dJ(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path__WEBPACK_IMPORTED_MODULE_1__.join(dest, path__WEBPACK_IMPORTED_MODULE_1__.basename(source))
            : dest;
        if (!(yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .exists */ .t2(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .stat */ .dJ(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path__WEBPACK_IMPORTED_MODULE_1__.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return __awaiter(this, void 0, void 0, function* () {
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        (0,assert__WEBPACK_IMPORTED_MODULE_0__.ok)(fsPath, 'a path argument must be provided');
        yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .mkdir */ .Ck(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return __awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return __awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8 && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .isRooted */ .Qh(tool)) {
            const filePath = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .tryGetExecutablePath */ .vr(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .tryGetExecutablePath */ .vr(path__WEBPACK_IMPORTED_MODULE_1__.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return __awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .readdir */ .Cy(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .lstat */ .$1(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .chmod */ .k6(destDir, (yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .stat */ .dJ(sourceDir)).mode);
    });
}
// Buffered file copy
function copyFile(srcFile, destFile, force) {
    return __awaiter(this, void 0, void 0, function* () {
        if ((yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .lstat */ .$1(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .lstat */ .$1(destFile);
                yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .unlink */ .y1(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .chmod */ .k6(destFile, '0666');
                    yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .unlink */ .y1(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .readlink */ .h_(srcFile);
            yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .symlink */ .YN(symlinkFull, destFile, _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8 ? 'junction' : null);
        }
        else if (!(yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .exists */ .t2(destFile)) || force) {
            yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .copyFile */ .m3(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __nccwpck_require__(78877);
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_);
;// CONCATENATED MODULE: ./src/heap-sizing.ts
// V8's heap sized for a long stream of bytes rather than for throughput, set before anything
// else is loaded (src/action.ts imports this module first).
//
// Measured under Node 24 (bench/RESULTS.md, "Download"): over a 10,000-page bundle the page scan
// churns many short strings, and V8 grows the young generation to its maximum (about 57 MiB
// committed, of a live heap near 15 MiB). The runner starts `node dist/index.js` with no flags,
// so `--max-semi-space-size` cannot be given, and setting it here, after the heap exists, is
// ignored. The growth factor is read each time the young generation would grow, so setting it
// to 1 here keeps the young generation at its start size (a few MiB): the peak RSS fell by about
// 50 MiB at 10,000 pages, with the same CPU time. An unknown flag is ignored by V8, never thrown.
//
// Incremental marking is turned off: it serves pause times, which a batch job does not need, and
// with the young generation kept small it made V8 start marking again as soon as a full
// collection ended whenever the old generation's headroom was below the young generation's
// target capacity (`--trace-incremental-marking`: "Start (task)" with 9 MiB of slack under the
// limit). On the 4 GiB bundle, after 100,000 pages had grown the live heap to 17 MiB, that was a
// full collection every 20-30 ms through the 3.4 GB of images: 1,227 of them, 9 s of marking.
// Without it a full collection runs when the old generation reaches its limit: 58 on that bundle,
// 29 s instead of 45 s, the same peak RSS (121-124 MiB); 10,000 pages 2.06 against 2.34 s, the
// 1 GiB incompressible archive 3.2 against 3.5 s (interleaved pairs, bench/download.ts).

external_node_v8_default().setFlagsFromString('--semi-space-growth-factor=1');
external_node_v8_default().setFlagsFromString('--no-incremental-marking');

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __nccwpck_require__(33838);
// EXTERNAL MODULE: ./src/cancellation.ts
var cancellation = __nccwpck_require__(34632);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
;// CONCATENATED MODULE: ./src/memory-restart.ts
// The action's process restarted, before anything else runs, under settings that keep its memory
// flat: one malloc arena, and V8's finished Maglev compiles freed at once.
//
// One arena. glibc's malloc gives every thread that allocates an arena of its own, up to eight
// per core, and memory freed in an arena stays there for that arena's next allocation. V8 compiles
// hot code on its worker threads, each compile in a zone of 32 KiB blocks freed at the end: over
// the 100,000-page bundle that was about 5,600 such blocks on four workers (181 MiB allocated in
// all, an LD_PRELOAD log of every allocation of 32 KiB or more), left in four arenas that /proc's
// smaps showed holding 6-18 MiB at the peak, a different amount on every run: the largest, and
// the most random, part of the peak after the node binary itself. With one arena the workers'
// blocks are reused by every thread: that bundle peaked at 98-100 MiB against 114-116 (three
// interleaved runs each, bench/download.ts with BENCH_ACTION_ENV), in the same time.
//
// Maglev's jobs destroyed on the main thread (`--no-maglev-destroy-on-background`). Even in one
// arena, the arena stayed large: verifying the Rust docs (bench/RESULTS.md's site row), smaps'
// [heap] held 37 MiB at 300 ms and 40 MiB at 2 s, against 12 and 23 MiB with the flag. V8 hands a
// finished Maglev compile to a background task to be destroyed, and on two busy cores that task
// waits while the compile's zone stays allocated, with the next allocations placed above it. In
// the action (bench/download.ts, builds interleaved, three runs each): the Python docs peaked at
// 92-94 MiB against 110-116, in 0.77-0.81 s against 0.85-0.92 s; the Rust docs at 104-107 against
// 112-118. Measured and not taken: all optimizing compiles on the main thread
// (`--no-concurrent-recompilation`): the Rust docs 99-102 MiB, but the main thread pays for the
// compiles, and short runs are mostly compiling (1,000 pages 0.48 against 0.40 s).
//
// V8 reads the flag once, when its isolate is made (`v8.setFlagsFromString` later changed
// nothing), so it goes on the restart's command line, before the runtime's own flags, which win
// over it. A flag V8 does not know makes Node exit at once ("bad option"), which a restart could
// not recover from, so it is given only to the V8 versions it was checked in: 12.4 (Node 22.15),
// 12.9 (Node 23.11), 13.6 (Node 24.0, 24.9), 14.1 (Node 25.0) and 14.6 (Node 26.12).
//
// glibc reads the arena variable when a process starts, and the runner starts `node
// dist/index.js` with an environment of its own, so the process replaces itself (`process.execve`:
// the same process id, arguments and standard streams; Node 22.15 and 23.11 onwards, not on
// Windows) with the same command under MALLOC_ARENA_MAX=1 and the flag. Where that is not
// possible, or the variable is already set (by the user, or by this very restart), the action runs
// on as it is; other C libraries ignore the variable.

/** The environment variable glibc reads for its largest number of arenas. */
const ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
/** V8's flag for Maglev's finished compiles destroyed on the main thread, given by the restart. */
const MAGLEV_FLAG = '--no-maglev-destroy-on-background';
/** The V8 major versions whose flags list MAGLEV_FLAG (Node 22.15 to 26.12). */
const MAGLEV_FLAG_V8_MAJORS = { first: 12, last: 14 };
/** Pure: the environment to restart under, or undefined to run on in this process. */
function restartEnvironment(env, platform, canExecve) {
    if (platform !== 'linux' || !canExecve)
        return undefined;
    if (env[ARENA_VARIABLE] !== undefined)
        return undefined;
    return { ...env, [ARENA_VARIABLE]: '1' };
}
/** Pure: the V8 flags the restart gives to a runtime of this V8 version (process.versions.v8). */
function restartFlags(v8Version) {
    const major = Number(/^(\d+)\./.exec(v8Version)?.[1]);
    const known = major >= MAGLEV_FLAG_V8_MAJORS.first && major <= MAGLEV_FLAG_V8_MAJORS.last;
    return known ? [MAGLEV_FLAG] : [];
}
/** Pure: the restart's command line, its V8 flags first so that the runtime's own win. */
function restartArguments(execPath, execArgv, argv, v8Version) {
    return [execPath, ...restartFlags(v8Version), ...execArgv, ...argv.slice(1)];
}
/** Restarts this process under the memory settings when it can; returns only when it does not. */
function restartForMemory() {
    const execve = process.execve;
    const env = restartEnvironment(process.env, process.platform, typeof execve === 'function');
    if (!env || !execve)
        return;
    try {
        // Node aborts the process when the exec itself fails (it cannot be caught), so what it could
        // fail on is proven first: the binary running now is still there and executable. Errors
        // thrown before the exec (a permission model without child processes, a closed standard
        // stream) are caught, and the action runs on.
        accessSync(process.execPath, constants.X_OK);
        const { execPath, execArgv, argv, versions } = process;
        execve.call(process, execPath, restartArguments(execPath, execArgv, argv, versions.v8), env);
    }
    catch {
        // Run on as it is.
    }
}
/** One line for the debug log: the memory settings the action runs under. */
function memoryNote(env = process.env, execArgv = process.execArgv) {
    const value = env[ARENA_VARIABLE];
    const arena = value === undefined
        ? `${ARENA_VARIABLE} is not set: malloc's default arenas (a restart needs Linux and process.execve)`
        : `${ARENA_VARIABLE}=${value}`;
    const maglev = execArgv.includes(MAGLEV_FLAG)
        ? `Maglev's compiles freed on the main thread (${MAGLEV_FLAG})`
        : "Maglev's compiles freed in the background";
    return `${arena}; ${maglev}`;
}

// EXTERNAL MODULE: ./src/archive/verify.ts + 50 modules
var verify = __nccwpck_require__(27944);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(77030);
;// CONCATENATED MODULE: ./src/archive/link-policy.ts
// Where a bundle link may lead. The link comes from the platform's answer (and its redirects from
// whatever host serves it): taken blindly, a runner would fetch `file:///etc/passwd`, its cloud's
// metadata service (`169.254.169.254`, which hands out the runner's cloud credentials) or
// services of the runner's own network. So, before any request and again for every redirect:
//
// - the scheme: `https:`, or `http:` to a loopback address (as for the platform's API), or to a
//   private one when private ranges are allowed (below);
// - the host, as written and as resolved (every address it resolves to, and the address the
//   socket actually connected to): metadata, link-local, unspecified, multicast and broadcast
//   addresses are refused outright; private ranges only when `allow-private-bundle-hosts` says
//   so (bundle storage inside the user's own network); loopback and public addresses pass.
//
// Every refusal is a LinkRefused naming its rule, so the user reads why, not just "failed".

class LinkRefused extends Error {
    rule;
    constructor(rule, message) {
        super(`${message} (rule: ${rule})`);
        this.rule = rule;
        this.name = 'LinkRefused';
    }
}
// Cloud metadata services. All IPv4 ones but Alibaba's lie inside link-local 169.254/16, which is
// refused anyway; they are named so that the refusal says "metadata".
const METADATA_V4 = ['169.254.169.254', '169.254.170.2', '169.254.169.253', '100.100.100.200'];
const METADATA_V6 = ['fd00:ec2::254', 'fd00:ec2::23'];
/** Host names of metadata services, refused before any lookup. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);
function blockList(v4, v6) {
    const list = new external_node_net_.BlockList();
    for (const net of v4) {
        const [address, prefix] = net.split('/');
        if (prefix === undefined)
            list.addAddress(address, 'ipv4');
        else
            list.addSubnet(address, Number(prefix), 'ipv4');
    }
    for (const net of v6) {
        const [address, prefix] = net.split('/');
        if (prefix === undefined)
            list.addAddress(address, 'ipv6');
        else
            list.addSubnet(address, Number(prefix), 'ipv6');
    }
    return list;
}
// In the order they are asked: the first class an address falls in is its class.
const CLASSES = [
    ['metadata', blockList(METADATA_V4, METADATA_V6)],
    ['loopback', blockList(['127.0.0.0/8'], ['::1/128'])],
    ['unspecified', blockList(['0.0.0.0/8'], ['::/128'])],
    ['link-local', blockList(['169.254.0.0/16'], ['fe80::/10'])],
    ['broadcast', blockList(['255.255.255.255/32'], [])],
    ['multicast', blockList(['224.0.0.0/4'], ['ff00::/8'])],
    [
        'private',
        blockList(
        // RFC 1918, shared address space (carrier NAT), IETF protocol assignments, the
        // documentation and benchmarking ranges, and the reserved 240/4: none is a public host.
        [
            '10.0.0.0/8',
            '172.16.0.0/12',
            '192.168.0.0/16',
            '100.64.0.0/10',
            '192.0.0.0/24',
            '192.0.2.0/24',
            '198.18.0.0/15',
            '198.51.100.0/24',
            '203.0.113.0/24',
            '240.0.0.0/4'
        ], 
        // Unique local addresses, site-local (deprecated) and the documentation prefix.
        ['fc00::/7', 'fec0::/10', '2001:db8::/32'])
    ]
];
/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address) {
    let text = address.toLowerCase().replace(/%.*$/, '');
    const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
    if (v4) {
        const parts = v4[1].split('.').map(Number);
        text =
            text.slice(0, -v4[1].length) +
                `${((parts[0] << 8) | parts[1]).toString(16)}:${((parts[2] << 8) | parts[3]).toString(16)}`;
    }
    const halves = text.split('::');
    if (halves.length > 2)
        return undefined;
    const head = halves[0] ? halves[0].split(':') : [];
    const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
    const missing = 8 - head.length - tail.length;
    if (halves.length === 1 ? missing !== 0 : missing < 0)
        return undefined;
    const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
    return groups.map(g => parseInt(g, 16));
}
/**
 * An IPv4 address carried inside an IPv6 one (IPv4-mapped `::ffff:a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`, the old IPv4-compatible `::a.b.c.d`): connecting to it reaches that IPv4
 * address, so it is judged as that address.
 */
function embeddedIpv4(address) {
    const g = ipv6Groups(address);
    if (!g)
        return undefined;
    const lastTwo = `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
    const zeros = (n) => g.slice(0, n).every(x => x === 0);
    if (zeros(5) && g[5] === 0xffff)
        return lastTwo;
    if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every(x => x === 0))
        return lastTwo;
    if (zeros(6) && (g[6] !== 0 || g[7] > 1))
        return lastTwo;
    return undefined;
}
/** What kind of address `address` (an IPv4 or IPv6 literal) is. */
function classifyAddress(address) {
    const bare = address.replace(/^\[|\]$/g, '');
    let family = (0,external_node_net_.isIP)(bare.replace(/%.*$/, ''));
    let ip = bare.replace(/%.*$/, '');
    if (family === 6) {
        const v4 = embeddedIpv4(ip);
        if (v4 !== undefined) {
            ip = v4;
            family = 4;
        }
    }
    if (family === 0)
        throw new Error(`not an IP address: ${address}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    for (const [name, list] of CLASSES)
        if (list.check(ip, type))
            return name;
    return 'public';
}
const RULE_OF = {
    metadata: 'metadata-address',
    'link-local': 'link-local-address',
    unspecified: 'unspecified-address',
    multicast: 'multicast-address',
    broadcast: 'multicast-address'
};
const WHY = {
    metadata: "a cloud metadata service, which hands out the runner's credentials",
    'link-local': 'a link-local address (169.254.0.0/16, fe80::/10), where metadata services live',
    unspecified: 'the unspecified address, which reaches the runner itself',
    multicast: 'a multicast address',
    broadcast: 'the broadcast address'
};
/**
 * Refuses an address a link may not lead to. `host` is how the link named it (for the message);
 * `scheme` is the link's scheme (http is for loopback addresses only).
 */
function checkAddress(address, host, scheme, policy) {
    const kind = classifyAddress(address);
    const where = host === address ? address : `${host} (${address})`;
    const rule = RULE_OF[kind];
    if (rule) {
        throw new LinkRefused(rule, `the bundle link leads to ${where}, ${WHY[kind]}; refused`);
    }
    if (kind === 'private' && !policy.allowPrivate) {
        throw new LinkRefused('private-address', `the bundle link leads to ${where}, a private network address; set allow-private-bundle-hosts: true ` +
            'if your bundle storage lives inside your network');
    }
    if (scheme === 'http:' && !httpAllowed(kind, policy)) {
        throw new LinkRefused('http-needs-loopback', `the bundle link uses plain http to ${where}; ${HTTP_RULE}`);
    }
}
/**
 * Plain http goes to loopback, and to a private address when allow-private-bundle-hosts says the
 * bundle storage lives inside the user's network (an on-premises object store such as MinIO
 * serves plain http by default, and the deployment fetches the same link). Never elsewhere: a
 * public host over http would hand the link's signature and the archive to every hop between.
 */
function httpAllowed(kind, policy) {
    return kind === 'loopback' || (kind === 'private' && policy.allowPrivate);
}
const HTTP_RULE = 'only https is accepted, or http to a loopback address (or to a private one with ' +
    'allow-private-bundle-hosts: true)';
/** The URL's host without IPv6 brackets. */
function bareHost(url) {
    return url.hostname.replace(/^\[|\]$/g, '');
}
/**
 * Checks what can be checked from the link's text alone, before any request: the scheme, no
 * user name or password in it, and a host that is an address (or a metadata name) of a refused
 * class. Names are resolved, and checked again, when the connection is made.
 */
function checkLink(link, policy) {
    let url;
    try {
        url = typeof link === 'string' ? new URL(link) : link;
    }
    catch {
        throw new LinkRefused('scheme', 'the bundle link is not a URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new LinkRefused('scheme', `the bundle link's scheme is "${url.protocol.replace(/[^a-z0-9+.-:]/gi, '?').slice(0, 20)}"; only https ` +
            '(or http to a loopback address) is fetched');
    }
    if (url.username || url.password) {
        throw new LinkRefused('credentials-in-link', 'the bundle link carries a user name or password; a presigned link never does');
    }
    const host = bareHost(url);
    if (METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''))) {
        throw new LinkRefused('metadata-address', `the bundle link leads to ${host}, a cloud metadata service; refused`);
    }
    if ((0,external_node_net_.isIP)(host))
        checkAddress(host, host, url.protocol, policy);
    else if (url.protocol === 'http:' && !policy.allowPrivate && !/^localhost\.?$/i.test(host)) {
        // With private hosts allowed, a name may resolve to one: that is checked at the connection.
        throw new LinkRefused('http-needs-loopback', `the bundle link uses plain http to ${host}; ${HTTP_RULE}`);
    }
    return url;
}

// EXTERNAL MODULE: ./src/links.ts
var links = __nccwpck_require__(73346);
// EXTERNAL MODULE: ./src/log-text.ts
var log_text = __nccwpck_require__(73529);
// EXTERNAL MODULE: ./src/redact.ts
var src_redact = __nccwpck_require__(76670);
;// CONCATENATED MODULE: ./src/archive/verified-text.ts
// What a run says of an archive it verified, in the log and the job summary: the Verified line
// and the notice for a site inside a folder of the archive. Apart from the verifier (verify.ts),
// which the self-hosted deployment emulator runs too, so that the archive layer's pass does not
// load the runner toolkit to log with.


/** `3 pages over 4 MiB`: the pages the scan limit left unread. */
function unscannedText(unscanned) {
    const size = unscanned.overBytes % 1024 ** 2 === 0
        ? `${unscanned.overBytes / 1024 ** 2} MiB`
        : `${unscanned.overBytes} bytes`;
    return `${unscanned.count} ${unscanned.count === 1 ? 'page' : 'pages'} over ${size}`;
}
/**
 * `3 page names from hard or symbolic links in another folder`: names that serve a page read
 * under another, from a folder its relative links may not read alike from (second-names.ts). One
 * link to a folder gives a name to every page below it.
 */
function otherNamesText(found) {
    const names = found.count === 1 ? 'page name' : 'page names';
    return `${found.count} ${names} from hard or symbolic links in another folder`;
}
/**
 * `2 pages stored under a name that is not a page's`: page names of links whose bytes the
 * verifier read as another kind of file (second-names.ts).
 */
function storedAsOtherText(found) {
    const pages = found.count === 1 ? 'page' : 'pages';
    return `${found.count} ${pages} stored under a name that is not a page's`;
}
/** `2 loads and 14 links` (a kind there is none of left out): those naming the site's address. */
function siteAddressCounts(found) {
    const plural = (n, one) => `${n} ${n === 1 ? one : `${one}s`}`;
    const loads = found.loadCount > 0 ? plural(found.loadCount, 'load') : '';
    const links = found.linkCount > 0 ? plural(found.linkCount, 'link') : '';
    return loads && links ? `${loads} and ${links}` : loads || links;
}
/**
 * Why they matter, the same in the log and the summary: a self-hosted copy takes them to the
 * public site. Not a failure: the bundle is delivered as the platform built it.
 */
function siteAddressWhy(found) {
    const one = found.loadCount + found.linkCount === 1;
    const loads = found.loadCount === 0
        ? ''
        : `a self-hosted copy fetches ${one ? 'it' : found.linkCount === 0 ? 'them' : 'the loads'} from the public site ` +
            '(failing where that is out of reach, as on an air-gapped network)';
    const links = found.linkCount === 0
        ? ''
        : `${one ? 'it leads' : found.loadCount === 0 ? 'they lead' : 'the links lead'} out of a self-hosted copy to the public site`;
    // Those in a page based at the site's address (`<base href>`) are relative, and not judged.
    const checked = one
        ? 'where written as an absolute URL, it was also checked as a path of the bundle'
        : 'those written as absolute URLs were also checked as paths of the bundle';
    return `${[loads, links].filter(Boolean).join(', and ')}; ${checked}`;
}
/**
 * How the root-absolute links were read: from the bundle's root, or with the path prefix the
 * site was built for taken off (path-prefix.ts).
 */
function rootedReading(rooted) {
    return rooted.prefix === undefined
        ? "from the bundle's root"
        : `when the bundle is served under ${(0,log_text/* quote */.hD)(`/${rooted.prefix}/`)} (the path its links are written for)`;
}
/** The log line that says what a verified archive holds, the same for every way it came in. */
function describeVerified(report) {
    return (`Verified: ${report.pages} pages in ${report.files} files, ` +
        (report.siteFolder === undefined
            ? 'index.html present, '
            : `index.html present in ${(0,log_text/* quote */.hD)(`${report.siteFolder}/`)} (the whole site is inside that folder of the archive), `) +
        `${report.brokenLinkCount} broken internal links, ` +
        (report.rootAbsolute
            ? `${report.rootAbsolute.brokenLinkCount} root-absolute links that point nowhere ${rootedReading(report.rootAbsolute)}, `
            : '') +
        `${report.externalReferenceCount} loads from other origins` +
        (report.siteAddress
            ? `, ${siteAddressCounts(report.siteAddress)} naming the site's public address`
            : '') +
        (report.unscannedPages ? ` (${unscannedText(report.unscannedPages)} not read for links)` : '') +
        (report.pagesUnderOtherNames
            ? ` (${otherNamesText(report.pagesUnderOtherNames)}: relative links not checked from there)`
            : '') +
        (report.pagesStoredAsOtherFiles
            ? ` (${storedAsOtherText(report.pagesStoredAsOtherFiles)}: not read for links)`
            : ''));
}
/**
 * What a run says of an archive it verified, whichever way it came in: the Verified line, and a
 * notice when the site is inside a folder of the archive (a deployment serving the bundle from
 * its root would not find it).
 */
function announceVerified(report) {
    (0,log_text/* info */.pq)(describeVerified(report));
    const own = report.siteAddress;
    if (own !== undefined) {
        const first = own.loads[0] ?? own.links[0];
        core/* warning */.$e(`${siteAddressCounts(own)} in the bundle's pages ${own.loadCount + own.linkCount === 1 ? 'names' : 'name'} ` +
            "the site's public address, e.g. " +
            `${(0,log_text/* quote */.hD)(first.url)} in ${(0,log_text/* quote */.hD)(first.page)}: ${siteAddressWhy(own)}. It is delivered as it is.`);
    }
    if (report.siteFolder === undefined)
        return;
    core/* notice */.lm(`The bundle's site is inside the folder ${(0,log_text/* quote */.hD)(`${report.siteFolder}/`)} of the archive, not at its root. ` +
        'It is delivered as it is; a deployment that serves a bundle from its root would not find index.html there.');
}

;// CONCATENATED MODULE: ./src/duration.ts
// Durations as users write them in workflow inputs: `90s`, `20m`, `1h`, `1h30m`, `7d`.
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
/** Milliseconds for a duration such as `90s` or `1h30m`, or undefined when it is not one. */
function parseDuration(text) {
    const input = text.trim().toLowerCase().replace(/\s+/g, '');
    if (input === '')
        return undefined;
    PART.lastIndex = 0;
    let total = 0;
    let consumed = 0;
    for (let m = PART.exec(input); m !== null; m = PART.exec(input)) {
        total += Number(m[1]) * UNIT_MS[m[2]];
        consumed = PART.lastIndex;
    }
    return consumed === input.length && consumed > 0 ? Math.round(total) : undefined;
}
/** A short human form: `45s`, `20m`, `3h 5m`, `2d 4h`. */
function formatDuration(ms) {
    const negative = ms < 0;
    let rest = Math.round(Math.abs(ms) / 1000);
    const d = Math.floor(rest / 86_400);
    rest -= d * 86_400;
    const h = Math.floor(rest / 3600);
    rest -= h * 3600;
    const m = Math.floor(rest / 60);
    const s = rest - m * 60;
    const parts = d
        ? [`${d}d`, h ? `${h}h` : '']
        : h
            ? [`${h}h`, m ? `${m}m` : '']
            : m
                ? [`${m}m`, s ? `${s}s` : '']
                : [`${s}s`];
    return (negative ? '-' : '') + parts.filter(Boolean).join(' ');
}

;// CONCATENATED MODULE: ./src/summary-diff.ts
// The config diff as the job summary shows it. GitHub refuses a step summary over 1 MiB whole
// (the summary is dropped, with an error annotation), and the diff is the one part of it whose
// size the user's file decides: a minified JSON config is one line, so its diff is the whole
// file twice. Long lines are shown as a window around where the old and new line first differ
// (the change, not the start of the line), and the diff as a whole is cut past a bound; the
// step's log keeps the whole diff.
/** Characters of one diff line shown in the summary. */
const SUMMARY_DIFF_LINE_CHARS = 2_000;
/** Characters of the whole diff shown in the summary: far under the 1 MiB of a summary. */
const SUMMARY_DIFF_CHARS = 200_000;
/** How much of a long changed line is shown before its first difference. */
const BEFORE_CHANGE = 200;
function diffForSummary(diff) {
    const lines = diff.split('\n');
    const shown = [];
    let total = 0;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const from = windowStart(lines, i);
        const text = cutLine(line, from);
        if (total + text.length > SUMMARY_DIFF_CHARS) {
            shown.push(`… (${lines.length - i} more diff lines: the whole diff is in the step's log)`);
            break;
        }
        shown.push(text);
        total += text.length + 1;
    }
    return shown.join('\n');
}
/**
 * Where a long line's window starts: for a removed or added line paired with its counterpart
 * (the k-th line of a run of removals and the k-th of the additions after it), shortly before
 * the two first differ; otherwise at the start.
 */
function windowStart(lines, i) {
    const line = lines[i];
    if (line.length <= SUMMARY_DIFF_LINE_CHARS)
        return 0;
    const other = counterpart(lines, i);
    if (other === undefined)
        return 0;
    let same = 1; // the sign differs; the text after it is compared
    const end = Math.min(line.length, other.length);
    while (same < end && line.charCodeAt(same) === other.charCodeAt(same))
        same++;
    return Math.max(1, same - BEFORE_CHANGE);
}
function counterpart(lines, i) {
    const sign = lines[i][0];
    if (sign !== '-' && sign !== '+')
        return undefined;
    const own = runAround(lines, i);
    const k = own.indexOf(i);
    const other = sign === '-'
        ? runAround(lines, next(lines, own[own.length - 1], 1))
        : runAround(lines, next(lines, own[0], -1));
    const pair = other[k];
    return pair !== undefined && lines[pair][0] !== sign ? lines[pair] : undefined;
}
/**
 * The indices of the run of lines of one sign around `i` (none when `i` is not a removed or
 * added line). A `\ No newline at end of file` line belongs to the line before it and does
 * not end a run.
 */
function runAround(lines, i) {
    const sign = i === undefined ? undefined : lines[i]?.[0];
    if (i === undefined || (sign !== '-' && sign !== '+'))
        return [];
    const run = [i];
    for (let j = next(lines, i, -1); j !== undefined && lines[j][0] === sign; j = next(lines, j, -1)) {
        run.unshift(j);
    }
    for (let j = next(lines, i, 1); j !== undefined && lines[j][0] === sign; j = next(lines, j, 1)) {
        run.push(j);
    }
    return run;
}
/** The next line from `i` in the direction `step` that is not a `\` remark. */
function next(lines, i, step) {
    for (let j = i + step; j >= 0 && j < lines.length; j += step) {
        if (lines[j][0] !== '\\')
            return j;
    }
    return undefined;
}
/** The line cut to its window, saying what was left out on either side. */
function cutLine(line, from) {
    if (line.length <= SUMMARY_DIFF_LINE_CHARS)
        return line;
    const start = Math.max(1, from);
    const end = Math.min(line.length, start + SUMMARY_DIFF_LINE_CHARS);
    const head = start > 1 ? `… (${start - 1} characters) ` : '';
    const tail = end < line.length ? ` … (${line.length - end} more characters)` : '';
    return line.slice(0, 1) + head + line.slice(start, end) + tail;
}

;// CONCATENATED MODULE: ./src/summary.ts





const EXPIRY_WARNING_MS = 24 * 3_600_000;
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}
/** `2026-11-22 14:05 UTC (in 23 hours)` or `(expired 2 hours ago)`. */
function describeExpiry(expiresAt, now) {
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at))
        return expiresAt;
    const date = new Date(at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
    const left = at - now;
    const hours = Math.abs(left) / 3_600_000;
    const span = hours >= 48
        ? `${Math.round(hours / 24)} days`
        : hours >= 1
            ? `${Math.round(hours)} hour${Math.round(hours) === 1 ? '' : 's'}`
            : formatDuration(Math.abs(left));
    return left >= 0 ? `${date} (in ${span})` : `${date} (expired ${span} ago)`;
}
function renderSummary(input) {
    const lines = [];
    const title = input.failure ? '❌ Static export failed' : '📦 Static export';
    lines.push(`## ${title}: ${input.domain}`, '');
    // A failure may be several lines of the action's own text; each line is escaped on its own,
    // after the secrets are taken out of the whole.
    const quoteBlock = (text) => (0,src_redact/* redact */.E$)(text, input.secrets ?? [])
        .split(/\r\n|\r|\n/)
        .map(line => `> ${(0,log_text/* mdText */.bC)(line, 4000)}`)
        .join('\n');
    if (input.failure)
        lines.push(quoteBlock(input.failure), '');
    for (const note of input.notes ?? [])
        lines.push(quoteBlock(note), '');
    const rows = [];
    if (input.jobId) {
        rows.push([
            'Job',
            `${(0,log_text/* mdCode */.xs)(input.jobId)}${input.mode === 'renew' ? ' (link renewed, no new export)' : ''}`
        ]);
    }
    if (input.status)
        rows.push(['Status', (0,log_text/* mdText */.bC)(input.status)]);
    if (input.pageCount !== undefined)
        rows.push(['Pages', String(input.pageCount)]);
    if (input.exportDurationMs !== undefined) {
        rows.push(['Export took', formatDuration(input.exportDurationMs)]);
    }
    if (input.archive) {
        rows.push(['Archive', formatBytes(input.archive.bytes)]);
        // Named as the output, which an air-gapped import takes as its `archive-sha256` input.
        rows.push(['SHA-256 (`archive-sha256`)', `\`${input.archive.sha256}\``]);
    }
    else if (input.link?.sizeBytes !== undefined) {
        rows.push(['Archive', formatBytes(input.link.sizeBytes)]);
    }
    if (input.mode === 'import')
        rows.push(['Source', 'carried-in archive (import, no platform)']);
    if (input.link?.expiresAt === undefined && input.link) {
        rows.push(['Link', `${(0,log_text/* mdCode */.xs)(input.link.where)} (internal; does not expire)`]);
    }
    else if (input.link?.expiresAt !== undefined) {
        rows.push(['Link', `${(0,log_text/* mdCode */.xs)(input.link.where)} (signed; kept out of this summary)`]);
        rows.push(['Link expires', (0,log_text/* mdText */.bC)(describeExpiry(input.link.expiresAt, input.now))]);
    }
    if (input.artifact) {
        const name = (0,log_text/* mdCode */.xs)(input.artifact.name);
        rows.push([
            'Artifact',
            input.artifact.url
                ? (0,log_text/* mdLink */.YF)(name, input.artifact.url)
                : input.runUrl
                    ? `${name}, listed on ${(0,log_text/* mdLink */.YF)("the run's page", input.runUrl)} once the run ends`
                    : name
        ]);
    }
    if (input.pullRequest) {
        const pr = input.pullRequest;
        const what = pr.dryRun ? `dry run: would be ${pr.operation}` : pr.operation;
        const label = `#${pr.number ?? ''}`;
        rows.push([
            'Pull request',
            pr.url ? `${(0,log_text/* mdLink */.YF)(label, pr.url)} (${(0,log_text/* mdText */.bC)(what)})` : (0,log_text/* mdText */.bC)(what)
        ]);
    }
    if (input.runUrl)
        rows.push(['Workflow run', (0,log_text/* mdLink */.YF)((0,log_text/* mdText */.bC)(input.runUrl), input.runUrl)]);
    if (rows.length > 0) {
        lines.push('| | |', '|---|---|');
        for (const [k, v] of rows)
            lines.push(`| ${k} | ${(0,log_text/* mdCell */.cz)(v)} |`);
        lines.push('');
    }
    if (input.archive) {
        const r = input.archive.report;
        lines.push('### What the verifier found in the bundle', '');
        lines.push(`- ${r.pages} pages in ${r.files} files, ${formatBytes(r.unpackedBytes)} unpacked; ` +
            (r.siteFolder === undefined
                ? '`index.html` ✓'
                : `${(0,log_text/* mdCode */.xs)(`${r.siteFolder}/index.html`)} ✓ (the whole site is inside the folder ${(0,log_text/* mdCode */.xs)(`${r.siteFolder}/`)})`) +
            (r.has404 ? ', `404.html` ✓' : ', no `404.html`'));
        lines.push(r.brokenLinkCount === 0
            ? '- Internal links: all resolve inside the bundle'
            : `- Internal links that point nowhere: ${r.brokenLinkCount}`);
        for (const b of r.brokenLinks)
            lines.push(`  - ${(0,log_text/* mdCode */.xs)(b.page)} → ${(0,log_text/* mdCode */.xs)(b.href)}`);
        const rooted = r.rootAbsolute;
        if (rooted) {
            // Next.js, Docusaurus and VitePress write nearly every link so; served under a path
            // prefix they lead elsewhere, so they are not among the internal links above. A site
            // built for a prefix had them read under it (path-prefix.ts).
            const under = rooted.prefix === undefined
                ? undefined
                : `under ${(0,log_text/* mdCode */.xs)(`/${rooted.prefix}/`)}, the path the site was built for (its links start with it)`;
            lines.push(rooted.brokenLinkCount === 0
                ? `- Root-absolute links (\`/…\`), served ${under ?? "from the bundle's root"}: all lead to a file`
                : `- Root-absolute links (\`/…\`) that point nowhere when the bundle is served ${under ?? 'from its root'}: ${rooted.brokenLinkCount}`);
            for (const b of rooted.brokenLinks)
                lines.push(`  - ${(0,log_text/* mdCode */.xs)(b.page)} → ${(0,log_text/* mdCode */.xs)(b.href)}`);
        }
        if (r.uncheckedLinkCount > 0) {
            lines.push(`- Internal links not checked: ${r.uncheckedLinkCount} (too many distinct missing targets to follow)`);
        }
        lines.push(r.externalReferenceCount === 0
            ? '- Loads from other origins at run time: none (self-contained)'
            : `- Loads from other origins at run time: ${r.externalReferenceCount} (they fail on air-gapped sites)`);
        for (const e of r.externalReferences) {
            lines.push(`  - ${(0,log_text/* mdCode */.xs)(e.page)}: ${(0,log_text/* mdText */.bC)(e.via)} ${(0,log_text/* mdCode */.xs)(e.url)}`);
        }
        const own = r.siteAddress;
        if (own) {
            lines.push(`- Loads and links that name the site's public address (${(0,log_text/* mdCode */.xs)(input.domain)}): ` +
                `${siteAddressCounts(own)}; ${(0,log_text/* mdText */.bC)(siteAddressWhy(own))}`);
            for (const e of [...own.loads, ...own.links]) {
                lines.push(`  - ${(0,log_text/* mdCode */.xs)(e.page)}: ${(0,log_text/* mdText */.bC)(e.via)} ${(0,log_text/* mdCode */.xs)(e.url)}`);
            }
        }
        if (r.unscannedPages) {
            lines.push(`- Pages not read for links or loads: ${unscannedText(r.unscannedPages)} (what they link to and load is not in this report)`);
            for (const p of r.unscannedPages.sample)
                lines.push(`  - ${(0,log_text/* mdCode */.xs)(p)}`);
        }
        if (r.pagesUnderOtherNames) {
            // The page was read once, under its first name (second-names.ts).
            lines.push(`- Page names from hard or symbolic links in another folder: ${r.pagesUnderOtherNames.count} ` +
                "(a page's relative links were checked from its own folder only; from the link's they may lead elsewhere)");
            for (const s of r.pagesUnderOtherNames.sample) {
                lines.push(`  - ${(0,log_text/* mdCode */.xs)(s.servedAs)} → ${(0,log_text/* mdCode */.xs)(s.page)}`);
            }
        }
        if (r.pagesStoredAsOtherFiles) {
            // A host serves the bytes as a page under the link's name; they were read as the stored file.
            lines.push(`- Pages stored under a name that is not a page's: ${r.pagesStoredAsOtherFiles.count} ` +
                '(served as pages under these names, but not read for links or loads)');
            for (const s of r.pagesStoredAsOtherFiles.sample) {
                lines.push(`  - ${(0,log_text/* mdCode */.xs)(s.servedAs)} → ${(0,log_text/* mdCode */.xs)(s.page)}`);
            }
        }
        lines.push('');
    }
    if (input.pullRequest?.diff) {
        lines.push('### Config change', '', (0,log_text/* mdFence */.F)(diffForSummary(input.pullRequest.diff.trimEnd()), 'diff'), '');
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/bundle-link.ts
// The bundle link of a job: asked of the platform, judged by the link policy before it is used
// anywhere (output, log, request), and masked in the log as the capability it is.






async function generateLink(client, settings, jobId) {
    const bundle = await client.createBundle(jobId);
    protectLink(settings, bundle.bundleUrl);
    try {
        // Judged before it is used anywhere: output, log, request.
        checkLink(bundle.bundleUrl, linkPolicy(settings));
    }
    catch (err) {
        if (!(err instanceof LinkRefused))
            throw err;
        // A refused link is masked whatever mask-bundle-url says: it is shown nowhere.
        (0,src_redact/* keepSecret */.gz)(bundle.bundleUrl);
        throw new Error(`The platform's bundle link for job ${(0,log_text/* oneLine */.TN)(jobId)} was refused before any request: ${err.message}. ` +
            'Nothing was downloaded; report the link to the platform (or see allow-private-bundle-hosts).');
    }
    core/* setOutput */.uH('bundle-url', bundle.bundleUrl);
    core/* setOutput */.uH('expires-at', bundle.expiresAt);
    if (bundle.sizeBytes !== undefined)
        core/* setOutput */.uH('bundle-size', String(bundle.sizeBytes));
    (0,log_text/* info */.pq)(`Bundle link for ${(0,links/* describeLink */.Ex)(bundle.bundleUrl)}${bundle.sizeBytes !== undefined ? ` (${formatBytes(bundle.sizeBytes)})` : ''}, ` +
        `expires ${describeExpiry(bundle.expiresAt, Date.now())}`);
    // mask-bundle-url: false is asked for to copy the link from the log (it says so).
    if (!settings.maskBundleUrl)
        (0,log_text/* info */.pq)(`Bundle link (mask-bundle-url: false): ${(0,log_text/* oneLine */.TN)(bundle.bundleUrl, Infinity)}`);
    return bundle;
}
function linkPolicy(settings) {
    return { allowPrivate: settings.allowPrivateBundleHosts };
}
/**
 * The presigned link is a capability: with mask-bundle-url, masked along with its signature on
 * its own (linkSecrets), and kept among the run's secrets (redact.ts).
 */
function protectLink(settings, url) {
    if (!settings.maskBundleUrl)
        return;
    for (const secret of (0,links/* linkSecrets */.a9)(url))
        (0,src_redact/* keepSecret */.gz)(secret);
}

// EXTERNAL MODULE: ./src/github-urls.ts
var github_urls = __nccwpck_require__(81611);
;// CONCATENATED MODULE: ./src/deliver.ts
// Delivery, the same for an export and an import: the artifact and/or the pull request to the
// deployment config, then the end-of-run check that everything asked for was delivered and the
// warning when the link expires soon. The delivery code (Octokit, the artifact client, the
// config editors) is loaded only by a run that delivers that way.








/** The pull-request-operation output of a dry run, which writes nothing (action.yml). */
const DRY_RUN_OPERATION = 'dry-run';
/**
 * min-link-lifetime: a link with less life left is never written to a deployment config (a
 * deployment that restarts after expiry cannot fetch its bundle). Asked as soon as the link is
 * known, before the download, and again of the link delivered (a refused link is renewed)
 * before any delivery, so a run that cannot write the link delivers nothing at all.
 */
function checkLinkLifetime(settings, expiresAt) {
    if (!settings.pullRequest || expiresAt === undefined)
        return;
    if (Date.parse(expiresAt) - Date.now() >= settings.minLinkLifetimeMs)
        return;
    throw new Error(`The bundle link expires ${describeExpiry(expiresAt, Date.now())}, sooner than min-link-lifetime ` +
        `(${formatDuration(settings.minLinkLifetimeMs)}), so it is not written to the config: a deployment that ` +
        'restarts after expiry cannot fetch its bundle. Ask the platform for longer-lived links, or lower min-link-lifetime.' +
        ' Nothing was delivered.');
}
async function deliver(settings, summary, archive, link, job, wantsArtifact) {
    // Before the artifact: a link the config may not take fails the run with nothing delivered.
    checkLinkLifetime(settings, link.expiresAt);
    if (wantsArtifact) {
        const { path } = archive;
        // A renewal that wants the artifact never skips the bytes (tryReuse): a guard, not a path.
        if (path === undefined)
            throw new Error('the artifact needs the archive, which was not fetched');
        await core/* group */.Os('Upload artifact', () => uploadArtifact(settings, { ...archive, path }, summary));
    }
    if (settings.pullRequest) {
        const pr = settings.pullRequest;
        await core/* group */.Os('Pull request', () => openPullRequest(settings, pr, job, link, archive, summary));
    }
    const missing = undelivered(settings, summary, wantsArtifact);
    if (missing)
        throw new Error(missing);
    if (link.expiresAt !== undefined && Date.parse(link.expiresAt) - Date.now() < EXPIRY_WARNING_MS) {
        core/* warning */.$e(`The bundle link expires ${describeExpiry(link.expiresAt, Date.now())}. ` +
            'Schedule this workflow to run again before then, or deployments that restart later cannot fetch the bundle.', { title: 'Bundle link expires within 24 hours' });
    }
}
/**
 * The deployment configs read and the edit rehearsed before anything is exported: a missing,
 * invalid or hostile config fails the run while nothing has been changed anywhere.
 */
async function checkConfigs(settings, pr) {
    const { checkConfigsOnBase } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(913), __nccwpck_require__.e(55), __nccwpck_require__.e(490)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62490));
    await checkConfigsOnBase({
        ...pr,
        version: settings.version,
        dryRun: settings.dryRun,
        secrets: (0,src_redact/* secretsOfRun */.cn)()
    });
    (0,log_text/* info */.pq)(`${pr.configPaths.join(', ')} in ${pr.owner}/${pr.repo}: readable, and ${pr.configKey} can be edited`);
}
/**
 * Every delivery asked for happened: a run never ends green without them, whatever path a
 * future change takes through the run.
 */
function undelivered(settings, summary, 
// What this run set out to deliver, not what the input says: under local-action the
// artifact is skipped with a warning, and that is not a missing delivery.
wantsArtifact) {
    const missing = [];
    if (wantsArtifact && !settings.dryRun && !summary.artifact)
        missing.push('the artifact');
    if (settings.pullRequest && !summary.pullRequest)
        missing.push('the pull request');
    if (missing.length === 0)
        return undefined;
    return `The run reached its end without ${missing.join(' and ')} (delivery: ${settings.delivery}); it is not reported as done. Run again.`;
}
async function uploadArtifact(settings, archive, summary) {
    if (settings.dryRun) {
        (0,log_text/* info */.pq)('dry-run: the artifact is not uploaded');
        return;
    }
    const { deliverArtifact } = await __nccwpck_require__.e(/* import() */ 864).then(__nccwpck_require__.bind(__nccwpck_require__, 63864));
    const artifact = await deliverArtifact({
        archivePath: archive.path,
        artifactName: settings.artifactName,
        retentionDays: settings.retentionDays,
        expectedSha256: archive.sha256
    });
    if (artifact.id !== undefined)
        core/* setOutput */.uH('artifact-id', String(artifact.id));
    if (artifact.url)
        core/* setOutput */.uH('artifact-url', artifact.url);
    core/* setOutput */.uH('artifact-digest', artifact.digest);
    summary.artifact = artifact;
    (0,log_text/* info */.pq)(`Uploaded artifact "${(0,log_text/* oneLine */.TN)(artifact.name)}" (${formatBytes(artifact.size)})` +
        `${artifact.replaced ? ', replacing the one from an earlier attempt' : ''}` +
        `${artifact.url ? `: ${(0,log_text/* oneLine */.TN)(artifact.url)}` : ''}`);
}
async function openPullRequest(settings, pr, job, link, archive, summary) {
    const { deliverPullRequest } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(913), __nccwpck_require__.e(55), __nccwpck_require__.e(490)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62490));
    const result = await deliverPullRequest({
        ...pr,
        // GitHub's answers may echo what they were sent: no message of the delivery shows these.
        secrets: (0,src_redact/* secretsOfRun */.cn)(),
        domain: settings.domain,
        update: {
            bundleUrl: link.url,
            version: settings.version,
            jobId: job.jobId,
            domain: settings.domain,
            expiresAt: link.expiresAt,
            pageCount: job.pageCount,
            ...(link.renews !== undefined ? { renews: link.renews, renewsIn: link.renewsIn } : {}),
            ...(job.jobId !== undefined ? await recordedArchive(job.jobId, archive) : {}),
            ...(link.importedAt !== undefined
                ? { importedAt: link.importedAt, sizeBytes: archive.bytes, sha256: archive.sha256 }
                : {})
        },
        dryRun: settings.dryRun,
        runUrl: (0,github_urls/* workflowRunUrl */.CX)(process.env)
    });
    // The diff shows the link each config held, which may still work: masked like this run's own
    // before anything shows it (its query is redacted from the diff; its path may hold a token).
    for (const file of result.files)
        if (file.replaces)
            protectLink(settings, file.replaces);
    const diff = settings.maskBundleUrl ? (0,links/* redactLinks */.FE)(result.diff) : result.diff;
    if (result.diff)
        (0,log_text/* info */.pq)(`Config change:\n${diff}`);
    if (result.dryRun) {
        // Nothing was written: no operation happened, and the outputs name no pull request or
        // commit (an open one a dry run found was not touched); the log and summary say what would be.
        core/* setOutput */.uH('pull-request-operation', DRY_RUN_OPERATION);
    }
    else {
        core/* setOutput */.uH('pull-request-operation', result.operation);
        if (result.number !== undefined)
            core/* setOutput */.uH('pull-request-number', String(result.number));
        if (result.url)
            core/* setOutput */.uH('pull-request-url', result.url);
        if (result.commitSha)
            core/* setOutput */.uH('commit-sha', result.commitSha);
    }
    summary.pullRequest = {
        operation: result.operation,
        number: result.number,
        url: result.url,
        diff,
        dryRun: result.dryRun
    };
    (0,log_text/* info */.pq)(result.dryRun
        ? `dry-run: the pull request would be ${result.operation}; nothing was written`
        : result.operation === 'unchanged'
            ? `${pr.base ?? 'The base branch'} already holds these values: no commit, no pull request`
            : `Pull request #${result.number} ${result.operation}: ${(0,log_text/* oneLine */.TN)(result.url)}`);
}
/** The record's archive fields; an ETag the record cannot hold is left out (then no shortcut). */
async function recordedArchive(jobId, archive) {
    const fields = { sizeBytes: archive.bytes, sha256: archive.sha256 };
    if (archive.etag === undefined)
        return fields;
    // The config code (with its YAML parser) loads with the pull-request delivery, not before.
    const { recordProblem } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(55)]).then(__nccwpck_require__.bind(__nccwpck_require__, 10055));
    const withEtag = { ...fields, etag: archive.etag };
    return recordProblem({ jobId, ...withEtag }) === undefined ? withEtag : fields;
}

// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __nccwpck_require__(46316);
;// CONCATENATED MODULE: ./src/export-job.ts
// The platform's export job of a run: a new export waited on with its progress in the log, or
// an existing job (job-id) whose link is renewed. Outputs are set as soon as they are known.




async function exportSite(client, settings) {
    const started = await client.startExport({
        domain: settings.domain,
        version: settings.version,
        paths: settings.paths
    });
    core/* setOutput */.uH('job-id', started.jobId);
    (0,log_text/* info */.pq)(`Started export job ${(0,log_text/* oneLine */.TN)(started.jobId)} for ${settings.domain}`);
    return waitFor(client, settings, started.jobId);
}
async function reuseJob(client, settings, jobId) {
    core/* setOutput */.uH('job-id', jobId);
    (0,log_text/* info */.pq)(`Renewing the link of job ${(0,log_text/* oneLine */.TN)(jobId)}; no new export is started`);
    const job = await client.getExport(jobId);
    if (job.status === 'completed') {
        reportJob(job);
        return job;
    }
    if (job.status === 'failed') {
        core/* setOutput */.uH('status', job.status);
        throw new errors/* PlatformError */.Wk(`Job ${(0,log_text/* oneLine */.TN)(jobId)} failed on the platform${job.error ? `: ${(0,log_text/* oneLine */.TN)(job.error)}` : ''}; its link cannot be renewed. Run without job-id to export again.`, { kind: 'job-failed', call: `GET /v1/static-export/jobs/${jobId}` });
    }
    (0,log_text/* info */.pq)(`Job ${(0,log_text/* oneLine */.TN)(jobId)} is still ${(0,log_text/* oneLine */.TN)(job.status)}; waiting for it`);
    return waitFor(client, settings, jobId);
}
async function waitFor(client, settings, jobId) {
    const started = Date.now();
    const job = await client.waitForExport(jobId, {
        timeoutMs: settings.waitTimeoutMs,
        warn: message => core/* warning */.$e(message),
        onProgress: update => {
            const elapsed = formatDuration(Date.now() - started).padStart(7);
            (0,log_text/* info */.pq)(`${elapsed}  ${(0,log_text/* oneLine */.TN)(update.status).padEnd(9)} ${String(Math.round(update.progress)).padStart(3)}%${pagesText(update.pageCount, '  ')}`);
            core/* setOutput */.uH('status', update.status);
        }
    });
    reportJob(job);
    return job;
}
/**
 * The job's outcome in the log and outputs. Its page count when the platform gave one; when it
 * did not (the spec shows it only while a job runs), `page-count` is set later from the verified
 * archive (main.ts), never as a made-up 0.
 */
function reportJob(job) {
    core/* setOutput */.uH('status', job.status);
    if (job.pageCount !== undefined)
        core/* setOutput */.uH('page-count', String(job.pageCount));
    (0,log_text/* info */.pq)(`Job ${(0,log_text/* oneLine */.TN)(job.jobId)} ${(0,log_text/* oneLine */.TN)(job.status)}${pagesText(job.pageCount, ': ')}`);
}
/** ` 12 pages` after `separator`, or nothing when the count is not known. */
function pagesText(pageCount, separator) {
    return pageCount === undefined ? '' : `${separator}${pageCount} pages`;
}
/** How long the platform took, from its own timestamps; undefined when it did not say. */
function exportDuration(job) {
    const from = Date.parse(job.createdAt ?? '');
    const to = Date.parse(job.updatedAt ?? '');
    return Number.isNaN(from) || Number.isNaN(to) ? undefined : Math.max(0, to - from);
}

;// CONCATENATED MODULE: ./src/import-run.ts
// The import path of a run (inside the air gap): the carried-in archive checked against the
// recorded sha256 and verified (import-archive.ts), then reported as a download would be, so
// delivery works the same on both sides.





async function importCarried(settings, carried) {
    // Loaded only by an import: an export run never needs it.
    const { verifyCarriedArchive } = await __nccwpck_require__.e(/* import() */ 861).then(__nccwpck_require__.bind(__nccwpck_require__, 73861));
    // Inside the air gap a load from the site's public address fails: the verifier names them.
    const archive = await verifyCarriedArchive(carried, process.env.GITHUB_WORKSPACE || process.cwd(), [settings.domain]);
    const r = archive.report;
    (0,log_text/* info */.pq)(`sha256 ${archive.sha256}: the digest recorded on the connected side`);
    announceVerified(r);
    protectLink(settings, carried.bundleUrl);
    core/* setOutput */.uH('archive-path', archive.path);
    core/* setOutput */.uH('archive-sha256', archive.sha256);
    core/* setOutput */.uH('bundle-url', carried.bundleUrl);
    core/* setOutput */.uH('bundle-size', String(archive.bytes));
    core/* setOutput */.uH('page-count', String(r.pages));
    (0,log_text/* info */.pq)(`Delivering ${(0,links/* describeLink */.Ex)(carried.bundleUrl)}, an internal link that does not expire`);
    return archive;
}

;// CONCATENATED MODULE: ./src/local-action.ts
// Running under GitHub's @github/local-action (`npx @github/local-action . src/main.ts .env`):
// what differs from a runner, said once so the rest of the action need not know.
//
// local-action runs src/main.ts in its own process with stand-ins for @actions/core,
// @actions/github and @actions/artifact. Its artifact stand-in zips every upload into a folder,
// so the uploaded bytes are never the verified .tar.gz and the digest check after the upload
// could only fail (four retries of "the file changed on disk", then a failed run that also
// stops a pull request). Artifact delivery is therefore skipped there, with one warning.
/**
 * Whether this process is @github/local-action's: its launcher sets TARGET_ACTION_PATH (the
 * action's folder) for the process that runs the action; a GitHub runner never sets it.
 */
function isLocalAction(env) {
    return (env.TARGET_ACTION_PATH ?? '') !== '' && env.GITHUB_ACTIONS !== 'true';
}
/** The one warning of a run that asked for an artifact under local-action. */
const LOCAL_ACTION_ARTIFACT_WARNING = 'Artifact delivery is skipped under @github/local-action: its stand-in for @actions/artifact ' +
    'zips the file, so the upload could never be the verified archive. The archive stays at the ' +
    'archive-path output; on a runner the same settings upload it.';

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
;// CONCATENATED MODULE: ./src/runner-files.ts
// The runner's command files a run writes its results to. GITHUB_OUTPUT is written the moment
// an output is known (the job id, right after the export starts): a file the runner named but
// that is missing or read-only failed the run there, with the library's bare "Missing file at
// path", after the platform had started a job. Checked before any request instead, naming it.



/** Throws, naming the variable, when a command file the runner named cannot be appended to. */
async function checkRunnerFiles(env) {
    const path = env.GITHUB_OUTPUT;
    // Unset: an older runner (outputs go to stdout) or a local run; nothing to check.
    if (path === undefined || path === '')
        return;
    try {
        await (0,promises_.access)(path, external_node_fs_.constants.W_OK);
    }
    catch (err) {
        throw new Error(`GITHUB_OUTPUT ${(0,log_text/* oneLine */.TN)(path, 300)} cannot be written (${(0,log_text/* oneLine */.TN)(err.message, 300)}), ` +
            "so the run's outputs could not be set: the runner creates that file for each step. " +
            'Check the runner (its _work/_temp folder and its disk). Nothing was requested or written.');
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: ./src/archive/buffer-garbage.ts + 1 modules
var buffer_garbage = __nccwpck_require__(9302);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
;// CONCATENATED MODULE: ./src/archive/write-fully.ts
/** Writes all of `bytes` at `offset`, however many calls the file takes. */
async function writeFully(file, bytes, offset) {
    for (let done = 0; done < bytes.length;) {
        const { bytesWritten } = await file.write(bytes, done, bytes.length - done, offset + done);
        if (bytesWritten === 0)
            throw new Error(`the file took no bytes at offset ${offset + done}`);
        done += bytesWritten;
    }
}
/**
 * Writes all of `pieces`, one after the other, at `offset`: in one gathering call when the file
 * takes them all, as it does unless the disk is filling; what a short write leaves is carried on
 * piece by piece.
 */
async function writeAll(file, pieces, offset) {
    let { bytesWritten: taken } = await file.writev(pieces, offset);
    let at = offset;
    for (const piece of pieces) {
        if (taken >= piece.length) {
            taken -= piece.length;
        }
        else {
            await writeFully(file, piece.subarray(taken), at + taken);
            taken = 0;
        }
        at += piece.length;
    }
}

;// CONCATENATED MODULE: ./src/archive/slab-sink.ts
// Where the downloaded bytes go: the socket's reads are copied into a few reused 256 KiB slabs,
// and each full slab is hashed and handed to the consumer (the verifier's gunzip) in one piece,
// and written to the file at its offset with the slabs sealed beside it (WRITE_BATCH).
//
// Why slabs: the socket hands over 64 KiB at a time. Passed on as they came, each read cost a
// thread-pool round trip in gunzip and another in the disk writes, and the two took turns with
// the main thread (gunzip alone over the 10,000-page bundle: 0.80-0.84 s fed 64 KiB pieces,
// 0.59-0.67 s fed 256 KiB ones, 0.61-0.64 s fed 1 MiB ones). And the reads, held in queues until the disk and gunzip were done
// with them, outlived young-generation collections and were promoted, to be freed only by full
// collections (buffer-garbage.ts). A slab is allocated once and reused; a socket read is dead as
// soon as it is copied. A slab is reused only once the disk write and the consumer are both done
// with it, and a download with every slab in use waits for one: that is the backpressure.
//
// Sizes (bench/download.ts, interleaved): four 1 MiB slabs were as fast, but the Rust docs
// peaked at 124-126 MiB against 117-121 with four of 256 KiB, which cost them about 3 %.


const SLAB_BYTES = 256 * 1024;
/** Slabs in use at once (being written, verified or filled): the bytes held ahead, 2 MiB. */
const SLABS = 8;
/**
 * Sealed slabs written to the file in one call (a gathering write, 1 MiB). Each call hands the
 * write to a thread-pool thread, and on two cores the woken thread takes the core of the main
 * thread that woke it: over the 4 GiB bundle the main thread's CPU profile billed 3.5 s to
 * handing 16,384 writes of 256 KiB over, against a 4 GiB sha256 of 2.3 s.
 */
const WRITE_BATCH = 4;
class SlabSink {
    file;
    consumer;
    diskError;
    free = [];
    busy = new Set();
    slab;
    fill = 0;
    /** File offset where the slab being filled starts: every byte before it is handed on. */
    sealed = 0;
    hash = (0,external_node_crypto_.createHash)('sha256');
    failure;
    /** Sealed slabs not yet handed to the file, in file order, each with its write's settler. */
    unwritten = [];
    constructor(file, consumer, 
    /** The error a failed disk write becomes. */
    diskError) {
        this.file = file;
        this.consumer = consumer;
        this.diskError = diskError;
        for (let i = 0; i < SLABS; i++)
            this.free.push(Buffer.allocUnsafeSlow(SLAB_BYTES));
    }
    /**
     * Copies a socket read in. Returns undefined when it all went in at once (the usual case), or a
     * promise when every slab is still in use: the chunk goes in as slabs come free, and the caller
     * stops reading until then (the backpressure). Not async on purpose: a promise per 64 KiB read
     * was a share of the download's main-thread time (body-reader.ts).
     */
    take(chunk, from = 0) {
        for (let at = from; at < chunk.length;) {
            if (!this.slab) {
                const slab = this.free.pop();
                if (slab === undefined)
                    return this.takeLater(chunk, at);
                this.slab = slab;
            }
            const copied = chunk.copy(this.slab, this.fill, at);
            this.fill += copied;
            at += copied;
            if (this.fill === SLAB_BYTES)
                this.seal();
        }
        this.throwFailure();
        return undefined;
    }
    /** The rest of a chunk from `at`, once a slab is free. */
    async takeLater(chunk, at) {
        this.slab = await this.nextSlab();
        await this.take(chunk, at);
    }
    /** Hands on what the slab being filled holds, and waits until the disk and consumer have it all. */
    async settle() {
        if (this.fill > 0)
            this.seal();
        this.writeOut();
        while (this.busy.size > 0)
            await Promise.race(this.busy);
        this.throwFailure();
    }
    /** Starts again from byte 0 (the caller truncates the file): waits for what is under way. */
    async reset() {
        this.writeOut();
        while (this.busy.size > 0)
            await Promise.race(this.busy);
        if (this.slab)
            this.free.push(this.slab);
        this.slab = undefined;
        this.fill = 0;
        this.sealed = 0;
        this.failure = undefined;
        this.hash = (0,external_node_crypto_.createHash)('sha256');
    }
    /** The sha256 of every byte taken (call after settle). */
    digest() {
        return this.hash.digest('hex');
    }
    async nextSlab() {
        this.writeOut();
        while (this.free.length === 0)
            await Promise.race(this.busy);
        return this.free.pop();
    }
    seal() {
        const slab = this.slab;
        const bytes = slab.subarray(0, this.fill);
        const offset = this.sealed;
        this.sealed += this.fill;
        this.slab = undefined;
        this.fill = 0;
        this.hash.update(bytes);
        const written = new Promise(done => this.unwritten.push({ bytes, offset, done }));
        if (this.unwritten.length >= WRITE_BATCH)
            this.writeOut();
        const consumed = Promise.resolve()
            .then(() => this.consumer?.(bytes, offset))
            .catch((err) => {
            this.failure ??= err;
        });
        const done = Promise.all([written, consumed]).then(() => {
            this.busy.delete(done);
            this.free.push(slab);
        });
        this.busy.add(done);
    }
    /** Hands the sealed slabs not yet written to the file, in one gathering write. */
    writeOut() {
        const slabs = this.unwritten;
        if (slabs.length === 0)
            return;
        this.unwritten = [];
        writeAll(this.file, slabs.map(slab => slab.bytes), slabs[0].offset)
            .catch((err) => {
            this.failure ??= this.diskError(err);
        })
            .finally(() => {
            for (const slab of slabs)
                slab.done();
        });
    }
    throwFailure() {
        if (this.failure !== undefined)
            throw this.failure;
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/archive/file-sha256.ts
var file_sha256 = __nccwpck_require__(81068);
;// CONCATENATED MODULE: ./src/archive/local-name.ts
// Local file names for what the action downloads. The job id is the platform's text (any opaque
// string, see rules/job-id.ts): used in a file name it could climb out of the folder
// (`../../escaped`), name a device, or collide with another run's file after sanitising. So
// no platform text is ever part of a local name: the name holds a hash of the job id, and the
// resolved path is checked to stay directly inside its folder.


/** Thrown when a computed path would leave its folder (which a hash never does: a guard). */
class LocalPathError extends Error {
    constructor(message) {
        super(message);
        this.name = 'LocalPathError';
    }
}
/** `<folder>/<name>`, resolved, or an error when the result is not directly inside `folder`. */
function pathInside(folder, name) {
    const root = (0,external_node_path_.resolve)(folder);
    const path = (0,external_node_path_.resolve)(root, name);
    if ((0,external_node_path_.dirname)(path) !== root) {
        throw new LocalPathError(`refusing to write ${JSON.stringify(name)}: it would not stay inside ${root}`);
    }
    return path;
}
/** A job id as a file-name component: the first 16 hex of its sha256, never the id itself. */
function jobIdDigest(jobId) {
    return (0,external_node_crypto_.createHash)('sha256').update(jobId, 'utf8').digest('hex').slice(0, 16);
}
/** Where the archive of `jobId` is kept: `static-export-<first 16 hex of sha256(jobId)>.tar.gz`. */
function archiveFileName(folder, jobId) {
    return pathInside(folder, `static-export-${jobIdDigest(jobId)}.tar.gz`);
}

;// CONCATENATED MODULE: ./src/archive/archive-cache.ts
// The verified archive of a job kept in the runner's tool cache, for self-hosted runners where
// RUNNER_TOOL_CACHE survives between runs: a renewal that needs the bytes (artifact delivery)
// takes them from there instead of downloading again, once their sha256 matches the record.
//
// Local names never hold platform text: the tool name is a sanitised domain (the user's input)
// plus a hash of the job id, the version is derived from the sha256 (hex), the file name fixed.
// On GitHub-hosted runners every job starts on a fresh machine, so nothing is cached there.







const FILE_NAME = 'bundle.tar.gz';
/** Archives do not depend on the machine; one arch folder for all. */
const ARCH = 'any';
/** Why the tool cache is not used on this runner, or undefined when it is. */
function cacheUnavailable(env) {
    if (env.RUNNER_ENVIRONMENT === 'github-hosted') {
        return 'GitHub-hosted runners start fresh each job';
    }
    if (!env.RUNNER_TOOL_CACHE)
        return 'RUNNER_TOOL_CACHE is not set';
    return undefined;
}
/** Longest domain a tool name holds as it is; a longer one is cut and a hash of it added. */
const DOMAIN_IN_NAME = 100;
/**
 * The domain as it appears in a tool name: the domain itself (a checked hostname is already
 * safe in a path), else a sanitised, shortened form with a hash of the whole domain, so two
 * domains never share a name (eviction below removes another job's archive by its name).
 */
function domainPart(domain) {
    const lower = domain.toLowerCase();
    const safe = lower
        .replace(/[^a-z0-9.-]+/g, '-')
        .replace(/^[.-]+|[.-]+$/g, '')
        .replace(/\.{2,}/g, '.');
    if (safe === lower && safe !== '' && safe.length <= DOMAIN_IN_NAME)
        return safe;
    const digest = (0,external_node_crypto_.createHash)('sha256').update(domain, 'utf8').digest('hex').slice(0, 16);
    return `${safe.slice(0, DOMAIN_IN_NAME - 17).replace(/[.-]+$/, '') || 'domain'}-${digest}`;
}
/** `static-export-<domain>-<first 16 hex of sha256(jobId)>` (see domainPart). */
function cacheToolName(domain, jobId) {
    return `static-export-${domainPart(domain)}-${jobIdDigest(jobId)}`;
}
/** A semver version (what the tool cache requires) that holds the archive's sha256. */
function cacheVersion(sha256) {
    if (!/^[0-9a-f]{64}$/.test(sha256))
        throw new Error('cacheVersion takes a sha256 in hex');
    return `0.0.0-sha256-${sha256}`;
}
/**
 * @actions/tool-cache (with @actions/exec and @actions/io), whose find() looks an entry up,
 * loaded by a run that uses the cache only: on GitHub-hosted runners it never is, and loading
 * it costs memory every run pays.
 */
async function toolCacheModule() {
    return __nccwpck_require__.e(/* import() */ 805).then(__nccwpck_require__.bind(__nccwpck_require__, 59805));
}
/**
 * Puts the verified archive into the tool cache as tool-cache's cacheFile lays an entry out
 * (`<cache>/<tool>/<version>/<arch>/<file>`, then the marker `<arch>.complete` that find()
 * requires), as a hard link to the verified file where the cache is on the same file system:
 * the runner's default (_work/_temp and _work/_tool), where cacheFile's copy held the archive
 * twice on the disk until the job ended (gigabytes; an ARC runner pod is evicted past its
 * ephemeral-storage limit) and took the time of the copy. Elsewhere (another file system, links
 * refused), a copy. The cached file is never written through: what takes it back copies it to
 * a new file (obtain-archive.ts), and findArchive hashes it again before it is taken.
 */
const placeInCache = async (sourceFile, targetFile, tool, version, arch) => {
    const cache = process.env.RUNNER_TOOL_CACHE;
    if (!cache)
        throw new Error('RUNNER_TOOL_CACHE is not set');
    const folder = (0,external_node_path_.join)(cache, tool, version, arch);
    await (0,promises_.rm)(folder, { recursive: true, force: true });
    await (0,promises_.rm)(marker(folder), { force: true });
    await (0,promises_.mkdir)(folder, { recursive: true });
    const target = (0,external_node_path_.join)(folder, targetFile);
    try {
        await (0,promises_.link)(sourceFile, target);
    }
    catch {
        await (0,promises_.copyFile)(sourceFile, target);
    }
    await (0,promises_.writeFile)(marker(folder), '');
    return folder;
};
/**
 * Keeps a verified archive in the tool cache; returns where it now lies, or why it could not.
 * Never throws: the cache only spares a later renewal a download, so a tool cache that is not
 * writable (a shared AGENT_TOOLSDIRECTORY owned by another user, a container's mount) or full
 * must not fail a run whose archive is downloaded and verified. An entry left half-copied is
 * removed: the tool cache would never take it (it has no `.complete` marker), but on a full disk
 * its gigabytes would stay for good.
 */
async function keepArchive(archivePath, key, cacheFile = placeInCache) {
    const tool = cacheToolName(key.domain, key.jobId);
    const version = cacheVersion(key.sha256);
    const cache = process.env.RUNNER_TOOL_CACHE;
    // A cancelled run removes the entry being copied, as it does a partial download.
    const copied = cache ? (0,cancellation/* removeOnCancel */.c_)((0,external_node_path_.join)(cache, tool, version)) : () => undefined;
    try {
        const folder = await cacheFile(archivePath, FILE_NAME, tool, version, ARCH);
        copied();
        const removed = cache ? await removeOthers(cache, key.domain, tool, version) : 0;
        return { path: (0,external_node_path_.join)(folder, FILE_NAME), removed };
    }
    catch (err) {
        // Where tool-cache puts an entry (its _createToolPath): <cache>/<tool>/<version>/<arch>,
        // with its marker <arch>.complete beside it; the tool's folder goes too when left empty.
        copied();
        if (cache) {
            await (0,promises_.rm)((0,external_node_path_.join)(cache, tool, version), { recursive: true, force: true }).catch(() => undefined);
            await (0,promises_.rmdir)((0,external_node_path_.join)(cache, tool)).catch(() => undefined);
        }
        return { problem: (0,log_text/* oneLine */.TN)(err.message, 300) };
    }
}
/**
 * How many jobs of one domain keep their archive: the one deployed, one in a pending pull
 * request, and one of another docs version of the same domain.
 */
const JOBS_KEPT_PER_DOMAIN = 3;
/**
 * Removes what a renewal will not need: this job's archives of another sha256, and the domain's
 * jobs past the JOBS_KEPT_PER_DOMAIN last used (kept, or taken by a renewal). Every full download
 * keeps an archive and nothing empties a self-hosted runner's tool cache, so without this an
 * archive per export would fill its disk within weeks. A renewal of a job removed here downloads
 * in full, as without the cache. An entry another job is copying in (runners of one machine
 * often share RUNNER_TOOL_CACHE, and matrix legs of one domain keep their archives at the same
 * time) is never removed: see lastUsed. Best effort: returns how many archives went.
 */
async function removeOthers(cache, domain, tool, version) {
    const prefix = `static-export-${domainPart(domain)}-`;
    const gone = (path) => (0,promises_.rm)(path, { recursive: true, force: true }).then(() => 1, () => 0);
    let removed = 0;
    for (const other of await list((0,external_node_path_.join)(cache, tool))) {
        if (other !== version)
            removed += await gone((0,external_node_path_.join)(cache, tool, other));
    }
    const jobs = [];
    for (const name of await list(cache)) {
        // This domain's tool names only: the prefix, then exactly a job id's 16 hex.
        if (name === tool || !name.startsWith(prefix))
            continue;
        if (!/^[0-9a-f]{16}$/.test(name.slice(prefix.length)))
            continue;
        jobs.push({ name, used: await lastUsed((0,external_node_path_.join)(cache, name), Date.now()) });
    }
    jobs.sort((a, b) => b.used - a.used);
    for (const { name, used } of jobs.slice(JOBS_KEPT_PER_DOMAIN - 1)) {
        if (used !== BEING_COPIED)
            removed += await gone((0,external_node_path_.join)(cache, name));
    }
    return removed;
}
const list = (path) => (0,promises_.readdir)(path).catch(() => []);
/** A tool-cache entry's `.complete` marker: written when kept, touched when a renewal takes it. */
const marker = (entry) => `${entry}.complete`;
/** lastUsed of a job whose entry another job is copying in: newer than any, and never removed. */
const BEING_COPIED = Number.POSITIVE_INFINITY;
/**
 * How long an entry without a marker counts as being copied in after its file was last written:
 * a copy writes continuously, so one untouched for this long was left by a job that was killed.
 */
const COPY_SILENCE_MS = 10 * 60_000;
/**
 * When a job's archive was last kept or taken: its newest marker's time. An entry without a
 * marker is being copied in by another job when its file was written within COPY_SILENCE_MS
 * (BEING_COPIED), else a job killed mid-copy left it (0: removed first).
 */
async function lastUsed(toolFolder, now) {
    let newest = 0;
    for (const version of await list(toolFolder)) {
        const entry = (0,external_node_path_.join)(toolFolder, version, ARCH);
        const found = await (0,promises_.stat)(marker(entry)).catch(() => undefined);
        if (found) {
            if (found.mtimeMs > newest)
                newest = found.mtimeMs;
            continue;
        }
        const written = await newestWrite([(0,external_node_path_.join)(toolFolder, version), entry, (0,external_node_path_.join)(entry, FILE_NAME)]);
        if (now - written < COPY_SILENCE_MS)
            return BEING_COPIED;
    }
    return newest;
}
/** The newest modification time of the paths that exist (0 when none does). */
async function newestWrite(paths) {
    let newest = 0;
    for (const path of paths) {
        const found = await (0,promises_.stat)(path).catch(() => undefined);
        if (found && found.mtimeMs > newest)
            newest = found.mtimeMs;
    }
    return newest;
}
/**
 * The cached archive of `key`, re-hashed: its path when its bytes still have the sha256 (a
 * cache folder is only a hint; a file changed on disk is never taken), else undefined.
 */
async function findArchive(key) {
    const toolCache = await toolCacheModule();
    const folder = toolCache.find(cacheToolName(key.domain, key.jobId), cacheVersion(key.sha256), ARCH);
    if (!folder)
        return undefined;
    const path = (0,external_node_path_.join)(folder, FILE_NAME);
    try {
        if ((await (0,file_sha256/* sha256File */.Q)(path)).sha256 !== key.sha256)
            return undefined;
    }
    catch {
        return undefined;
    }
    // Taken: the job counts as used now, so keeping other jobs' archives does not remove it first.
    const now = new Date();
    await (0,promises_.utimes)(marker(folder), now, now).catch(() => undefined);
    return path;
}

;// CONCATENATED MODULE: ./src/platform/backoff.ts
// Retry timing: exponential backoff with full jitter, and the server's Retry-After.
const DEFAULT_BACKOFF = { initialMs: 500, factor: 2, maxMs: 15_000 };
/** The cap for retry number `retry` (0 for the first retry): initial × factor^retry, bounded. */
function backoffCap(retry, options = DEFAULT_BACKOFF) {
    return Math.min(options.maxMs, options.initialMs * Math.pow(options.factor, Math.max(0, retry)));
}
/**
 * Full jitter: a uniform delay in [0, cap). Spreads clients that failed together so they do
 * not come back together (the AWS architecture blog's "full jitter" variant).
 */
function backoffDelay(retry, options = DEFAULT_BACKOFF, random = Math.random) {
    return Math.floor(random() * backoffCap(retry, options));
}
/**
 * The longest Retry-After a step waits out: a minute or two is a server asking for room; hours
 * (an hourly or daily quota) would hold the workflow's runner idle until the job's timeout.
 */
const MAX_RETRY_AFTER_MS = 120_000;
/**
 * Parses a Retry-After header into a delay in ms: either delta-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2015 07:28:00 GMT"), relative to `now`. Returns undefined when absent or
 * unparseable; a date in the past gives 0.
 */
function parseRetryAfter(value, now) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    // Only accept something that looks like a date, not any string Date.parse tolerates.
    if (!/[a-z]{3}/i.test(text))
        return undefined;
    // HTTP dates are GMT (RFC 9110, 5.6.7), but the obsolete asctime form names no zone, and
    // Date.parse reads a zoneless date in the runner's local zone: hours off on a runner set to one.
    const asctime = /^[a-z]{3} [a-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/i.test(text);
    const at = Date.parse(asctime ? `${text} GMT` : text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}

;// CONCATENATED MODULE: ./src/platform/retry-plan.ts
// The one rule of every retry loop (the platform client, the bundle download, the renewal probe):
// after a failed try, how long to wait before the next one, or why to stop. Each caller keeps
// its own messages and errors; only the decision lives here.

/**
 * After try number `attempt` (1 for the first) failed: the wait before the next, or why not.
 * The server's Retry-After (ms, parsed) is honoured when given, else backoff with full jitter.
 * A wait that would end at the deadline or past it is not started: at the deadline no try may
 * begin (the download and the probe abort everything there, and the platform client's deadline
 * bounds its retries), so that wait could only be wasted.
 */
function nextTry(plan, attempt, retryAfterMs, now) {
    if (attempt >= plan.attempts)
        return { stop: 'attempts' };
    const wait = retryAfterMs === undefined
        ? backoffDelay(attempt - 1, plan.backoff, plan.random)
        : Math.min(retryAfterMs, plan.maxRetryAfterMs ?? Infinity);
    if (now + wait >= plan.deadlineAt) {
        return retryAfterMs === undefined
            ? { stop: 'deadline', wait }
            : { stop: 'deadline', wait, asked: retryAfterMs };
    }
    return { wait };
}

;// CONCATENATED MODULE: ./src/platform/clock.ts
// Time as a dependency: retries and the export waiter take a Clock so tests and benchmarks can
// run minutes of polling in virtual time, and a random source so jitter is reproducible.
const realClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason);
            return;
        }
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js
var lib = __nccwpck_require__(22779);
;// CONCATENATED MODULE: external "node:dns"
const external_node_dns_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(37067);
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __nccwpck_require__(44708);
var external_node_https_default = /*#__PURE__*/__nccwpck_require__.n(external_node_https_);
// EXTERNAL MODULE: ./src/no-proxy.ts
var no_proxy = __nccwpck_require__(9669);
;// CONCATENATED MODULE: ./src/platform/user-agent.ts
// The User-Agent every request to the platform carries, so the platform's logs can tell this
// action (and its version) apart from curl loops and other clients. A constant rather than a
// read of package.json at run time: the bundled dist/ has no package.json beside it. A unit test
// keeps ACTION_VERSION equal to package.json's version.
const ACTION_NAME = 'static-export-action';
const ACTION_VERSION = '1.0.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;

;// CONCATENATED MODULE: ./src/archive/bundle-request.ts
// One GET for the bundle, with its redirects followed here rather than by an HTTP client: each
// hop is judged by link-policy.ts before it is requested (scheme, the host as written, every
// address it resolves to, the address actually connected to), a relative `Location` is resolved
// against the URL that sent it, and the body of a redirect is read to its end here, under the
// same deadline and idle timeout as everything else, so one that breaks off is an error (the
// HTTP client's own redirect handling waited forever on it, and the run ended green with
// nothing delivered). Every request carries the download's deadline (an AbortSignal) and an
// idle timeout that destroys the request, body included.
//
// Every request says `Accept-Encoding: gzip`, and a body is never decoded: the archive is the
// bytes as stored. Without it, Google Cloud Storage serves an object uploaded with
// `Content-Encoding: gzip` decompressed (a tar, with no length, Range ignored), which is not the
// archive the platform made (https://cloud.google.com/storage/docs/transcoding); with it, it
// serves the stored bytes. Other object stores and CDNs do not compress a gzip archive again; a
// proxy set to compress every type might, and a failure is then told so (withCodingHint).
//
// No Authorization header is ever sent: this module has no credentials. Proxies from
// HTTPS_PROXY/NO_PROXY are honoured as no-proxy.ts reads them, through @actions/http-client's
// agent; then the proxy makes the connection, and the addresses checked are those the runner
// resolves the host to (none when it resolves nothing: the proxy does).









const systemResolver = host => new Promise((resolve, reject) => {
    const options = { all: true, verbatim: true };
    (0,external_node_dns_namespaceObject.lookup)(host, options, (err, addresses) => (err ? reject(err) : resolve(addresses)));
});
/**
 * The URL of the hop a request failed on (after redirects), for whoever explains the failure:
 * a proxy that refused a redirect's target must be named with that host, not the first one's.
 */
const failedHops = new WeakMap();
/** The hop `err` failed on, when it came from requestBundle; undefined otherwise. */
function failedHop(err) {
    return typeof err === 'object' && err !== null ? failedHops.get(err) : undefined;
}
/** A connection that stayed silent past the idle timeout. */
class IdleTimeout extends Error {
    code = 'ETIMEDOUT';
}
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** A lookup for net.connect that refuses a host when any address it resolves to is refused. */
function checkedLookup(resolver, scheme, policy) {
    return (hostname, options, callback) => {
        resolver(hostname)
            .then(addresses => {
            if (addresses.length === 0)
                throw new Error(`${hostname} resolves to no address`);
            for (const a of addresses)
                checkAddress(a.address, hostname, scheme, policy);
            const wanted = options.family === 4 || options.family === 6
                ? addresses.filter(a => a.family === options.family)
                : addresses;
            if (options.all)
                callback(null, wanted);
            else
                callback(null, wanted[0]?.address ?? addresses[0].address, wanted[0]?.family ?? 4);
        })
            .catch((err) => callback(err, '', 0));
    };
}
/** GET `url`, following redirects under the link policy. Rejects with LinkRefused on a refusal. */
async function requestBundle(options) {
    const resolver = options.resolver ?? systemResolver;
    const maxRedirects = options.maxRedirects ?? 5;
    const debug = options.debug ?? (() => undefined);
    let url = checkLink(options.url, options.policy);
    for (let redirects = 0;; redirects++) {
        const hop = url;
        const message = await requestOnce(url, options, resolver, debug).catch((err) => {
            if (typeof err === 'object' && err !== null)
                failedHops.set(err, hop);
            throw err;
        });
        const status = message.statusCode ?? 0;
        const location = message.headers.location;
        if (!REDIRECTS.has(status) || location === undefined)
            return { message, url, redirects };
        await drainRedirect(message, status);
        if (redirects >= maxRedirects) {
            throw new LinkRefused('too-many-redirects', `the bundle link redirected more than ${maxRedirects} times`);
        }
        let next;
        try {
            next = new URL(utf8Header(location), url);
        }
        catch {
            // Shown without its query, which may hold the next hop's signature.
            const shown = location.replace(/\?[\s\S]*$/, '?…');
            throw new LinkRefused('scheme', `the bundle link redirected to ${JSON.stringify((0,log_text/* oneLine */.TN)(shown, 80))}, which is not a URL`);
        }
        // The signature of the next hop is as secret as the first one's: only origin and path shown.
        debug(`download: ${status} redirect to ${next.origin}${next.pathname}`);
        url = checkLink(next, options.policy);
    }
}
/**
 * A header value as the bytes it was sent in, read as UTF-8. Node reads header bytes as latin1,
 * so a `Location` a server wrote in raw UTF-8 (`/bündle.tar.gz`: outside RFC 3986, but curl and
 * browsers read it as UTF-8) became `/bÃ¼ndle.tar.gz`, encoded twice in the next request. Bytes
 * that are not UTF-8 are left as latin1.
 */
function utf8Header(value) {
    // eslint-disable-next-line no-control-regex -- the test is for anything past ASCII
    if (!/[^\x00-\x7f]/.test(value))
        return value;
    const bytes = Buffer.from(value, 'latin1');
    const text = bytes.toString('utf8');
    return Buffer.from(text, 'utf8').equals(bytes) ? text : value;
}
/** Redirect bodies are a line of HTML at most; past this much the rest is not read. */
const MAX_REDIRECT_BODY = 64 * 1024;
/** Reads a redirect's body to its end; one that breaks off is an error, as any other body. */
async function drainRedirect(message, status) {
    let size = 0;
    try {
        for await (const chunk of message) {
            size += chunk.length;
            if (size > MAX_REDIRECT_BODY)
                break;
        }
    }
    catch (err) {
        throw new Error(`the body of the ${status} redirect broke off after ${size} bytes (${(0,log_text/* oneLine */.TN)(err.message, 120)})`);
    }
    if (size <= MAX_REDIRECT_BODY && !message.complete) {
        throw new Error(`the body of the ${status} redirect broke off after ${size} bytes`);
    }
    message.destroy();
}
/**
 * The addresses the runner resolves a host to that a proxy will connect to; none when the runner
 * cannot resolve it. A runner that reaches the internet only through its proxy often has no DNS
 * for outside names (the proxy resolves them), and refusing there would refuse every bundle
 * link. The host as written has been judged already (checkLink: names of metadata services,
 * address literals); what its name leads to is then for the proxy and its network to decide.
 */
async function proxiedAddresses(resolver, host, debug) {
    try {
        return await resolver(host);
    }
    catch (err) {
        const code = err.code;
        debug(`download: ${host} does not resolve here (${String(code ?? err)}); the proxy resolves it`);
        return [];
    }
}
async function requestOnce(url, options, resolver, debug) {
    const scheme = url.protocol;
    const host = bareHost(url);
    const proxy = (0,no_proxy/* proxyFor */.iJ)(url);
    let agent = false;
    let lookup;
    if (proxy) {
        // The proxy connects: the host is judged by what it resolves to here, before any request.
        if (!(0,external_node_net_.isIP)(host)) {
            for (const a of await proxiedAddresses(resolver, host, debug)) {
                checkAddress(a.address, host, scheme, options.policy);
            }
        }
        agent = new lib/* HttpClient */.Qq(USER_AGENT).getAgent(url.href);
    }
    else if (!(0,external_node_net_.isIP)(host)) {
        lookup = checkedLookup(resolver, scheme, options.policy);
    }
    const idleMs = options.idleTimeoutMs ?? 60_000;
    const send = scheme === 'https:' ? (external_node_https_default()).request : (external_node_http_default()).request;
    return new Promise((resolve, reject) => {
        const request = send(url, {
            method: 'GET',
            headers: { 'User-Agent': USER_AGENT, 'Accept-Encoding': 'gzip', ...options.headers },
            agent,
            lookup,
            signal: options.signal
        });
        request.on('socket', (socket) => {
            socket.setTimeout(idleMs);
            socket.on('timeout', () => request.destroy(new IdleTimeout(`no data from the link host for ${Math.round(idleMs / 1000)} s`)));
            if (proxy)
                return;
            // The address actually connected to, whatever resolved it: judged before any byte is read.
            socket.once('connect', () => {
                const address = socket.remoteAddress;
                if (!address)
                    return;
                try {
                    checkAddress(address, host, scheme, options.policy);
                }
                catch (err) {
                    request.destroy(err);
                }
            });
        });
        request.on('response', resolve);
        request.on('error', reject);
        request.end();
    });
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(57075);
;// CONCATENATED MODULE: ./src/archive/body-reader.ts
// A response body handed chunk by chunk to a consumer that may ask the body to wait.
//
// Why not `for await (const chunk of body)`: the async iterator settles a promise and takes a
// turn of the microtask queue for every read, and a download's reads are 64 KiB each (3,300 for
// a 208 MiB bundle), most of them copied into a slab at once with nothing to wait for
// (slab-sink.ts). Here a chunk costs one call, and the body is paused only while the consumer's
// promise is pending, which holds the socket back exactly as the iterator's awaits did.

/**
 * Hands each chunk of `body` to `take`, in order. When `take` returns a promise the body is
 * paused until it settles. Resolves once the body has ended and every take is done; rejects with
 * the first error, the body's own (a broken connection, a timeout, a close before the end) or
 * one a take threw or rejected with, once no take is under way, and destroys the body.
 */
function readBody(body, take) {
    return new Promise((resolve, reject) => {
        let settled = false;
        /** The take the body waits for, if any. */
        let pending;
        const stop = (err) => {
            if (settled)
                return;
            settled = true;
            body.off('data', onData);
            body.destroy();
            // A take under way finishes first: what the caller has taken in must be whole when it
            // hears of the failure (a resume continues from there).
            if (pending === undefined)
                reject(err);
            else
                pending.then(() => reject(err), () => reject(err));
        };
        const onData = (chunk) => {
            let waiting;
            try {
                waiting = take(chunk);
            }
            catch (err) {
                stop(err);
                return;
            }
            if (waiting === undefined)
                return;
            body.pause();
            pending = waiting;
            waiting.then(() => {
                pending = undefined;
                if (!settled)
                    body.resume();
            }, stop);
        };
        body.on('data', onData);
        (0,external_node_stream_.finished)(body, { writable: false }, err => {
            if (err) {
                stop(err);
                return;
            }
            // The end can come while the last chunk's take still waits: a paused body whose last
            // bytes were already buffered ends as soon as they are read. The read is done when that
            // take is.
            const done = () => {
                if (settled)
                    return;
                settled = true;
                body.off('data', onData);
                resolve();
            };
            if (pending === undefined)
                done();
            else
                pending.then(done, stop);
        });
    });
}

;// CONCATENATED MODULE: ./src/archive/error-body.ts



/** `<Code>` and `<Message>` of an object store's XML error body, when there is one. */
function objectStoreError(body) {
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
    if (!code && !message)
        return undefined;
    return (0,log_text/* oneLine */.TN)([code, message && `(${message})`].filter(Boolean).join(' '), 200);
}
/**
 * Up to `limit` bytes of the body as text, without the secrets of `urls` (the link, and the hop
 * that answered when a redirect led elsewhere: its signature is as secret as the link's); the
 * connection is closed after. (Only the start reaches a message: the limit's cut shows nothing.)
 */
async function readSome(message, urls, limit = 8192) {
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of message) {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= limit)
                break;
        }
    }
    catch {
        // An error body that breaks off still says what it said so far.
    }
    message.destroy();
    const secrets = urls.flatMap(url => (0,links/* linkSecrets */.a9)(url));
    return (0,src_redact/* redact */.E$)(Buffer.concat(chunks).toString('utf8'), secrets).slice(0, limit);
}

// EXTERNAL MODULE: ./src/proxy-hint.ts
var proxy_hint = __nccwpck_require__(57933);
;// CONCATENATED MODULE: ./src/archive/same-object.ts








/** Whether an ETag may prove the same bytes: a strong one (a weak one starts with `W/`). */
function isStrongEtag(etag) {
    return !/^W\//i.test(etag.trim());
}
/**
 * Pure: whether this run may try to skip the download, or why not. `renewing` is a run on an
 * existing job (job-id or renew-only); `wantsArtifact` means the bytes themselves are needed
 * (the tool cache may still hold them: see archive-cache.ts).
 */
function planReuse(input) {
    const { record } = input;
    if (!input.renewing)
        return { download: 'a new export is downloaded and verified' };
    if (!record)
        return { download: 'the config holds no record of an earlier verified download' };
    if (record.imported) {
        // An import's record is of a carried-in archive behind an internal link, not of the
        // platform's object for this job: nothing the new link serves can be proved by it.
        return { download: "the config records an import's archive, not a download of this job" };
    }
    if (record.jobId !== input.jobId) {
        return { download: 'the config records another job than the one renewed' };
    }
    if (record.sizeBytes === undefined || record.sha256 === undefined) {
        return { download: 'the config records no size and sha256 of the archive' };
    }
    if (record.etag === undefined)
        return { download: 'the config records no ETag of the archive' };
    if (!isStrongEtag(record.etag)) {
        return { download: 'the recorded ETag is a weak ETag, which does not prove the same bytes' };
    }
    // Without the platform's sizeBytes (the spec does not promise it) the probe's Content-Range
    // total alone is compared with the record.
    if (input.bundleSizeBytes !== undefined && input.bundleSizeBytes !== record.sizeBytes) {
        return {
            download: `the platform's sizeBytes (${String(input.bundleSizeBytes)}) differs from the recorded size (${record.sizeBytes})`
        };
    }
    return { probe: { sizeBytes: record.sizeBytes, etag: record.etag, sha256: record.sha256 } };
}
/** The longest a probe waits: one byte from a host that has not answered by then will not prove much. */
const PROBE_DEADLINE_MS = 30_000;
/** Most one-byte GETs a probe makes, the first included, when the link host fails for a moment. */
const PROBE_ATTEMPTS = 3;
const PROBE_BACKOFF = { initialMs: 500, factor: 2, maxMs: 4_000 };
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;
/**
 * One ranged GET of the link (asked again after a transient failure, see above). Never throws
 * for what the link host answers (that is "not proven"); a link refused by the link rules is
 * thrown as LinkRefused, as for a download.
 */
async function probeSameObject(options) {
    const deadlineMs = Math.min(options.deadlineMs ?? PROBE_DEADLINE_MS, PROBE_DEADLINE_MS);
    const deadline = AbortSignal.timeout(deadlineMs);
    const retryPlan = {
        attempts: PROBE_ATTEMPTS,
        deadlineAt: Date.now() + deadlineMs,
        backoff: options.backoff ?? PROBE_BACKOFF
    };
    const debug = options.debug ?? (() => undefined);
    for (let attempt = 1;; attempt++) {
        const answer = await probeOnce(options, deadline, deadlineMs);
        if (!('retry' in answer))
            return answer;
        const { why, retryAfterMs } = answer.retry;
        const next = nextTry(retryPlan, attempt, retryAfterMs, Date.now());
        if ('stop' in next && next.stop === 'attempts')
            return { same: false, why };
        if ('stop' in next) {
            const asked = next.asked !== undefined ? ` and asked to retry after ${formatDuration(next.asked)}` : '';
            return { same: false, why: `${why}${asked}, past the probe's ${formatDuration(deadlineMs)}` };
        }
        const { wait } = next;
        debug(`renewal probe: ${why}; asking again in ${wait} ms`);
        try {
            await realClock.sleep(wait, deadline);
        }
        catch {
            return { same: false, why };
        }
    }
}
async function probeOnce(options, deadline, deadlineMs) {
    let message;
    try {
        ;
        ({ message } = await requestBundle({
            url: options.url,
            headers: { Range: 'bytes=0-0' },
            policy: options.policy,
            signal: deadline,
            idleTimeoutMs: deadlineMs,
            resolver: options.resolver,
            debug: options.debug
        }));
    }
    catch (err) {
        if (err instanceof LinkRefused)
            throw err;
        if (deadline.aborted) {
            return {
                same: false,
                why: `the link host did not answer within ${formatDuration(deadlineMs)}`
            };
        }
        // A proxy that will not open the tunnel answers the same every time: not asked again.
        const hop = failedHop(err) ?? new URL(options.url);
        const proxyHint = (0,proxy_hint/* proxyTunnelHint */.Y)(err, hop);
        if (proxyHint !== undefined) {
            return { same: false, why: `the probe could not reach ${hop.host}: ${proxyHint}` };
        }
        return {
            retry: { why: `the probe could not connect (${(0,log_text/* oneLine */.TN)(err.message, 120)})` }
        };
    }
    // At most one byte is wanted; the connection is not kept for anything else.
    message.destroy();
    const status = message.statusCode ?? 0;
    if (status === 429 || status >= 500) {
        const retryAfterMs = parseRetryAfter(message.headers['retry-after'], Date.now());
        return {
            retry: {
                why: `the link answered ${status} to a one-byte range`,
                ...(retryAfterMs !== undefined ? { retryAfterMs } : {})
            }
        };
    }
    if (status !== 206) {
        return { same: false, why: `the link answered ${status} to a one-byte range, not 206` };
    }
    const range = CONTENT_RANGE.exec(String(message.headers['content-range'] ?? ''));
    if (!range)
        return { same: false, why: 'the link answered without a complete Content-Range' };
    const total = Number(range[3]);
    if (total !== options.expected.sizeBytes) {
        return {
            same: false,
            why: `the link serves ${total} bytes, the recorded archive ${options.expected.sizeBytes}`
        };
    }
    const etag = message.headers.etag;
    if (etag === undefined)
        return { same: false, why: 'the link answered without an ETag' };
    if (!isStrongEtag(etag)) {
        return {
            same: false,
            why: 'the link answered with a weak ETag, which does not prove the same bytes'
        };
    }
    if (etag !== options.expected.etag) {
        return { same: false, why: 'the link serves another ETag than the recorded one' };
    }
    return { same: true };
}
/**
 * The whole renewal shortcut: the plan, the cached bytes when the artifact needs them (looked
 * up first, so no probe is spent when there are none), then the probe.
 */
async function tryReuse(input) {
    if ('download' in input.plan)
        return input.plan;
    const recorded = input.plan.probe;
    let cachedPath;
    if (input.wantsArtifact) {
        if (input.noCache !== undefined) {
            return { download: `the artifact is wanted and no archive is kept here (${input.noCache})` };
        }
        cachedPath = await input.findCached(recorded);
        if (cachedPath === undefined) {
            return { download: 'the artifact is wanted and no cached archive has the recorded sha256' };
        }
    }
    const probed = await input.probe(recorded);
    if (!probed.same)
        return { download: probed.why };
    return cachedPath === undefined ? { proven: recorded } : { proven: recorded, cachedPath };
}

// EXTERNAL MODULE: ./src/archive/archive-error.ts
var archive_error = __nccwpck_require__(47127);
;// CONCATENATED MODULE: ./src/archive/download-contract.ts

class DownloadError extends Error {
    kind;
    status;
    constructor(message, kind, status) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.name = 'DownloadError';
    }
}
const DEFAULT_DOWNLOAD_DEADLINE_MS = 30 * 60_000;
/**
 * `err` with a word on the coding the link host sent the archive with (`contentEncoding`), when
 * it sent one and the archive failed for its size or its contents: a proxy or CDN that gzips the
 * .tar.gz again on its way serves a stream that is neither. Only the message changes.
 */
function withCodingHint(err, contentEncoding) {
    if (contentEncoding === undefined || !(err instanceof Error))
        return err;
    const bySize = err instanceof DownloadError && err.kind === 'size-mismatch';
    if (!bySize && !(err instanceof archive_error/* ArchiveError */.d))
        return err;
    const said = `the link host sent it with Content-Encoding: ${contentEncoding}; a proxy or CDN on the way ` +
        "may be compressing the .tar.gz again: turn its compression off for the bundle's host";
    // A verification error is quoted inside a sentence (main.ts); a download error is whole.
    err.message = bySize
        ? `${err.message} ${said.charAt(0).toUpperCase()}${said.slice(1)}.`
        : `${err.message} (${said})`;
    return err;
}

;// CONCATENATED MODULE: ./src/archive/download.ts
// Downloads the bundle from its presigned link to a file, streaming: memory stays flat whatever
// the archive's size, and the sha256 is computed as the bytes pass. The byte count is checked
// against the platform's `sizeBytes` and the server's Content-Length. The spec promises only
// `bundleUrl` and `expiresAt`: without `sizeBytes`, the size is the one the link host announces
// (Content-Length, or the total of Content-Range), and the archive's own checks (gzip's length
// and CRC, the tar structure) stand behind it.
//
// The link is a capability on an object store, not the platform's API: no Authorization header
// is ever sent to it (this client has no credentials at all). Failures are handled by kind:
// - a link the object store refuses (403/400, e.g. expired) is renewed through `renewLink` (the
//   platform's bundle call for the same job): once, and again only when the renewed link served
//   bytes before it was refused in turn. The download then goes on from the byte it holds when
//   the first answer carried a strong ETag, which the renewed link's answer must repeat with the
//   same size, and from zero otherwise. (A store checks a link's expiry when a request starts, so
//   a link that dies during a long download is refused at the next resume; starting over from
//   zero with the new link could outlast that one too.)
// - a transient failure (connection reset, truncated body, 5xx, 429) resumes with a Range request
//   from the last byte written, or restarts from zero when the server ignores the range; at most
//   `attempts` tries, with backoff that honours Retry-After.
















/** A transient failure: worth another request for the same link. */
class Transient extends Error {
    retryAfterMs;
    constructor(message, retryAfterMs) {
        super(message);
        this.retryAfterMs = retryAfterMs;
    }
}
async function downloadBundle(options) {
    const attempts = Math.max(1, options.attempts ?? 6);
    const clock = options.clock ?? realClock;
    const random = options.random ?? Math.random;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    const debug = options.debug ?? (() => undefined);
    const policy = options.policy ?? { allowPrivate: false };
    const deadlineMs = options.deadlineMs ?? DEFAULT_DOWNLOAD_DEADLINE_MS;
    // A Retry-After of hours is waited only MAX_RETRY_AFTER_MS: download-timeout may be that long.
    const retryPlan = {
        attempts,
        deadlineAt: clock.now() + deadlineMs,
        backoff,
        random,
        maxRetryAfterMs: MAX_RETRY_AFTER_MS
    };
    // The deadline aborts whatever is under way: a request, a body being read, a retry wait.
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(() => deadline.abort(), deadlineMs);
    const deadlineError = (last) => new DownloadError(`the download did not finish within download-timeout (${formatDuration(deadlineMs)})` +
        `${last ? `; the last failure: ${last}` : ''}. The link host is too slow or stalls; ` +
        'run again, or raise download-timeout for very large bundles.', 'deadline');
    let link = options.link;
    let renewed = false;
    let retries = 0;
    let received = 0;
    let etag;
    // The size the link host announced, used when the platform sent no sizeBytes.
    let announced;
    // The bytes held came from a link since renewed: a resume must show the same ETag to go on.
    let heldFromOtherLink = false;
    // Bytes the latest renewed link served: one that served some may be renewed when it expires.
    let bytesFromRenewed = 0;
    // The Content-Encoding of the answer the bytes came in, when it named one (withCodingHint).
    let contentEncoding;
    const file = await (0,promises_.open)(options.destination, 'w');
    // The bytes go to the file, the hash and onData in 256 KiB slabs (slab-sink.ts).
    const sink = new SlabSink(file, options.onData, err => new DownloadError(`writing the archive to ${options.destination} failed: ${err.message}. ` +
        'Free space in the runner temporary folder (RUNNER_TEMP) and run again.', 'disk'));
    const restart = async () => {
        // Nothing still being written may land in the file after it is cut.
        await sink.reset();
        received = 0;
        etag = undefined;
        announced = undefined;
        heldFromOtherLink = false;
        await file.truncate(0);
    };
    try {
        for (let attempt = 1;; attempt++) {
            try {
                await fetchOnce();
                break;
            }
            catch (err) {
                if (deadline.signal.aborted) {
                    throw deadlineError(err instanceof Error ? (0,log_text/* oneLine */.TN)(err.message, 200) : undefined);
                }
                if (err instanceof LinkRefused) {
                    throw new DownloadError(`${err.message}. Nothing was fetched from there.`, 'link-policy');
                }
                if (!(err instanceof Transient))
                    throw err;
                const next = nextTry(retryPlan, attempt, err.retryAfterMs, clock.now());
                if ('stop' in next && next.stop === 'attempts') {
                    throw new DownloadError(`downloading ${(0,links/* describeLink */.Ex)(link.url)} failed ${attempts} times; the last failure: ${err.message}. ` +
                        'The object store or the network is unreliable right now; run the workflow again.', 'network');
                }
                if ('stop' in next) {
                    const { asked } = next;
                    throw deadlineError(`${err.message}${asked !== undefined && asked > 0 ? ` (the link host asked to retry after ${formatDuration(asked)})` : ''}`);
                }
                retries += 1;
                const { wait } = next;
                debug(`download: ${err.message}; retrying in ${wait} ms from byte ${received}`);
                try {
                    await clock.sleep(wait, deadline.signal);
                }
                catch {
                    throw deadlineError(err.message);
                }
            }
        }
        // No fsync: the file is read back by this process, and a run that dies starts over.
    }
    catch (err) {
        throw withCodingHint(err, contentEncoding);
    }
    finally {
        clearTimeout(deadlineTimer);
        await sink.settle().catch(() => undefined);
        await file.close();
    }
    return {
        path: options.destination,
        bytes: received,
        sha256: sink.digest(),
        link,
        renewed,
        retries,
        ...(etag !== undefined ? { etag } : {}),
        ...(contentEncoding !== undefined ? { contentEncoding } : {})
    };
    async function fetchOnce() {
        const headers = received > 0 ? { Range: `bytes=${received}-` } : {};
        let message;
        // Whose secrets an error body may echo: the link's, and those of the hop that answered.
        let answeredBy;
        try {
            let answered;
            ({ message, url: answered } = await requestBundle({
                url: link.url,
                headers,
                policy,
                signal: deadline.signal,
                idleTimeoutMs: options.timeoutMs,
                resolver: options.resolver,
                debug
            }));
            answeredBy = [link.url, answered.href];
        }
        catch (err) {
            if (err instanceof LinkRefused)
                throw err;
            // A proxy that will not open the tunnel answers the same every time: said once, naming
            // the proxy and its variable (never its password), not retried as a broken connection.
            // Named by the hop that failed: after a redirect, that is another host than the link's.
            const hop = failedHop(err) ?? new URL(link.url);
            const proxyHint = (0,proxy_hint/* proxyTunnelHint */.Y)(err, hop);
            if (proxyHint !== undefined) {
                throw new DownloadError(`could not reach the bundle host ${hop.host}: ${proxyHint}`, 'network');
            }
            throw new Transient(`could not connect: ${(0,log_text/* oneLine */.TN)(err.message, 200)}`);
        }
        const status = message.statusCode ?? 0;
        if (status === 403 || status === 400 || status === 401) {
            const said = objectStoreError(await readSome(message, answeredBy)) ?? `HTTP ${status}`;
            // Once, and again only for a renewed link that served bytes before it was refused (it
            // expired during a long download): a link refused straight away is not renewed twice.
            if (options.renewLink && (!renewed || bytesFromRenewed > 0)) {
                debug(`download: the object store refused the link (${said}); renewing it`);
                renewed = true;
                bytesFromRenewed = 0;
                link = await options.renewLink();
                // The same job's link serves the same object: the bytes held are kept when a strong ETag
                // can prove it at the resume (checked below, with the size); a weak one proves nothing.
                if (received > 0 && etag !== undefined && isStrongEtag(etag)) {
                    heldFromOtherLink = true;
                    throw new Transient(`the link was refused (${said}) and has been renewed; resuming from byte ${received}`, 0);
                }
                await restart();
                throw new Transient(`the link was refused (${said}) and has been renewed`, 0);
            }
            throw new DownloadError(`the object store refused the bundle link: ${status} ${said}. ` +
                (renewed
                    ? 'A renewed link was refused too; check the clock of the runner and the platform, then run again.'
                    : 'The link has probably expired; run again, or renew it with the job-id input.'), 'refused', status);
        }
        if (status === 429 || status >= 500) {
            const retryAfterMs = parseRetryAfter(message.headers['retry-after'], clock.now());
            await readSome(message, answeredBy, 1024);
            throw new Transient(`the server answered ${status}`, retryAfterMs);
        }
        if (status === 416 && received > 0) {
            // The range asked for lies past the end: what we hold is already longer than the object.
            await readSome(message, answeredBy, 1024);
            await restart();
            throw new Transient('the server refused the resume range; restarting from zero', 0);
        }
        if (status !== 200 && status !== 206) {
            const body = await readSome(message, answeredBy, 1024);
            throw new DownloadError(`downloading ${(0,links/* describeLink */.Ex)(link.url)} answered ${status}${body ? `: ${(0,log_text/* oneLine */.TN)(body.replace(/\s+/g, ' '), 200)}` : ''}`, 'http', status);
        }
        if (status === 206) {
            const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(message.headers['content-range'] ?? ''));
            const total = range && range[3] !== '*' ? Number(range[3]) : undefined;
            if (total !== undefined && link.sizeBytes !== undefined && total !== link.sizeBytes) {
                message.destroy();
                throw new DownloadError(`the bundle link holds ${total} bytes but the platform said ${link.sizeBytes} (sizeBytes); refusing it`, 'size-mismatch');
            }
            if (total !== undefined && announced !== undefined && total !== announced) {
                // Without sizeBytes the first answer's size is all there is: another total means
                // another object, and what is on disk belongs to the first.
                message.destroy();
                await restart();
                throw new Transient(`the link host now holds ${total} bytes, not the ${announced} it first announced; restarting from zero`, 0);
            }
            if (link.sizeBytes === undefined && announced === undefined)
                announced = total;
            if (!range || Number(range[1]) !== received) {
                message.destroy();
                await restart();
                throw new Transient('the server resumed at another offset than asked; restarting from zero', 0);
            }
        }
        else if (received > 0) {
            // A 200 to a range request is the whole object again.
            await restart();
        }
        const answered = message.headers.etag;
        // From a renewed link, only the same ETag shows the object is the one the bytes held are of.
        const unproven = answered === undefined ? heldFromOtherLink : answered !== etag;
        if (received > 0 && etag !== undefined && unproven) {
            // The object changed between the first part and this one (a bundle generated again under
            // the same key), or a renewed link cannot show it has not: the two would splice into an
            // archive that is neither.
            message.destroy();
            await restart();
            throw new Transient(answered === undefined
                ? 'the renewed link answered without an ETag, so nothing shows it serves the bytes held; restarting from zero'
                : 'the object changed since the download began (another ETag); restarting from zero', 0);
        }
        // A resume answered without an ETag leaves none recorded: a later renewal then downloads.
        if (received === 0)
            etag = answered;
        else if (answered !== etag)
            etag = undefined;
        const coding = String(message.headers['content-encoding'] ?? '').trim();
        contentEncoding = coding === '' || /^identity$/i.test(coding) ? undefined : (0,log_text/* oneLine */.TN)(coding, 60);
        const length = message.headers['content-length'];
        // Without sizeBytes, a whole body's length is the size (a resume's total was read above).
        if (link.sizeBytes === undefined && announced === undefined && status === 200) {
            if (length !== undefined && /^\d+$/.test(length))
                announced = Number(length);
        }
        const expected = link.sizeBytes ?? announced;
        if (length !== undefined &&
            status === 200 &&
            link.sizeBytes !== undefined &&
            Number(length) !== link.sizeBytes) {
            message.destroy();
            throw new DownloadError(`the bundle link serves ${length} bytes but the platform said the bundle has ${link.sizeBytes} (sizeBytes); ` +
                'refusing an archive whose size does not match. Run again; if it persists, report it to the platform.', 'size-mismatch');
        }
        try {
            await readBody(message, chunk => {
                if (expected !== undefined && received + chunk.length > expected) {
                    throw new DownloadError(`the bundle link serves more than the ${expected} bytes ${sizeSource()}; refusing it`, 'size-mismatch');
                }
                received += chunk.length;
                bytesFromRenewed += chunk.length;
                const waiting = sink.take(chunk);
                options.onProgress?.(received, expected);
                return waiting;
            });
            await sink.settle();
        }
        catch (err) {
            if (err instanceof DownloadError)
                throw err;
            // What arrived before the break is good: it goes to disk so a Range resume continues it.
            await sink.settle();
            const why = err instanceof IdleTimeout ? err.message : (0,log_text/* oneLine */.TN)(err.message, 200);
            throw new Transient(`the connection broke after ${received} bytes (${why})`);
        }
        if (expected === undefined ? !message.complete : received < expected) {
            // A body that ended cleanly is all the server has: the announced size is wrong. One that
            // broke off is a transient failure worth resuming.
            if (message.complete) {
                throw new DownloadError(`the bundle link served ${received} bytes, not the ${expected} ${sizeSource()}; refusing it`, 'size-mismatch');
            }
            throw new Transient(`the body ended after ${received}${expected === undefined ? '' : ` of ${expected}`} bytes`);
        }
    }
    /** Who said how large the archive is, for messages. */
    function sizeSource() {
        return link.sizeBytes !== undefined
            ? 'the platform announced (sizeBytes)'
            : 'the link host announced (Content-Length)';
    }
}

;// CONCATENATED MODULE: ./src/archive/streaming-verification.ts
// Verification in the same pass as the download: the bytes go to the verifier's gunzip as they
// arrive, so it runs beside the transfer and a slow link hides the verification entirely.

/**
 * Feeds the downloaded bytes to the verifier as they arrive. Valid while the bytes come in
 * order from offset 0 (a Range resume continues in order); a restart from zero abandons it, and
 * `finish()` then answers undefined so the caller verifies the file instead.
 */
class StreamingVerification {
    verification;
    next = 0;
    valid = true;
    constructor(options = {}) {
        this.verification = (0,verify/* openVerification */.q5)(options);
    }
    /**
     * Hands the bytes to the verifier; resolves once it has consumed them, so the caller may fill
     * the buffer again (the download's slabs). A restart from zero abandons the verification.
     */
    async push(chunk, offset) {
        if (!this.valid)
            return;
        if (offset !== this.next) {
            this.abandon();
            return;
        }
        this.next += chunk.length;
        // A refused archive stops the verifier, which then turns every write away at once; the
        // download runs to its end without it and finish() reports the refusal.
        await this.verification.write(chunk).catch(() => undefined);
    }
    abandon() {
        if (!this.valid)
            return;
        this.valid = false;
        this.verification.abandon();
    }
    /** The report, or undefined when the stream was abandoned. Throws ArchiveError for a bad archive. */
    async finish() {
        // After a refusal, ending changes nothing: the report has its answer.
        if (this.valid)
            this.verification.end();
        try {
            const report = await this.verification.report;
            return this.valid ? report : undefined;
        }
        catch (err) {
            // A failure of the verifier is the archive's only when the stream was intact and whole,
            // as it stands when the caller finishes (a refusal may come before a restart).
            if (this.valid)
                throw err;
            return undefined;
        }
    }
}

// EXTERNAL MODULE: ./src/archive/verify-file.ts + 1 modules
var verify_file = __nccwpck_require__(68629);
;// CONCATENATED MODULE: ./src/obtain-archive.ts
// The archive of a run: downloaded and verified in one pass, or, for a renewal whose config
// records the archive an earlier run verified, proven to be that same object by one ranged GET
// (archive/same-object.ts) and not downloaded again. No link to a bad archive is delivered.
//
// Nothing half-done is reported as good: the archive is downloaded under a temporary name and
// only renamed once verified; a failure removes it.

















/** The summary's note for an archive that was proven the same instead of downloaded. */
function provenNote(archive) {
    return (`The archive was not downloaded: the new link was proven to serve the archive an earlier run ` +
        `verified, by its size (${formatBytes(archive.bytes)}) and ETag (one 1-byte ranged GET). ` +
        `archive-sha256 is the recorded ${archive.sha256}.`);
}
/**
 * A renewal that finds the archive recorded in the config proves the new link serves it with
 * one ranged GET and skips the download (taking the bytes from the tool cache when the artifact
 * needs them); anything else is the full verified download, with the reason in one line.
 */
async function obtainArchive(client, settings, bundle, context) {
    const key = { domain: settings.domain, jobId: bundle.jobId };
    const cacheOff = cacheUnavailable(process.env);
    const outcome = await tryReuse({
        plan: planReuse({
            renewing: context.renewing,
            jobId: bundle.jobId,
            record: context.record,
            bundleSizeBytes: bundle.sizeBytes
        }),
        wantsArtifact: context.wantsArtifact,
        ...(cacheOff !== undefined ? { noCache: cacheOff } : {}),
        findCached: recorded => findArchive({ ...key, sha256: recorded.sha256 }),
        probe: recorded => probeSameObject({
            url: bundle.bundleUrl,
            expected: recorded,
            policy: linkPolicy(settings),
            deadlineMs: settings.downloadTimeoutMs,
            debug: message => core/* debug */.Yz(message)
        })
    });
    const download = async (why) => {
        if (why !== undefined)
            (0,log_text/* info */.pq)(`Full download: ${why}`);
        const archive = await fetchArchive(client, settings, bundle);
        if (cacheOff === undefined) {
            const kept = await keepArchive(archive.path, { ...key, sha256: archive.sha256 });
            if ('path' in kept) {
                (0,log_text/* info */.pq)(`Kept the verified archive in the runner's tool cache: ${kept.path}` +
                    (kept.removed > 0
                        ? ` (and removed ${kept.removed} other ${kept.removed === 1 ? 'archive' : 'archives'} of ${settings.domain} from it)`
                        : ''));
            }
            else {
                core/* warning */.$e(`The verified archive was not kept in the runner's tool cache (RUNNER_TOOL_CACHE): ${kept.problem}. ` +
                    'The run goes on; a later renewal that needs the artifact downloads the archive again. ' +
                    'Give the runner write access and free space there to keep archives between runs.');
            }
        }
        return archive;
    };
    if ('download' in outcome)
        return download(context.renewing ? outcome.download : undefined);
    const { sha256, sizeBytes, etag } = outcome.proven;
    // Proven: the link serves the recorded object, of the recorded size.
    const link = { url: bundle.bundleUrl, sizeBytes, expiresAt: bundle.expiresAt };
    core/* setOutput */.uH('archive-sha256', sha256);
    // As after a download: without the platform's sizeBytes the archive's own size is reported.
    if (bundle.sizeBytes === undefined)
        core/* setOutput */.uH('bundle-size', String(sizeBytes));
    if (outcome.cachedPath === undefined) {
        (0,log_text/* info */.pq)(`Not downloaded: the new link serves the archive verified earlier (same size, ${formatBytes(sizeBytes)}, ` +
            `and ETag); sha256 ${sha256} is carried from the record`);
        return { link, sha256, bytes: sizeBytes, etag };
    }
    // The artifact needs the bytes: the cached archive is copied out, hashed and verified again
    // in one read, and the copy is taken only when its own bytes have the recorded sha256.
    const finalPath = archiveFileName(archiveFolder(settings), bundle.jobId);
    // Written under a name of its own and renamed into place: an earlier step of this job may have
    // left the archive under finalPath as the cached file itself (a hard link, archive-cache.ts),
    // which writing to finalPath would cut while it is being read. A cancelled run removes it.
    const partPath = `${finalPath}.part`;
    const copying = (0,cancellation/* removeOnCancel */.c_)(partPath);
    let copy;
    try {
        copy = await (0,verify_file/* verifyFileCopy */.T)(outcome.cachedPath, partPath);
    }
    catch (err) {
        copying();
        // The cache is shared by the runner's jobs: another one may have removed or been rewriting
        // the entry since it was hashed. Its copy is gone (verifyFileCopy removes it); the full
        // verified download decides, as if nothing had been cached.
        return download(`the cached archive did not verify again (${(0,log_text/* oneLine */.TN)(err.message, 200)})`);
    }
    if (copy.sha256 !== sha256) {
        await (0,promises_.rm)(partPath, { force: true });
        copying();
        return download('the cached archive changed while it was copied out of the tool cache');
    }
    try {
        await (0,promises_.rename)(partPath, finalPath);
    }
    catch (err) {
        await (0,promises_.rm)(partPath, { force: true });
        throw err;
    }
    finally {
        copying();
    }
    const { report } = copy;
    (0,log_text/* info */.pq)(`Not downloaded: the new link serves the archive verified earlier (same size and ETag), and the ` +
        `tool cache holds it with sha256 ${sha256}; verified again: ${report.pages} pages`);
    core/* setOutput */.uH('archive-path', finalPath);
    return { link, sha256, bytes: sizeBytes, etag, report, path: finalPath };
}
/** Where the archive is written: RUNNER_TEMP, or the system's temporary folder without one. */
function archiveFolder(settings) {
    return settings.tempDir || (0,external_node_os_.tmpdir)();
}
/**
 * Said before any request: the folder the archive will be written to is there (a missing one is
 * made, as a local run's may be) and writable. Without this, a RUNNER_TEMP that cannot hold the
 * archive failed the run with a bare system error only after a whole export had run.
 */
async function checkArchiveFolder(settings) {
    const folder = archiveFolder(settings);
    try {
        await (0,promises_.mkdir)(folder, { recursive: true });
        await (0,promises_.access)(folder, promises_.constants.W_OK);
    }
    catch (err) {
        const which = settings.tempDir
            ? 'The runner temporary folder (RUNNER_TEMP)'
            : 'The temporary folder';
        throw new Error(`${which} ${folder} cannot hold the archive: ${(0,log_text/* oneLine */.TN)(err.message, 300)}. ` +
            'Point RUNNER_TEMP at a folder this runner can write to. Nothing was requested or written.');
    }
}
async function fetchArchive(client, settings, bundle) {
    const link = downloadLink(bundle);
    // Named from a hash of the job id, never from the id itself (platform text), and checked to
    // stay inside the folder.
    const finalPath = archiveFileName(archiveFolder(settings), bundle.jobId);
    const partPath = `${finalPath}.part`;
    let lastLogged = 0;
    // The dead buffers of the pass are collected by budget, not left for V8 to pile up: the
    // downloaded bytes count here, the inflated ones in the verifier, against one budget.
    // The download's slabs are live for the whole pass, not garbage: the budget is above them (the
    // verifier holds its own buffers, verify.ts).
    const garbage = new buffer_garbage/* BufferGarbage */.mb(buffer_garbage/* BUFFER_GARBAGE_BUDGET */.Be + SLABS * SLAB_BYTES);
    // The archive is verified as it arrives (one pass over the bytes, the gunzip running beside
    // the download). A restart from zero breaks that stream; the file is then verified again.
    // Pages' absolute URLs to the site's own address are judged as paths of the bundle.
    const siteDomains = [settings.domain];
    const streamed = new StreamingVerification({ garbage, siteDomains });
    const settled = (0,cancellation/* removeOnCancel */.c_)(partPath);
    let contentEncoding;
    try {
        const download = await downloadBundle({
            link,
            destination: partPath,
            policy: linkPolicy(settings),
            deadlineMs: settings.downloadTimeoutMs,
            renewLink: async () => {
                (0,log_text/* info */.pq)('The object store refused the link (expired?); asking the platform for a fresh one');
                return downloadLink(await generateLink(client, settings, bundle.jobId));
            },
            onProgress: (received, total) => {
                // One line per tenth, not one per chunk; per 64 MiB while the size is not known.
                const step = total === undefined
                    ? Math.floor(received / UNSIZED_PROGRESS_STEP)
                    : Math.floor((received / Math.max(total, 1)) * 10);
                if (step > lastLogged || received === total) {
                    lastLogged = step;
                    (0,log_text/* info */.pq)(`downloaded ${formatBytes(received)}${total === undefined ? '' : ` of ${formatBytes(total)}`}`);
                }
            },
            onData: (chunk, offset) => {
                garbage.note(chunk.length);
                return streamed.push(chunk, offset);
            },
            debug: message => core/* debug */.Yz(message)
        });
        contentEncoding = download.contentEncoding;
        (0,log_text/* info */.pq)(`sha256 ${download.sha256}`);
        const report = (await streamed.finish()) ?? (await (0,verify_file/* verifyFile */.A)(partPath, { siteDomains }));
        announceVerified(report);
        await (0,promises_.rename)(partPath, finalPath);
        core/* setOutput */.uH('archive-path', finalPath);
        core/* setOutput */.uH('archive-sha256', download.sha256);
        // A bundle answer without sizeBytes (the spec promises only the link and its expiry): the
        // size is the verified archive's own.
        if (bundle.sizeBytes === undefined)
            core/* setOutput */.uH('bundle-size', String(download.bytes));
        return { ...download, path: finalPath, report };
    }
    catch (err) {
        streamed.abandon();
        // A partial or refused archive never stays behind to be mistaken for a good one.
        await (0,promises_.rm)(partPath, { force: true });
        throw withCodingHint(err, contentEncoding);
    }
    finally {
        settled();
    }
}
/** A download without the platform's sizeBytes logs its progress once per this many bytes. */
const UNSIZED_PROGRESS_STEP = 64 * 1024 * 1024;
/**
 * The platform's answer as a link to download, checked against its `sizeBytes` when it sent
 * one (the spec promises only bundleUrl and expiresAt; see download.ts for the rest).
 */
function downloadLink(answer) {
    return { url: answer.bundleUrl, sizeBytes: answer.sizeBytes, expiresAt: answer.expiresAt };
}

;// CONCATENATED MODULE: ./src/platform/checks.ts
// Pure input checks, run before any request. Each returns a problem message (for the user, never
// containing the secret itself) or undefined when the value is fine, so the action's settings
// module can reuse them and name the input in its own words.
/** Admin keys start with this prefix (see the platform spec, section 5). */
const ADMIN_KEY_PREFIX = 'svc_';
/** Public assistant keys start with this prefix; they cannot drive the static export API. */
const ASSISTANT_KEY_PREFIX = 'svc_dsc_';
/**
 * A key travels as a bearer token in the Authorization header (RFC 6750: letters, digits and a
 * few marks); a character outside printable ASCII is no part of any key and cannot be sent there
 * at all (Node refuses the header, and the request fails as if the connection had broken). It is
 * an invisible character copied along with the key: a zero-width space where a web page let a
 * long token wrap, a soft or non-breaking hyphen. Named by code point and place, never shown.
 */
function keyCharacterProblem(key, what) {
    let place = 0;
    for (const character of key) {
        place++;
        if (/^[\x21-\x7e]$/.test(character) || /^\s$/.test(character))
            continue;
        const code = character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        return (`${what} holds U+${code} at character ${place}, which no API key holds (an invisible ` +
            'character copied along with it?); paste the key again as plain text');
    }
    return undefined;
}
function checkAdminKey(key) {
    const trimmed = key.trim();
    if (trimmed === '')
        return 'the admin API key is empty';
    if (trimmed !== key)
        return 'the admin API key has leading or trailing whitespace';
    const characterProblem = keyCharacterProblem(key, 'the admin API key');
    if (characterProblem)
        return characterProblem;
    if (key.startsWith(ASSISTANT_KEY_PREFIX)) {
        return (`this is the public assistant key (it starts with "${ASSISTANT_KEY_PREFIX}"), which cannot ` +
            `start exports; use an admin API key (it starts with "${ADMIN_KEY_PREFIX}") from the ` +
            "dashboard's API keys page");
    }
    if (!key.startsWith(ADMIN_KEY_PREFIX)) {
        return (`this does not look like an admin API key: admin keys start with "${ADMIN_KEY_PREFIX}"; ` +
            "create one on the dashboard's API keys page");
    }
    if (/\s/.test(key))
        return 'the admin API key contains whitespace';
    return undefined;
}
// One DNS label: letters, digits and inner hyphens, at most 63 characters.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/**
 * Turns what a user might paste (`https://docs.acme.com/`) into the bare hostname the platform
 * wants, or undefined when there is no hostname to recover. Used to suggest the right value, not
 * to silently accept the wrong one.
 */
function normalizeDomain(input) {
    let text = input.trim();
    if (text === '')
        return undefined;
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
        text = `https://${text}`;
    try {
        const url = new URL(text);
        const host = url.hostname.toLowerCase().replace(/\.$/, '');
        return checkHostname(host) === undefined ? host : undefined;
    }
    catch {
        return undefined;
    }
}
function checkHostname(host) {
    if (host.length > 253)
        return 'the domain is longer than 253 characters';
    const labels = host.split('.');
    if (labels.length < 2)
        return `"${host}" is not a full hostname (expected e.g. docs.example.com)`;
    if (!labels.every(label => LABEL.test(label))) {
        return `"${host}" is not a valid hostname`;
    }
    return undefined;
}
/**
 * The domain must be a bare hostname as DNS writes it: no scheme, port, path, query or trailing
 * slash, in lower case, ASCII (an internationalised name in its IDNA form), no final dot. What
 * a user may paste instead is named, with the hostname to give.
 */
function checkDomain(domain) {
    if (domain.trim() === '')
        return 'the domain is empty';
    const lower = domain.toLowerCase();
    const bare = !/[:/?#@\s]/.test(domain);
    if (lower === domain && bare && checkHostname(domain) === undefined)
        return undefined;
    const suggestion = normalizeDomain(domain);
    if (suggestion === undefined || suggestion === domain) {
        return bare && lower === domain
            ? checkHostname(domain)
            : `"${domain}" is not a bare hostname (expected e.g. docs.example.com)`;
    }
    const use = `use "${suggestion}"`;
    if (!bare) {
        return `the domain must be a bare hostname without scheme, port, path or slash: ${use}`;
    }
    // eslint-disable-next-line no-control-regex -- the test is for anything past ASCII
    if (/[^\x00-\x7f]/.test(domain)) {
        return `"${domain}" is an internationalised hostname; give its ASCII (IDNA) form: ${use}`;
    }
    if (lower.replace(/\.$/, '') === suggestion && lower !== suggestion) {
        return `the domain ends with a dot (a fully qualified name); give the hostname without it: ${use}`;
    }
    return `hostnames are written in lower case: ${use}`;
}
/** Loopback hosts, the only ones allowed over plain HTTP (the emulators live there). */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if (host === '::1' || host === '0:0:0:0:0:0:0:1')
        return true;
    const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
    return v4 !== null && v4.slice(1).every(part => Number(part) <= 255);
}
/**
 * An API base URL (the export API's, the assistant's discovery URL) must be absolute, HTTPS (plain
 * HTTP only on loopback), without credentials, query or fragment; `what` names it in the problem.
 */
function checkApiUrl(url, what = 'the API URL') {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return `"${url}" is not an absolute URL (expected e.g. https://api.example.com)`;
    }
    if (parsed.username || parsed.password)
        return `${what} must not contain credentials`;
    if (parsed.search || parsed.hash)
        return `${what} must not contain a query or fragment`;
    if (parsed.protocol === 'https:')
        return undefined;
    if (parsed.protocol === 'http:') {
        return isLoopbackHost(parsed.hostname)
            ? undefined
            : `${what} must use https:// (plain http is allowed only for loopback addresses): ${parsed.origin}`;
    }
    return `${what} must use https://, not ${parsed.protocol}`;
}
/**
 * The assistant's `{discovery_url}`: an API base URL, and only the base. The client appends
 * `/v1/assistant/{domain}/message`; a URL copied with that path, or with its `/v1`, would double
 * it, and the 404 that follows reads as an unknown domain.
 */
function checkDiscoveryUrl(url) {
    return (checkApiUrl(url, 'the discovery URL') ??
        endpointPathProblem(url, 'the discovery URL', /\/v1(\/assistant(\/.*)?)?$/, '/v1/assistant/{domain}/message'));
}
/**
 * The export API's `{base_url}` (api-url): an API base URL, and only the base, for the same
 * reason: the client appends `/v1/static-export/jobs`, so one copied from the reference's
 * endpoint (…/v1, …/v1/static-export/jobs) gets `/v1/v1/…`, a 404 read as an unknown domain or
 * job. A path before it (a platform behind a reverse proxy at /docs-api) is kept.
 */
function checkExportApiUrl(url) {
    return (checkApiUrl(url, 'the API URL') ??
        endpointPathProblem(url, 'the API URL', /\/v1(\/static-export(\/.*)?)?$/, '/v1/static-export/jobs'));
}
/** A base URL that ends in (part of) the endpoint path the client appends itself. */
function endpointPathProblem(url, what, tail, appended) {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '');
    const at = path.search(tail);
    if (at === -1)
        return undefined;
    return (`${what} must be the base address only, without ${path.slice(at)}: the client ` +
        `adds ${appended} itself (use ${parsed.origin}${path.slice(0, at)})`);
}
/**
 * The assistant's `{domain}` path segment: the site's domain identifier (the last segment of its
 * dashboard URL, e.g. `acme`), so no scheme, port, slash, query or white space.
 */
function checkAssistantDomain(domain) {
    if (domain.trim() === '')
        return "the domain is empty: give the site's domain identifier";
    if (/[/:?#@\s]/.test(domain)) {
        return ("the domain must be the site's domain identifier only (the last segment of its dashboard " +
            `URL, e.g. acme), without protocol, slashes or spaces (got "${domain}")`);
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__nccwpck_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/platform/data-stream-parts.ts
const data_stream_parts_PART_NAMES = {
    '0': 'text',
    '2': 'data',
    '3': 'error',
    '8': 'message_annotations',
    '9': 'tool_call',
    a: 'tool_result',
    b: 'tool_call_streaming_start',
    c: 'tool_call_delta',
    d: 'finish_message',
    e: 'finish_step',
    f: 'start_step',
    g: 'reasoning',
    h: 'source',
    i: 'redacted_reasoning',
    j: 'reasoning_signature',
    k: 'file'
};
/**
 * Codes that clients of chat SDK 4.1, the oldest the platform supports, fail on (source,
 * redacted reasoning, reasoning signature, file came in 4.2): the platform's sources travel as a
 * `search` tool call instead.
 */
const NEWER_CLIENT_CODES = (/* unused pure expression or super */ null && (['h', 'i', 'j', 'k']));
/** A code of the protocol: its own key of PART_NAMES, not one inherited (`constructor`). */
function data_stream_parts_isCode(text) {
    return Object.hasOwn(data_stream_parts_PART_NAMES, text);
}
const FINISH_REASONS = (/* unused pure expression or super */ null && ([
    'stop',
    'length',
    'content-filter',
    'tool-calls',
    'error',
    'other',
    'unknown'
]));
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function hasString(value, key) {
    return typeof value[key] === 'string';
}
function readUsage(value) {
    const usage = value.usage;
    if (!isObject(usage))
        return undefined;
    const { promptTokens, completionTokens } = usage;
    if (typeof promptTokens !== 'number' || typeof completionTokens !== 'number')
        return undefined;
    return { promptTokens, completionTokens };
}
function readFinishReason(value) {
    const reason = value.finishReason;
    // Unknown reasons from a newer server read as 'unknown' rather than failing the reply.
    return FINISH_REASONS.includes(reason) ? reason : 'unknown';
}
/** What each code's payload must look like; returns a problem or the typed part. */
function data_stream_parts_typedPart(code, value) {
    switch (code) {
        case '0':
        case '3':
        case 'g':
            return typeof value === 'string'
                ? { code, type: data_stream_parts_PART_NAMES[code], value }
                : 'expects a JSON string';
        case '2':
        case '8':
            return Array.isArray(value)
                ? { code, type: data_stream_parts_PART_NAMES[code], value }
                : 'expects a JSON array';
        case '9':
            // args an object (or null), as the SDK's client demands: a server that passes on a model's
            // arguments as a JSON string breaks every v4 chat on the site, so the check must fail too.
            return isObject(value) &&
                hasString(value, 'toolCallId') &&
                hasString(value, 'toolName') &&
                typeof value.args === 'object'
                ? {
                    code,
                    type: 'tool_call',
                    value: {
                        toolCallId: value.toolCallId,
                        toolName: value.toolName,
                        args: value.args
                    }
                }
                : 'expects an object with toolCallId, toolName and args (an object)';
        case 'a':
            return isObject(value) && hasString(value, 'toolCallId') && 'result' in value
                ? {
                    code,
                    type: 'tool_result',
                    value: { toolCallId: value.toolCallId, result: value.result }
                }
                : 'expects an object with toolCallId and result';
        case 'b':
            return isObject(value) && hasString(value, 'toolCallId') && hasString(value, 'toolName')
                ? {
                    code,
                    type: 'tool_call_streaming_start',
                    value: { toolCallId: value.toolCallId, toolName: value.toolName }
                }
                : 'expects an object with toolCallId and toolName';
        case 'c':
            return isObject(value) && hasString(value, 'toolCallId') && hasString(value, 'argsTextDelta')
                ? {
                    code,
                    type: 'tool_call_delta',
                    value: {
                        toolCallId: value.toolCallId,
                        argsTextDelta: value.argsTextDelta
                    }
                }
                : 'expects an object with toolCallId and argsTextDelta';
        case 'd': {
            if (!isObject(value) || !hasString(value, 'finishReason'))
                return 'expects an object with finishReason';
            const usage = readUsage(value);
            return {
                code,
                type: 'finish_message',
                value: {
                    finishReason: readFinishReason(value),
                    ...(usage ? { usage } : {}),
                    ...(hasString(value, 'threadId') ? { threadId: value.threadId } : {})
                }
            };
        }
        case 'e': {
            if (!isObject(value) || !hasString(value, 'finishReason'))
                return 'expects an object with finishReason';
            const usage = readUsage(value);
            return {
                code,
                type: 'finish_step',
                value: {
                    finishReason: readFinishReason(value),
                    ...(usage ? { usage } : {}),
                    isContinued: value.isContinued === true
                }
            };
        }
        case 'f':
            return isObject(value) && hasString(value, 'messageId')
                ? { code, type: 'start_step', value: { messageId: value.messageId } }
                : 'expects an object with messageId';
        case 'h':
            // Any JSON object or array, as the SDK takes it: the reply reads only a url and a title.
            return value !== null && typeof value === 'object'
                ? { code, type: 'source', value: value }
                : 'expects an object';
        case 'i':
            return isObject(value) && hasString(value, 'data')
                ? { code, type: 'redacted_reasoning', value: { data: value.data } }
                : 'expects an object with data';
        case 'j':
            return isObject(value) && hasString(value, 'signature')
                ? { code, type: 'reasoning_signature', value: { signature: value.signature } }
                : 'expects an object with signature';
        case 'k':
            return isObject(value) && hasString(value, 'data') && hasString(value, 'mimeType')
                ? {
                    code,
                    type: 'file',
                    value: { data: value.data, mimeType: value.mimeType }
                }
                : 'expects an object with data and mimeType';
    }
}

;// CONCATENATED MODULE: ./src/platform/data-stream.ts



/** A line that is not a valid part, or a `3:` error part sent by the server. */
class DataStreamError extends Error {
    line;
    text;
    constructor(message, 
    /**
     * 1-based line number in the stream; 0 when the error is not one line's (the body's
     * compression, the order of the parts).
     */
    line, 
    /** The offending line (cut to 200 characters). */
    text) {
        super(message);
        this.line = line;
        this.text = text;
        this.name = 'DataStreamError';
    }
}
/** The server reported an error in the stream (`3:` part). */
class AssistantStreamError extends DataStreamError {
    serverMessage;
    constructor(serverMessage, line, text) {
        super(`the assistant reported an error in its stream (line ${line}): ${(0,log_text/* oneLine */.TN)(serverMessage)}`, line, text);
        this.serverMessage = serverMessage;
        this.name = 'AssistantStreamError';
    }
}
/**
 * The stream ended before the reply did: in the middle of a part, or with no finish part
 * (`d:` must come last). The server's answer was cut off on its way, so the same request may
 * well succeed again: a transport failure, unlike a malformed line or an error part.
 */
class DataStreamCutError extends DataStreamError {
    constructor(message, line, text) {
        super(message, line, text);
        this.name = 'DataStreamCutError';
    }
}
/**
 * Whether a last line without its newline is the start of a part rather than a bad one: a code
 * alone, or a known code with JSON that does not parse yet. Anything else (an HTML page, a JSON
 * body, a server-sent event) is a wrong answer, which asking again would get again.
 */
function endsMidPart(line) {
    const colon = line.indexOf(':');
    if (colon === -1)
        return isCode(line);
    if (!isCode(line.slice(0, colon)))
        return false;
    try {
        JSON.parse(line.slice(colon + 1));
        return false;
    }
    catch {
        return true;
    }
}
/** The field names of a server-sent event line (`data: …`, `event: …`). */
const SSE_FIELDS = (/* unused pure expression or super */ null && (['data', 'event', 'id', 'retry']));
/**
 * A line as an error may show it: without the secrets (a server may echo the key it was sent,
 * in an error part or in any line), then cut to 200 characters. Redacting first, so a cut
 * never leaves part of a secret behind.
 */
function excerpt(line, secrets = []) {
    const shown = redact(line, secrets);
    return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}
/**
 * Parses one line (without its newline). Throws DataStreamError naming the line for an unknown
 * code, bad JSON or a payload of the wrong shape, and AssistantStreamError for a `3:` part.
 * No secret in `secrets` reaches an error's message, text or server message.
 */
function parseDataStreamLine(line, lineNumber, secrets = []) {
    // Only a failing line is redacted and cut: a good one may be megabytes long. JSON.parse's
    // own message quotes the text it read, so each message is redacted whole.
    const fail = (problem) => {
        const shown = excerpt(line, secrets);
        return new DataStreamError(redact(`data stream line ${lineNumber}${problem}: ${JSON.stringify(shown)}`, secrets), lineNumber, shown);
    };
    const colon = line.indexOf(':');
    if (colon <= 0)
        throw fail(' is not a CODE:JSON part');
    const code = line.slice(0, colon);
    if (!isCode(code)) {
        // `data: {…}` is a server-sent event, what the v2 endpoint sends. Told by the line, not by
        // a Content-Type of text/event-stream: the SDK's reader reads a data stream labelled so.
        const sse = SSE_FIELDS.includes(code)
            ? ' (a server-sent event: the shape of the v2 message endpoint for chat SDK 5 and later, ' +
                'not the v1 data stream; check that the discovery URL leads to the v1 endpoint)'
            : '';
        throw fail(` has an unknown part code ${JSON.stringify(code)}${sse}`);
    }
    let value;
    try {
        value = JSON.parse(line.slice(colon + 1));
    }
    catch (err) {
        throw fail(` (code ${code}) is not valid JSON (${err.message})`);
    }
    const part = typedPart(code, value);
    if (typeof part === 'string') {
        throw fail(`: part ${code} (${PART_NAMES[code]}) ${part}`);
    }
    if (part.type === 'error') {
        throw new AssistantStreamError(redact(part.value, secrets), lineNumber, excerpt(line, secrets));
    }
    return part;
}
/**
 * The longest line read, in characters. A part is one line, and the largest a server sends (a
 * search result of up to 50 pages) is a few megabytes; a body that never ends its line (a
 * download, an endless stream) would otherwise be held whole until memory runs out.
 */
const MAX_LINE_LENGTH = (/* unused pure expression or super */ null && (16 * 1024 * 1024));
/**
 * Turns chunks of bytes into parts. Feed chunks with `push`, then call `end`; both return the
 * parts completed so far. Blank lines are skipped (some proxies add them).
 *
 * A bad line or an error part throws. When whole parts came before it in the same chunk, those
 * are returned first and the error is thrown by the next `push` or `end`: a chunk often holds
 * the text just before a server's error part, and a reader showing the answer as it streams
 * (as the SDK's own reader does) must not lose it.
 *
 * Each chunk's text is searched for newlines once: an unfinished line is kept as a list of
 * pieces and joined once its newline comes. A single huge part (a long text delta in many
 * chunks) then costs time in proportion to its size, not to its size times its chunk count.
 */
class DataStreamDecoder {
    secrets;
    decoder = new TextDecoder('utf-8', { fatal: true });
    /** The unfinished line: pieces of text after the last newline, in order. */
    pieces = [];
    lineNumber = 0;
    failure;
    searched = 0;
    /** Characters held in `pieces`. */
    pending = 0;
    /** @param secrets never shown in an error (the key the request carried). */
    constructor(secrets = []) {
        this.secrets = secrets;
    }
    /** Characters searched for a newline so far: each character of the stream once. */
    get charactersSearched() {
        return this.searched;
    }
    push(chunk) {
        this.throwIfFailed();
        return this.drain(typeof chunk === 'string' ? chunk : this.decode(chunk, true), false);
    }
    end() {
        this.throwIfFailed();
        return this.drain(this.decode(new Uint8Array(0), false), true);
    }
    /** Lines read so far, blank ones included. */
    get linesRead() {
        return this.lineNumber;
    }
    /** Throws the error of a bad line whose earlier parts were already returned. */
    throwIfFailed() {
        if (this.failure !== undefined)
            throw this.failure;
    }
    decode(bytes, stream) {
        try {
            return this.decoder.decode(bytes, { stream });
        }
        catch {
            throw new DataStreamError(`data stream is not valid UTF-8 after line ${this.lineNumber}`, this.lineNumber + 1, excerpt(this.pieces[0] ?? '', this.secrets));
        }
    }
    /** The unfinished line's pieces and `tail`, as one string; the pieces are then cleared. */
    takeLine(tail) {
        const line = this.pieces.length === 0 ? tail : this.pieces.join('') + tail;
        this.pieces = [];
        this.pending = 0;
        return line;
    }
    /** The error for a line past MAX_LINE_LENGTH; what was held of it is let go. */
    tooLong(text, start) {
        const shown = excerpt(this.pieces[0] ?? text.slice(start, start + 400), this.secrets);
        this.pieces = [];
        this.pending = 0;
        const line = this.lineNumber + 1;
        return new DataStreamError(redact(`data stream line ${line} runs past ${MAX_LINE_LENGTH} characters without a newline: ` +
            `not a part of a reply (${JSON.stringify(shown)})`, this.secrets), line, shown);
    }
    drain(text, final) {
        const parts = [];
        try {
            let start = 0;
            let newline = text.indexOf('\n');
            while (newline !== -1) {
                this.searched += newline + 1 - start;
                if (this.pending + newline - start > MAX_LINE_LENGTH)
                    throw this.tooLong(text, start);
                const raw = this.takeLine(text.slice(start, newline));
                // A CRLF line's CR goes (JSON.parse takes it as white space, as the SDK's reader does);
                // a line that is a lone CR (a blank line of a CRLF stream) is not blank to the SDK,
                // which fails the reply on it ("No separator found"), so it is refused here too.
                start = newline + 1;
                this.lineNumber += 1;
                if (raw === '\r') {
                    throw new DataStreamError(`data stream line ${this.lineNumber} is a lone carriage return (a blank line of a CRLF stream, as a proxy's keep-alive may add): the chat SDK v4 client fails the reply on it ("No separator found"), so the site's chat shows an error`, this.lineNumber, raw);
                }
                const line = raw.replace(/\r$/, '');
                if (line.length > 0)
                    parts.push(parseDataStreamLine(line, this.lineNumber, this.secrets));
                newline = text.indexOf('\n', start);
            }
            this.searched += text.length - start;
            if (start < text.length) {
                this.pieces.push(start === 0 ? text : text.slice(start));
                this.pending += text.length - start;
                if (this.pending > MAX_LINE_LENGTH)
                    throw this.tooLong(text, start);
            }
            if (final && this.pieces.length > 0) {
                // A last line without its newline is still a whole part once the stream has ended.
                const line = this.takeLine('');
                this.lineNumber += 1;
                if (endsMidPart(line)) {
                    const shown = excerpt(line, this.secrets);
                    throw new DataStreamCutError(redact(`the data stream ended in the middle of line ${this.lineNumber}: ${JSON.stringify(shown)}`, this.secrets), this.lineNumber, shown);
                }
                parts.push(parseDataStreamLine(line, this.lineNumber, this.secrets));
            }
        }
        catch (err) {
            this.failure = err;
            if (parts.length === 0)
                throw err;
        }
        return parts;
    }
}
/** Reads parts from any async source of byte chunks (a Node stream, a web stream reader, …). */
async function* readDataStream(chunks, options = {}) {
    const decoder = new DataStreamDecoder(options.secrets);
    let finished = false;
    for await (const chunk of chunks) {
        for (const part of decoder.push(chunk)) {
            if (part.type === 'finish_message')
                finished = true;
            yield part;
        }
        // An error part ends the reply now, not when (or if) the server sends another chunk.
        decoder.throwIfFailed();
    }
    for (const part of decoder.end()) {
        if (part.type === 'finish_message')
            finished = true;
        yield part;
    }
    decoder.throwIfFailed();
    if (options.requireFinish && !finished) {
        throw new DataStreamCutError(`the data stream ended after line ${decoder.linesRead} without its finish part (d:): the reply was cut off`, decoder.linesRead + 1, '');
    }
}

;// CONCATENATED MODULE: ./src/platform/content-coding.ts



// zstd came to zlib in Node 23.8 (the action runs on 24); the type definitions in use predate it.
const createZstdDecompress = (external_node_zlib_default()).createZstdDecompress;
/** The codings undone, by their registered names (lower case): those fetch undoes. */
const DECODERS = {
    gzip: () => external_node_zlib_default().createGunzip(),
    'x-gzip': () => external_node_zlib_default().createGunzip(),
    deflate: () => external_node_zlib_default().createInflate(),
    br: () => external_node_zlib_default().createBrotliDecompress(),
    ...(createZstdDecompress ? { zstd: createZstdDecompress } : {})
};
/** The codings of a Content-Encoding header, in the order they were applied. */
function codings(message) {
    const header = message.headers['content-encoding'];
    const text = Array.isArray(header) ? header.join(',') : (header ?? '');
    return text
        .split(',')
        .map(c => c.trim().toLowerCase())
        .filter(c => c !== '' && c !== 'identity');
}
/** What an answer is called in the errors below, unless told: the assistant's. */
const ASSISTANT_ANSWER = "the assistant's answer";
/**
 * The problem with the answer's Content-Encoding, before its body is read: a coding this client
 * cannot undo. Undefined when the body can be read. `what` names the answer in the message.
 */
function contentEncodingProblem(message, what = ASSISTANT_ANSWER) {
    const unknown = codings(message).filter(c => !Object.hasOwn(DECODERS, c));
    if (unknown.length === 0)
        return undefined;
    return (`${what} is compressed with ${unknown.join(', ')} (its Content-Encoding), ` +
        `which this client cannot undo (it reads ${Object.keys(DECODERS).join(', ')}); ` +
        'a proxy between the runner and the API may be compressing it');
}
/** Whether a decoder's error says its input ended before the compressed data did. */
function endedEarly(err) {
    const code = err?.code;
    return code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(err?.message ?? '');
}
/** Whether an error came from a decoder (zlib, brotli, zstd) rather than the connection. */
function isDecoderError(err) {
    const code = err?.code;
    return typeof code === 'string' && /^(Z_|ERR__|ZSTD_)/.test(code);
}
/** The assistant's: its stream's errors, which say whether the reply was cut off. */
const dataStreamFailure = (message, cut) => cut ? new DataStreamCutError(message, 0, '') : new DataStreamError(message, 0, '');
/**
 * The body's bytes, every coding undone (the last applied first). An error of the connection
 * (a reset, a stall the caller ended) comes through unchanged; compressed data that ends early or
 * is not what the header says is the error `failure` makes (by default the data stream's: a
 * DataStreamCutError, a DataStreamError), as is a coding it cannot undo, before reading.
 */
async function* decodedBody(message, what = ASSISTANT_ANSWER, failure = dataStreamFailure) {
    const problem = contentEncodingProblem(message, what);
    if (problem) {
        message.resume();
        throw failure(problem, false);
    }
    const names = codings(message).reverse();
    if (names.length === 0) {
        yield* message;
        return;
    }
    const steps = names.map(name => DECODERS[name]());
    const decoded = steps[steps.length - 1];
    // Errors reach `decoded` through the pipeline; it rejects the iteration below with them.
    (0,external_node_stream_.pipeline)([message, ...steps], () => undefined);
    const coding = names.join(' and ');
    try {
        yield* decoded;
    }
    catch (err) {
        if (!isDecoderError(err))
            throw err;
        if (endedEarly(err)) {
            throw failure(`${what} (${coding}-compressed) ended in the middle of its compressed data: it was cut off on its way`, true);
        }
        throw failure(`${what} is not valid ${coding} data, though its Content-Encoding says it is (${err.message})`, false);
    }
}
/** A whole (error) body as text, its coding undone; what could be read when it cannot be. */
async function decodedText(message) {
    const chunks = [];
    try {
        for await (const chunk of decodedBody(message))
            chunks.push(chunk);
    }
    catch {
        // An error body that cannot be read whole still says what it could.
    }
    return Buffer.concat(chunks).toString('utf8');
}

;// CONCATENATED MODULE: ./src/platform/answer-body.ts


/**
 * The most an answer of the platform may hold. Its answers are a few hundred bytes (a job, a
 * link); 16 MiB leaves room for any honest one and refuses a flood before it costs memory.
 */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** An answer too large to be one: not retried, nothing more of it read. */
class AnswerTooLarge extends errors/* PlatformError */.Wk {
}
/**
 * The body as text, read in linear time (the chunks are joined once at the end; the HTTP
 * client's readBody copies everything received so far for every chunk) and refused, unread,
 * past MAX_ANSWER_BYTES, before or after its Content-Encoding is undone (a gateway may gzip the
 * JSON; a small answer may inflate to a flood). A coding that cannot be undone fails a successful
 * answer, saying so; an error answer keeps its status, with what of its text could be read.
 */
async function readAnswer(message, call) {
    const status = message.statusCode ?? 0;
    const tooLarge = () => {
        message.destroy();
        return new AnswerTooLarge(`${call} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB; an answer of the platform is a few hundred bytes, so it is refused unread`, { kind: 'bad-response', call, status: message.statusCode });
    };
    const declared = Number(message.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES)
        throw tooLarge();
    const what = `the answer to ${call}`;
    const unreadable = (text) => new errors/* PlatformError */.Wk(text, { kind: 'bad-response', call, status });
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of decodedBody(message, what, unreadable)) {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES)
                throw tooLarge();
            chunks.push(chunk);
        }
    }
    catch (err) {
        // A coding that cannot be undone fails a successful answer; an error answer keeps its
        // status, with what of its text could be read.
        if (err instanceof AnswerTooLarge || !(err instanceof errors/* PlatformError */.Wk))
            throw err;
        if (status >= 200 && status < 300)
            throw err;
    }
    return Buffer.concat(chunks, size).toString('utf8');
}
function parseJson(text, call, status) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new errors/* PlatformError */.Wk(`${call} answered ${status} with a body that is not JSON`, {
            kind: 'bad-response',
            call,
            status
        });
    }
}

;// CONCATENATED MODULE: ./src/platform/http.ts
// JSON requests to the platform over @actions/http-client (which honours HTTPS_PROXY and
// NO_PROXY), with a per-request timeout, retries and errors that explain themselves.
//
// Retry rules. A call is either `idempotent` (GET status: repeating it is harmless), `completed-job`
// (POST bundle, made once the job reported completed: idempotent too) or `start` (POST start:
// repeating it may start a second export). Idempotent calls are retried on 408, 429, any 5xx and any
// network error or timeout; a completed job's call also on 409 "the job has not finished yet",
// which after a completed status is the platform's services not yet agreeing, not an answer. The start call is retried only when the
// platform surely did not act on it: it answered 408, 429 or 503 (all mean "not processed"), or the
// connection was never made (refused, unreachable, DNS not answering). Every retry waits for
// Retry-After when the platform sends it, else for exponential backoff with full jitter; retries
// stop at `attempts` requests or when the next wait would reach `deadlineMs` from the first try
// (retry-plan.ts).












/** Connection errors that prove the request never reached the server. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'EAI_AGAIN',
    'EADDRNOTAVAIL'
]);
/** The code of a forward proxy's refusal to open a tunnel to the platform (proxy-hint.ts). */
const PROXY_REFUSED = 'EPROXYREFUSED';
class RequestTimeout extends Error {
    code = 'ETIMEDOUT';
}
/**
 * Whether a request failed for want of an answer in time: our own deadline, a socket's
 * ETIMEDOUT, or @actions/http-client's socket timeout before the answer's headers came, which
 * it reports as a plain Error "Request timeout: <path>" with no code.
 */
function isTimeoutError(err) {
    const code = err?.code;
    const message = err instanceof Error ? err.message : String(err);
    return err instanceof RequestTimeout || code === 'ETIMEDOUT' || /Request timeout/.test(message);
}
class PlatformHttp {
    baseUrl;
    apiKey;
    timeoutMs;
    attempts;
    deadlineMs;
    backoff;
    clock;
    random;
    debug;
    userAgent;
    /** One client per request timeout (http-client's socket timeout is the client's own). */
    clients = new Map();
    constructor(options) {
        const urlProblem = checkApiUrl(options.baseUrl);
        if (urlProblem)
            throw new errors/* PlatformInputError */.eI(urlProblem);
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.apiKey = options.apiKey;
        this.timeoutMs = options.timeoutMs ?? 30_000;
        this.attempts = Math.max(1, options.attempts ?? 5);
        this.deadlineMs = options.deadlineMs ?? 120_000;
        this.backoff = options.backoff ?? DEFAULT_BACKOFF;
        this.clock = options.clock ?? realClock;
        this.random = options.random ?? Math.random;
        this.debug = options.debug ?? (() => undefined);
        this.userAgent = options.userAgent ?? USER_AGENT;
    }
    client(timeoutMs) {
        let client = this.clients.get(timeoutMs);
        if (client === undefined) {
            // Redirects are not followed: a redirect could carry the Authorization header elsewhere.
            // http-client's own retries stay off; this class decides what is safe to repeat.
            client = new lib/* HttpClient */.Qq(this.userAgent, [no_proxy/* directWhereNoProxySays */.Go], {
                socketTimeout: timeoutMs,
                allowRedirects: false,
                allowRetries: false,
                keepAlive: false
            });
            this.clients.set(timeoutMs, client);
        }
        return client;
    }
    /** The path part of a call, as shown in errors: `POST /v1/static-export/jobs`. */
    describe(method, path) {
        return `${method} ${new URL(this.baseUrl + path).pathname}`;
    }
    async requestJson(method, path, body, retryClass, limits) {
        const call = this.describe(method, path);
        const url = this.baseUrl + path;
        const timeoutMs = limits?.timeoutMs ?? this.timeoutMs;
        const deadlineMs = limits?.deadlineMs ?? this.deadlineMs;
        const started = this.clock.now();
        for (let attempt = 1;; attempt++) {
            let failure;
            let retryAfterMs;
            try {
                const { status, text, retryAfter, location } = await this.send(method, url, body, call, timeoutMs);
                if (status >= 200 && status < 300) {
                    this.debug(`${call} -> ${status}`);
                    return { status, body: parseJson(text, call, status), call, attempts: attempt };
                }
                this.debug(`${call} -> ${status}`);
                retryAfterMs = parseRetryAfter(retryAfter, this.clock.now());
                failure = this.statusError(call, path, status, text, attempt, location, retryAfterMs);
                if (!mayRetryStatus(status, retryClass))
                    throw failure;
            }
            catch (err) {
                if (err instanceof errors/* PlatformError */.Wk)
                    throw err;
                failure = this.networkError(call, url, err, attempt, retryClass);
                this.debug(`${call} -> ${failure.code ?? 'network error'}`);
                // A proxy that will not open the tunnel answers the same every time, and nothing reached
                // the platform: said once, with the proxy and its variable.
                if (failure.code === PROXY_REFUSED)
                    throw failure;
                if (retryClass === 'start' && !NOT_SENT_CODES.has(failure.code ?? ''))
                    throw failure;
            }
            const next = nextTry({
                attempts: this.attempts,
                deadlineAt: started + deadlineMs,
                backoff: this.backoff,
                random: this.random
            }, attempt, retryAfterMs, this.clock.now());
            if ('stop' in next) {
                if (next.stop === 'deadline' && next.asked !== undefined) {
                    throw withMessage(failure, `${failure.message} (the platform asked to retry after ${Math.ceil(next.asked / 1000)} s, ` +
                        `beyond the retry deadline of ${Math.round(deadlineMs / 1000)} s)`);
                }
                throw failure;
            }
            const { wait } = next;
            this.debug(`${call}: retrying in ${wait} ms (attempt ${attempt + 1} of ${this.attempts})`);
            await this.clock.sleep(wait);
        }
    }
    async send(method, url, body, call, timeoutMs) {
        const headers = {
            Accept: 'application/json',
            Authorization: `Bearer ${this.apiKey}`
        };
        let data = null;
        if (body !== undefined) {
            data = JSON.stringify(body);
            headers['Content-Type'] = 'application/json';
        }
        // The socket timeout covers an idle connection; this timer also bounds a slow trickle.
        let timer;
        let response;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => {
                response?.message.destroy();
                reject(new RequestTimeout(`no complete answer within ${timeoutMs} ms`));
            }, timeoutMs);
        });
        try {
            return await Promise.race([
                (async () => {
                    response = await this.client(timeoutMs).request(method, url, data, headers);
                    const text = await readAnswer(response.message, call);
                    const { 'retry-after': retryAfter, location } = response.message.headers;
                    return { status: response.message.statusCode ?? 0, text, retryAfter, location };
                })(),
                timeout
            ]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    statusError(call, path, status, text, attempts, location, retryAfterMs) {
        const platformError = (0,log_text/* oneLine */.TN)((0,errors/* errorTextWithout */.Em)(text, [this.apiKey]));
        const kind = (0,errors/* kindForStatus */.Av)(status);
        const hint = status >= 300 && status < 400 && location !== undefined
            ? this.redirectHint(location, path)
            : (0,errors/* hintFor */.JR)(status, platformError);
        const said = platformError ? `: ${platformError}` : '';
        return new errors/* PlatformError */.Wk(`${call} answered ${status}${said}. ${capitalize(hint)}.`, {
            kind,
            call,
            status,
            platformError: platformError || undefined,
            hint,
            attempts,
            retryAfterMs
        });
    }
    /**
     * A redirect of the API is not followed (the key would go along), so the user is told where it
     * points and, when it keeps the path asked for, the base URL to give as api-url.
     */
    redirectHint(location, path) {
        let target;
        try {
            target = new URL(location, this.baseUrl + path);
        }
        catch {
            return 'the platform answered with a redirect to something that is not a URL; check api-url';
        }
        // A redirect that keeps the path asked for moved the base: that base is the api-url to give.
        const tail = new URL(path, 'http://x').pathname;
        const advice = target.pathname.endsWith(tail)
            ? `if that is the platform API's new address, set api-url to ${target.origin}${target.pathname.slice(0, -tail.length)}`
            : 'check api-url';
        return (`the platform redirected to ${target.origin}${(0,log_text/* oneLine */.TN)(target.pathname, 120)}, which is not followed ` +
            `so that the admin key goes to api-url only; ${advice}`);
    }
    networkError(call, url, err, attempts, retryClass) {
        const proxyHint = (0,proxy_hint/* proxyTunnelHint */.Y)(err, new URL(url));
        if (proxyHint !== undefined) {
            // The tunnel agent calls this refusal ECONNRESET, which would read as a request that may
            // have reached the platform (for the start call: "an export may have started").
            return new errors/* PlatformError */.Wk(`${call} failed: the request never reached the platform. ${proxyHint}`, {
                kind: 'network',
                call,
                hint: proxyHint,
                attempts,
                code: PROXY_REFUSED,
                cause: err
            });
        }
        const code = err.code;
        const message = (0,log_text/* oneLine */.TN)((0,src_redact/* redact */.E$)(err instanceof Error ? err.message : String(err), [this.apiKey]));
        const isTimeout = isTimeoutError(err);
        const kind = isTimeout ? 'timeout' : 'network';
        // Whether the request may have reached the platform decides what the user should think.
        const neverSent = typeof code === 'string' && NOT_SENT_CODES.has(code);
        const hint = neverSent
            ? 'could not reach the platform; check the API URL, the network and any proxy settings (HTTPS_PROXY, NO_PROXY)'
            : retryClass === 'start'
                ? 'the connection broke after the request was sent, so an export may have started; it is not sent again, ' +
                    'so that no second export starts. Run the workflow again (a stray job does no harm)'
                : isTimeout
                    ? 'the platform did not answer in time; retry later or raise the timeout'
                    : 'the connection to the platform broke; check the network and any proxy settings (HTTPS_PROXY, NO_PROXY), then run again';
        return new errors/* PlatformError */.Wk(`${call} failed: ${message}. ${capitalize(hint)}.`, {
            kind,
            call,
            hint,
            attempts,
            code: typeof code === 'string' ? code : isTimeout ? 'ETIMEDOUT' : undefined,
            cause: err
        });
    }
}
function mayRetryStatus(status, retryClass) {
    // 408 is the server (or a proxy before it) not having had the whole request in time: like 429
    // and 503 it was not processed, and RFC 9110 (15.5.9) lets any request be repeated after it.
    if (status === 408 || status === 429 || status === 503)
        return true;
    if (status === 409)
        return retryClass === 'completed-job';
    return retryClass !== 'start' && status >= 500;
}
function withMessage(error, message) {
    return new errors/* PlatformError */.Wk(message, {
        kind: error.kind,
        call: error.call,
        status: error.status,
        platformError: error.platformError,
        hint: error.hint,
        attempts: error.attempts,
        code: error.code,
        retryAfterMs: error.retryAfterMs
    });
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/platform/poll-schedule.ts
// When to ask about an export job next. Pure: it sees observations and the time, and returns a
// delay, so it can be tested and simulated in virtual time.
//
// The goal (issue 7): notice completion within about 1 s, yet make at most ~15 status calls for a
// job of up to 10 minutes. A fixed interval or a capped backoff cannot do both: to be 1 s late at
// most it must poll every second. So the schedule uses what the job tells about itself:
//
// 1. Until progress has been seen to move, nothing is known about the job's speed: back off from
//    `initialMs` by `factor` up to `maxBackoffMs` (lightly jittered, never lengthened). Short jobs
//    finish within these first polls.
// 2. Once there are two points of progress over time, estimate the completion time T by
//    extrapolating the recent rate (the rate over the last quarter of the observed span, so a
//    job that slows down or speeds up is followed; `shares` can add more windows, and then the
//    earliest estimate still ahead is aimed at). Each point is (time the progress was reached,
//    progress): the poll that saw it, as progress is a live figure, unless `updatedAt` proves to
//    be the moment progress changed (see timeline()). The platform does not define updatedAt:
//    answers may have none, give the last status change, or run on a clock minutes off ours.
// 3. Poll again after `fraction` of the estimated remaining time, within [floorMs, ceilingMs]
//    and at most `spanFactor` times the time progress has been watched (an estimate from little
//    data is not trusted far ahead): sparse while T is far, denser as it nears; each poll
//    refines the estimate. When less than
//    two floors remain, poll once just after T (T + settleMs).
// 4. If T has passed without completion (the estimate was early, or the job sits at 100% while
//    packaging), poll at `floorMs` growing by 1.5× per poll up to `maxBackoffMs`.
//
// The first status call waits `initialMs` (the job was just started). Tuned with the simulation
// in __tests__/platform/poll-simulation.test.ts: 5 s to 10 min jobs take 4 to 13 calls and are
// noticed 0 to 0.5 s after completion when progress is steady (up to 1.5 s when updatedAt is
// not the moment progress changed, a page of a 10 min job lasting 2 s); jobs of very few, very uneven
// pages (30 pages of 6 to 34 s each) cost up to ~18 calls, as no estimate can say when one
// uneven page ends. The number of polls after the first estimate is about log(remaining / floor) / log(1 /
// (1 - fraction)), a handful even for long jobs, and the last one lands just after T.
const DEFAULT_POLL_SCHEDULE = {
    initialMs: 500,
    factor: 2,
    maxBackoffMs: 15_000,
    floorMs: 500,
    ceilingMs: 300_000,
    fraction: 0.7,
    shares: [0.25],
    spanFactor: 4,
    settleMs: 100
};
class PollSchedule {
    random;
    options;
    sightings = [];
    lastObservedAt;
    lastProgress = -1;
    backoffPolls = 0;
    overduePolls = 0;
    constructor(options = {}, random = Math.random) {
        this.random = random;
        this.options = { ...DEFAULT_POLL_SCHEDULE, ...options };
    }
    observe(obs) {
        const previousObservedAt = this.lastObservedAt;
        this.lastObservedAt = obs.observedAt;
        // Only a running job's progress says anything about its speed.
        if (obs.status !== 'running' && obs.status !== 'completed')
            return;
        if (obs.progress < this.lastProgress) {
            // Progress went backwards (the job restarted a phase): what it said about its speed no
            // longer holds. Start over from this point instead of waiting for the old high-water mark.
            this.sightings.length = 0;
            this.lastProgress = -1;
            this.backoffPolls = 0;
        }
        if (obs.progress <= this.lastProgress)
            return;
        this.lastProgress = obs.progress;
        this.sightings.push({
            progress: obs.progress,
            observedAt: obs.observedAt,
            after: previousObservedAt,
            updatedAt: obs.updatedAt
        });
    }
    /**
     * When each progress seen was reached, on our clock. Progress is a live figure: the value a
     * poll sees was reached at most one step of the job before it, so the poll's time is the point,
     * unless updatedAt proves to be the moment progress changed: every answer has one, it moved
     * forward with every rise, and, read on our clock (the offset between the platform's clock and
     * ours taken out by reading the freshest answer as just changed: the largest updatedAt -
     * observedAt), each moment lies after the poll before, which had not seen that progress yet.
     * An updatedAt that stays put while progress rises (the last status change), or that puts a
     * change before a poll that did not see it (a heartbeat, a write of another field), is not
     * that moment. A platform clock minutes off ours is: its offset is taken out.
     */
    timeline() {
        const seen = this.sightings;
        let times = seen.map(s => s.observedAt);
        if (seen.every(s => s.updatedAt !== undefined)) {
            const updated = seen.map(s => s.updatedAt);
            const offset = Math.max(...seen.map((s, i) => updated[i] - s.observedAt));
            const moments = updated.map(u => u - offset);
            const tracksProgress = updated.every((u, i) => i === 0 || u > updated[i - 1]) &&
                seen.every((s, i) => s.after === undefined || moments[i] > s.after);
            if (tracksProgress)
                times = moments;
        }
        const points = [];
        for (const [i, s] of seen.entries()) {
            const previous = points[i - 1];
            const at = previous && times[i] <= previous.at ? previous.at + 1 : times[i];
            points.push({ at, progress: s.progress });
        }
        return points;
    }
    /**
     * Completion times extrapolated from the rate over the whole observed span and over its
     * recent part (the last `recentShare` of it), earliest first; empty while the speed is unknown.
     */
    estimates() {
        return this.estimatesFrom(this.timeline());
    }
    estimatesFrom(points) {
        const last = points[points.length - 1];
        if (!last || points.length < 2)
            return [];
        const first = points[0];
        const out = [];
        for (const share of this.options.shares) {
            const window = (last.at - first.at) * share;
            let ref = first;
            for (const p of points) {
                if (p === last)
                    break;
                if (last.at - p.at >= window)
                    ref = p;
            }
            const rate = (last.progress - ref.progress) / (last.at - ref.at);
            if (rate > 0)
                out.push(last.at + (100 - last.progress) / rate);
        }
        return out.sort((a, b) => a - b);
    }
    /** How long to wait, from `now`, before the next status call. */
    nextDelay(now) {
        const o = this.options;
        const points = this.timeline();
        const all = this.estimatesFrom(points);
        if (all.length === 0) {
            const cap = Math.min(o.maxBackoffMs, o.initialMs * Math.pow(o.factor, this.backoffPolls++));
            // Light jitter, only shortening, so many jobs started together spread out.
            return Math.round(cap * (0.85 + 0.15 * this.random()));
        }
        // Aim at the earliest estimate still ahead; when it passes, the next one takes over.
        const estimate = all.find(t => t > now) ?? all[all.length - 1];
        const remaining = estimate - now;
        if (remaining > 2 * o.floorMs) {
            this.overduePolls = 0;
            // Extrapolate no further ahead than the span observed so far: an early estimate rests on
            // little data, so the first sleeps stay short even when the estimate says "far".
            const observed = now - points[0].at;
            const wanted = Math.min(o.fraction * remaining, o.spanFactor * observed);
            return Math.round(Math.min(o.ceilingMs, Math.max(o.floorMs, wanted)));
        }
        if (remaining > 0) {
            this.overduePolls = 0;
            return Math.round(remaining + o.settleMs);
        }
        return Math.round(Math.min(o.maxBackoffMs, o.floorMs * Math.pow(1.5, this.overduePolls++)));
    }
}

// EXTERNAL MODULE: ./src/rules/timestamp.ts
var timestamp = __nccwpck_require__(15);
;// CONCATENATED MODULE: ./src/platform/wait.ts
// Waiting for an export job: poll its status on the schedule of poll-schedule.ts, report each
// change once, and end with the completed job or an error that says what to do next.






/**
 * How long after the wait begins a 404 for the job counts as the platform not yet showing a job
 * it has just queued (its start and status services need not agree at once), rather than a job
 * that does not exist. Past it, or once the job has been seen, a 404 ends the wait.
 */
const NOT_YET_VISIBLE_MS = 30_000;
async function waitForExport(client, jobId, options = {}) {
    const clock = options.clock ?? realClock;
    const timeoutMs = options.timeoutMs ?? 30 * 60_000;
    const schedule = new PollSchedule(options.schedule, options.random);
    const call = `GET /v1/static-export/jobs/${(0,log_text/* oneLine */.TN)(jobId)}`;
    const started = clock.now();
    const deadline = started + timeoutMs;
    let last;
    let lastKey = '';
    let transientFailures = 0;
    // The failure of the last poll, while no status came after it: said when the wait times out,
    // so a gateway's 502 or a rate limit is not known only to the debug log.
    let lastFailure;
    const unknownSeen = new Set();
    // The job was just started (or looked up): the first status call waits one initial delay.
    await clock.sleep(Math.min(schedule.nextDelay(started), timeoutMs), options.signal);
    for (;;) {
        options.signal?.throwIfAborted();
        let job;
        // How long the platform asked the next poll to wait, after a poll it refused (Retry-After).
        let askedWaitMs = 0;
        try {
            job = await client.getExport(jobId);
        }
        catch (err) {
            // The client already retried this call; a transient failure that outlived those retries
            // costs one poll, not the whole wait, as does a 404 for a job not seen yet, early on.
            // Anything else (401, a 404 later, …) ends it.
            if (!(err instanceof errors/* PlatformError */.Wk))
                throw err;
            const notYetVisible = err.kind === 'not-found' && last === undefined && clock.now() - started < NOT_YET_VISIBLE_MS;
            if (!err.transient && !notYetVisible)
                throw err;
            transientFailures++;
            lastFailure = err;
            // A 429 or 503 whose Retry-After outlasted the client's retries: the next poll waits for
            // it (within the wait's deadline), as polling on schedule would only be refused again.
            askedWaitMs = err.retryAfterMs ?? 0;
        }
        const now = clock.now();
        if (job) {
            lastFailure = undefined;
            const key = `${job.status}|${job.progress}|${job.pageCount}`;
            if (key !== lastKey) {
                lastKey = key;
                options.onProgress?.(job);
            }
            last = job;
            if (job.status === 'completed')
                return job;
            if (!isKnownStatus(job.status) && !unknownSeen.has(job.status)) {
                unknownSeen.add(job.status);
                options.warn?.(`export job ${(0,log_text/* oneLine */.TN)(jobId)} reports status ${(0,log_text/* quote */.hD)(job.status)}, which the platform's ` +
                    'API does not document; waiting for it as a job not finished yet');
            }
            if (job.status === 'failed') {
                const reason = job.error === null ? 'the platform gave no reason' : (0,log_text/* oneLine */.TN)(job.error);
                throw new errors/* PlatformError */.Wk(`export job ${(0,log_text/* oneLine */.TN)(jobId)} failed: ${reason}`, {
                    kind: 'job-failed',
                    call,
                    platformError: job.error ?? undefined,
                    hint: 'start a new export; if it fails again, check the site on the platform'
                });
            }
            schedule.observe({
                observedAt: now,
                status: job.status,
                progress: job.progress,
                updatedAt: job.updatedAt === undefined ? undefined : (0,timestamp/* parseTimestamp */.EH)(job.updatedAt)
            });
        }
        const failures = { count: transientFailures, last: lastFailure };
        if (now >= deadline)
            throw timeoutError(jobId, call, timeoutMs, last, failures);
        // A platform that asks for a wait past the deadline would only be refused again: said now,
        // rather than after waiting out the rest of wait-timeout.
        if (askedWaitMs > deadline - now) {
            throw timeoutError(jobId, call, timeoutMs, last, failures, askedWaitMs);
        }
        const delay = Math.min(Math.max(schedule.nextDelay(now), askedWaitMs), deadline - now);
        await clock.sleep(delay, options.signal);
    }
}
/**
 * The wait's end without a completed job: what was last known, the last poll's failure when no
 * status came after it, and, when the platform asked for a wait past the deadline (`askedMs`),
 * that the wait ends before its time for it.
 */
function timeoutError(jobId, call, timeoutMs, last, failures, askedMs) {
    const known = last
        ? `last status "${(0,log_text/* oneLine */.TN)(last.status)}" at ${last.progress}%${last.pageCount === undefined ? '' : ` (${last.pageCount} pages)`}`
        : `no status could be read${failures.count ? ` (${failures.count} failed poll${failures.count === 1 ? '' : 's'})` : ''}`;
    const failed = failures.last ? `; the last poll failed: ${failureText(failures.last)}` : '';
    const asked = askedMs === undefined
        ? ''
        : `; the platform asked for ${Math.ceil(askedMs / 1000)} s before the next poll (Retry-After), past the wait's end, so the wait ends now`;
    const state = `${known}${failed}${asked}`;
    // The id as a YAML string: written bare into a workflow as told, an id such as 1.10, 0123 or
    // `Export #12` would be read as a number or cut at the comment.
    const hint = `the job may still finish on the platform: check it later, and once it is completed run ` +
        `the action with input job-id: ${(0,log_text/* quote */.hD)(jobId)} to get its bundle link without a new export`;
    return new errors/* PlatformError */.Wk(`export job ${(0,log_text/* oneLine */.TN)(jobId)} did not complete within ${wait_formatDuration(timeoutMs)}: ${state}. ` +
        `${hint.charAt(0).toUpperCase()}${hint.slice(1)}.`, { kind: 'wait-timeout', call, hint });
}
/**
 * A failed poll as the timeout names it: the status and the platform's words when it answered
 * (not the advice after them: the timeout gives its own), else the whole error (the network's).
 */
function failureText(err) {
    if (err.status === undefined)
        return (0,log_text/* oneLine */.TN)(err.message, 300).replace(/\.$/, '');
    const said = err.platformError === undefined ? '' : `: ${(0,log_text/* oneLine */.TN)(err.platformError, 200)}`;
    return `${err.call} answered ${err.status}${said}`;
}
function wait_formatDuration(ms) {
    if (ms >= 60_000 && ms % 60_000 === 0)
        return `${ms / 60_000} min`;
    return `${Math.round(ms / 1000)} s`;
}

// EXTERNAL MODULE: ./src/rules/job-id.ts
var job_id = __nccwpck_require__(3296);
;// CONCATENATED MODULE: ./src/platform/static-export.ts
// Client of the platform's static export API: start a job, read it, generate its bundle link.
// Responses are checked field by field: extra fields are ignored (the platform may add some), a
// missing or mistyped required field is an error naming it. Required is what the specification's
// response rows promise, no more: the start answer is `jobId` ("the job is queued"), a status
// answer is `status` (with `progress` and `pageCount` while the job runs), a bundle answer is
// `bundleUrl` and `expiresAt`. The rest (a job id echoed back, a final page count, `sizeBytes`,
// timestamps) is used when given and never required: the platform's own answers carry more, but
// a platform that answers as its specification shows must work too (the emulator's `minimal`
// answer style, emulator/platform/styles.ts).








/** The documented statuses; any other status word is a job not finished yet (see wait.ts). */
const EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed'];
/** A status the platform may add later: one word. Anything else is not a status but an attack. */
const STATUS_WORD = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
function isKnownStatus(status) {
    return EXPORT_STATUSES.includes(status);
}
/** The bundle call's time when the client is given none: the wait's default (wait.ts). */
const DEFAULT_BUNDLE_TIMEOUT_MS = 30 * 60_000;
const JOBS_PATH = '/v1/static-export/jobs';
class StaticExportClient {
    http;
    bundleTimeoutMs;
    /** Checks the key and the URL first: a bad one throws PlatformInputError, no request made. */
    constructor(options) {
        const keyProblem = checkAdminKey(options.apiKey);
        if (keyProblem)
            throw new errors/* PlatformInputError */.eI(keyProblem);
        const urlProblem = checkExportApiUrl(options.baseUrl);
        if (urlProblem)
            throw new errors/* PlatformInputError */.eI(urlProblem);
        this.http = new PlatformHttp(options);
        this.bundleTimeoutMs = Math.max(options.bundleTimeoutMs ?? DEFAULT_BUNDLE_TIMEOUT_MS, options.timeoutMs ?? 0);
    }
    /** Starts an export; never sent twice unless the platform surely did not receive it. */
    async startExport(request) {
        const domainProblem = checkDomain(request.domain);
        if (domainProblem)
            throw new errors/* PlatformInputError */.eI(domainProblem);
        if (request.version !== undefined && request.version.trim() === '') {
            throw new errors/* PlatformInputError */.eI('the version is empty; leave it out to export the default version');
        }
        if (request.paths !== undefined) {
            if (!Array.isArray(request.paths) || request.paths.some(p => typeof p !== 'string' || !p)) {
                throw new errors/* PlatformInputError */.eI('paths must be a list of non-empty page paths');
            }
        }
        const body = { domain: request.domain };
        if (request.version !== undefined)
            body.version = request.version;
        if (request.paths !== undefined)
            body.paths = request.paths;
        const res = await this.http.requestJson('POST', JOBS_PATH, body, 'start');
        return parseStartedJob(res.body, res.call, res.status);
    }
    async getExport(jobId) {
        const res = await this.http.requestJson('GET', jobPath(jobId), undefined, 'idempotent');
        return parseJob(res.body, res.call, res.status, jobId);
    }
    /**
     * Generates a fresh link for a job that reported completed; safe to repeat, the job is not
     * rerun. A 409 is retried: after a completed status it means the platform lags behind itself.
     */
    async createBundle(jobId) {
        const res = await this.http.requestJson('POST', `${jobPath(jobId)}/bundle`, undefined, 'completed-job', 
        // Its retries (a gateway giving up on a long packaging: 502, 504) fit in the same time.
        { timeoutMs: this.bundleTimeoutMs, deadlineMs: this.bundleTimeoutMs });
        return parseBundle(res.body, res.call, res.status, jobId);
    }
    /** Polls the job until it completes; see wait.ts for the schedule. */
    waitForExport(jobId, options = {}) {
        return waitForExport(this, jobId, options);
    }
}
/**
 * The job an answer is about: the one asked about. An answer that names another job is refused:
 * taken as is, it would swap the job (another job's bundle delivered while the job-id output
 * names this one). One that names none is about the job in its path (the spec's status and
 * bundle answers carry no `jobId`).
 */
function answeredJobId(f, asked, call, status) {
    const named = f.has('jobId') ? f.jobId('jobId') : asked;
    if (named !== asked) {
        throw new errors/* PlatformError */.Wk(`${call} answered ${status} about job ${(0,log_text/* quote */.hD)(named)}, not the job asked about ` +
            `(${(0,log_text/* quote */.hD)(asked)}); refusing an answer about another job. Report this to the platform.`, { kind: 'bad-response', call, status });
    }
    return asked;
}
function jobPath(jobId) {
    const problem = (0,job_id/* jobIdProblem */.M3)(jobId);
    if (problem !== undefined)
        throw new errors/* PlatformInputError */.eI(`the job id is not usable: ${problem}`);
    return `${JOBS_PATH}/${(0,job_id/* jobIdPathSegment */.RX)(jobId)}`;
}
/** Reads the fields of a response object, naming the first missing or mistyped one. */
class Fields {
    obj;
    call;
    status;
    constructor(obj, call, status) {
        this.obj = obj;
        this.call = call;
        this.status = status;
    }
    static of(body, call, status) {
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            throw new errors/* PlatformError */.Wk(`${call} answered ${status} with a body that is not a JSON object`, {
                kind: 'bad-response',
                call,
                status
            });
        }
        return new Fields(body, call, status);
    }
    fail(name, problem) {
        throw new errors/* PlatformError */.Wk(`${this.call} answered ${this.status} but field "${name}" ${problem}`, {
            kind: 'bad-response',
            call: this.call,
            status: this.status
        });
    }
    string(name) {
        const value = this.obj[name];
        if (value === undefined || value === null)
            this.fail(name, 'is missing');
        if (typeof value !== 'string' || value === '')
            this.fail(name, 'is not a non-empty string');
        return value;
    }
    /** Whether the answer has the field (null counts as absent). */
    has(name) {
        const value = this.obj[name];
        return value !== undefined && value !== null;
    }
    /**
     * A field the spec does not define (`createdAt`, `updatedAt`): a string, else undefined. It
     * only feeds the summary's duration and the poll schedule, so its shape must not fail a run.
     */
    informalString(name) {
        const value = this.obj[name];
        return typeof value === 'string' ? value : undefined;
    }
    /**
     * A failed job's reason, in whatever shape the platform gives it: a string, an object with a
     * `message` string, or any other JSON written as text (never an error: the job failed anyway,
     * and its reason is what the user needs).
     */
    reason(name) {
        const value = this.obj[name];
        if (value === undefined || value === null || value === '')
            return null;
        if (typeof value === 'string')
            return value;
        const message = value.message;
        if (typeof message === 'string' && message !== '')
            return message;
        return JSON.stringify(value);
    }
    /**
     * A figure whose type the spec does not give (`progress`, `pageCount`): a number, or a decimal
     * number written as a string (as serialisers of 64-bit and decimal numbers do). Anything else
     * is `fallback`, never an error: these figures only feed the progress line and the poll
     * schedule, and a run must not fail on their shape.
     */
    figure(name, fallback) {
        const value = this.obj[name];
        if (typeof value === 'number')
            return Number.isFinite(value) ? value : fallback;
        if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
            return Number(value);
        return fallback;
    }
    /**
     * An optional size in bytes: a whole number, or one written as a string of digits (64-bit
     * integers often are, in JSON). A fraction, a negative or an unsafe integer is refused: it
     * would be the check a download is measured against.
     */
    optionalByteCount(name) {
        const value = this.obj[name];
        if (value === undefined || value === null)
            return undefined;
        const count = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
        if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
            this.fail(name, `is ${(0,log_text/* quote */.hD)(JSON.stringify(value), 40)}, not a byte count (a whole number)`);
        }
        return count;
    }
    /** A job id: any string the platform hands out, refused only for what would break it. */
    jobId(name) {
        const value = this.string(name);
        const problem = (0,job_id/* jobIdProblem */.M3)(value);
        if (problem !== undefined)
            this.fail(name, `is not usable as a job id: ${problem}`);
        return value;
    }
    /**
     * An ISO 8601 date and time with a zone, in any of its forms; returned in UTC (see the rule).
     * One without a zone (ISO 8601's local time, as a platform keeping UTC in naive datetimes
     * writes it) names no instant; `stated`, the instant stated beside it (the link's own expiry),
     * is taken instead when it is that wall time in some zone. No guess is made otherwise.
     */
    timestamp(name, stated) {
        const value = this.string(name);
        const normalized = (0,timestamp/* normalizeTimestamp */.st)(value);
        if (normalized !== undefined)
            return normalized;
        const wall = (0,timestamp/* parseZonelessTimestamp */.FM)(value);
        if (wall === undefined) {
            this.fail(name, `is ${(0,log_text/* quote */.hD)(value, 60)}, not an ISO 8601 timestamp with a zone (2026-11-22T10:00:00Z)`);
        }
        if (stated !== undefined && Math.abs(Date.parse(stated) - wall) <= timestamp/* MAX_ZONE_OFFSET_MS */.L_) {
            return stated;
        }
        const instead = stated === undefined
            ? 'the link states no expiry of its own to take instead'
            : `the expiry the link states (${stated}) is not that time in any zone`;
        this.fail(name, `is ${(0,log_text/* quote */.hD)(value, 60)}, a time with no zone, which names no instant, and ${instead}; ` +
            'report this to the platform (expected e.g. 2026-11-22T10:00:00Z)');
    }
}
/**
 * A status answer about the job `asked` (the spec: `status`, and while the job runs `progress`
 * and `pageCount`; a `jobId`, when the platform echoes it, must be the one asked about).
 */
function parseJob(body, call, status, asked) {
    const f = Fields.of(body, call, status);
    return jobOf(f, answeredJobId(f, asked, call, status), f.string('status'), call, status);
}
/**
 * The start answer (the spec: `jobId`, "the job is queued"): a status and figures are read when
 * given, a job without a status is `queued`.
 */
function parseStartedJob(body, call, status) {
    const f = Fields.of(body, call, status);
    const jobId = f.jobId('jobId');
    return jobOf(f, jobId, f.has('status') ? f.string('status') : 'queued', call, status);
}
function jobOf(f, jobId, said, call, status) {
    // A documented status in another case (`COMPLETED`, as a backend that writes its enums by
    // their names sends it) is that status: waiting for it as an unknown word would wait out the
    // whole wait-timeout for a job that is done.
    const lower = said.toLowerCase();
    const state = isKnownStatus(lower) ? lower : said;
    if (!isKnownStatus(state) && !STATUS_WORD.test(state)) {
        throw new errors/* PlatformError */.Wk(`${call} answered ${status} but field "status" is ${(0,log_text/* quote */.hD)(state, 60)}, not a status word (${EXPORT_STATUSES.join(', ')} or another single word)`, { kind: 'bad-response', call, status });
    }
    // The spec shows progress and pageCount only while a job runs, and gives neither type nor unit.
    const progress = Math.min(100, Math.max(0, f.figure('progress', state === 'completed' ? 100 : 0)));
    const pageCount = f.figure('pageCount', NaN);
    return {
        jobId,
        status: state,
        progress,
        pageCount: Number.isNaN(pageCount) ? undefined : Math.max(0, Math.floor(pageCount)),
        createdAt: f.informalString('createdAt'),
        updatedAt: f.informalString('updatedAt'),
        error: f.reason('error')
    };
}
/** A bundle answer for the job `asked` (the spec: `bundleUrl` and `expiresAt`). */
function parseBundle(body, call, status, asked) {
    const f = Fields.of(body, call, status);
    const bundleUrl = f.string('bundleUrl');
    let url;
    try {
        url = new URL(bundleUrl);
    }
    catch {
        throw new errors/* PlatformError */.Wk(`${call} answered ${status} but field "bundleUrl" is not a URL`, {
            kind: 'bad-response',
            call,
            status
        });
    }
    return {
        jobId: answeredJobId(f, asked, call, status),
        bundleUrl,
        sizeBytes: f.optionalByteCount('sizeBytes'),
        expiresAt: f.timestamp('expiresAt', (0,links/* linkExpiry */.Q2)(url.searchParams))
    };
}

;// CONCATENATED MODULE: ./src/renewal.ts





/** Thrown when a renewal cannot go ahead; the message says what to do. */
class RenewalError extends Error {
    name = 'RenewalError';
}
/**
 * Decides from what the config serves. A link whose expiry is unknown (neither recorded nor
 * readable from the link) is renewed: only a known, distant expiry is a reason to wait.
 */
function decideRenewal(current, request) {
    const { configPath, now } = request;
    const expiresAtMs = (current?.expiresAt === undefined ? undefined : (0,timestamp/* parseTimestamp */.EH)(current.expiresAt)) ?? NaN;
    const imported = current && importedLink(current);
    const served = describeServed(configPath, current, imported, expiresAtMs, now);
    // A block that holds a link but `enabled: false` was switched off since an export enabled it
    // (the action writes true; a first run finds `false` beside an empty link): the schedule is
    // not asked to turn the site back on, which an auto-merged renewal would do unseen.
    if (request.jobId === undefined && current !== undefined && switchedOff(current)) {
        return {
            served,
            leftAsIs: 'switched off',
            skipTitle: 'Static export switched off',
            skip: `${configPath} holds a link with ${request.configKey}.enabled: false (switched off by hand?), and a ` +
                'scheduled renewal does not switch it back on: nothing was renewed or written. Set enabled: true ' +
                'to serve the bundle again (the next run renews the link when it is due), or give job-id, or run ' +
                'without renew-only and renew-if-expiring-within, to renew or export and enable it now.'
        };
    }
    const within = request.renewIfExpiringWithinMs;
    const recordedDomain = current?.record?.domain;
    const foreign = request.domain !== undefined &&
        recordedDomain !== undefined &&
        recordedDomain.toLowerCase() !== request.domain.toLowerCase();
    // A record of another site's export (a values file copied from its repository, a config-path
    // or domain that names the wrong one): renewing its job would deliver that site's bundle here,
    // and its expiry says nothing of this site's link.
    if (foreign && request.jobId === undefined && request.renewOnly) {
        throw new RenewalError(`renew-only: ${configPath} records job ${(0,log_text/* oneLine */.TN)(current.jobId ?? current.record.jobId)} of ` +
            `${(0,log_text/* oneLine */.TN)(recordedDomain)}, not of ${(0,log_text/* oneLine */.TN)(request.domain)} (the domain input), so ` +
            "renewing it would deliver the other site's bundle. Nothing was written. Check domain and " +
            `config-path; to replace it with an export of ${(0,log_text/* oneLine */.TN)(request.domain)}, run once ` +
            'without renew-only, or give job-id.');
    }
    // An import's link (import-settings.ts) does not expire, and the operator chose it: a
    // scheduled run that exported anew would put a presigned platform link in its place. A file:
    // link is one beyond doubt (an air-gapped deployment fetches nothing else, and refuses https);
    // an internal https link is one when its record says it was imported, since without the
    // record it cannot be told from a hand-written presigned link that states no expiry.
    const scheduled = request.jobId === undefined && (request.renewOnly || within !== undefined);
    if (scheduled && imported !== undefined) {
        return {
            served,
            leftAsIs: 'an import',
            skipTitle: 'Imported link: nothing to renew',
            skip: `${configPath} serves ${imported}, which does ` +
                'not expire: nothing was renewed or written. Deliver a new bundle there with the import ' +
                '(archive and bundle-url), or give job-id, or run without renew-only and ' +
                'renew-if-expiring-within to replace it with an exported link.'
        };
    }
    if (within !== undefined && !Number.isNaN(expiresAtMs) && !foreign) {
        const left = expiresAtMs - now;
        if (left > within) {
            const due = new Date(expiresAtMs - within).toISOString();
            return {
                served,
                skip: `The link in ${configPath} is valid until ${new Date(expiresAtMs).toISOString()} (${formatDuration(left)} left), more than ` +
                    `renew-if-expiring-within (${formatDuration(within)}). Nothing to do; renewal is due from ${due}.`
            };
        }
    }
    const jobId = request.jobId ?? (request.renewOnly ? current?.jobId : undefined);
    if (request.renewOnly && jobId === undefined && !request.jobFromAnotherFile) {
        throw new RenewalError(`renew-only: ${configPath} records no export job under ${request.configKey} (no ` +
            '"# static-export: job …" record beside bundleUrl for its link, and the link\'s path does ' +
            "not name its job beyond doubt). Give the job's id as job-id (the jobId the platform " +
            'answered when the export started), or run once without renew-only to export and record it.');
    }
    // The input wins over the config: said when they differ, so a stale job-id is noticed.
    const differs = request.jobId !== undefined && current?.jobId !== undefined && current.jobId !== request.jobId;
    const guessed = request.jobId === undefined && jobId !== undefined && current?.jobIdFrom === 'link';
    const notes = [
        ...(foreign && request.jobId === undefined
            ? [
                `its record names ${(0,log_text/* oneLine */.TN)(recordedDomain)}, not ${(0,log_text/* oneLine */.TN)(request.domain)}, so ${(0,log_text/* oneLine */.TN)(request.domain)} is exported anew`
            ]
            : []),
        ...(differs
            ? [`job-id ${(0,log_text/* oneLine */.TN)(request.jobId)} was given, so that job is renewed instead`]
            : []),
        ...(guessed
            ? [`no record beside the link, so job ${(0,log_text/* oneLine */.TN)(jobId)} is guessed from its path`]
            : [])
    ];
    return { served: [served, ...notes].join('; '), jobId, ...(guessed ? { guessed } : {}) };
}
/** The log's line on what the config serves: an import's link, a link of unknown expiry, or a job's. */
function describeServed(configPath, current, imported, 
/** The link's expiry read from its record or the link itself, NaN when unknown. */
expiresAtMs, now) {
    if (imported !== undefined)
        return `${configPath} serves ${imported}, which does not expire`;
    const expiresAt = current?.expiresAt;
    if (expiresAt === undefined || Number.isNaN(expiresAtMs)) {
        return `${configPath} records no link expiry${current?.bundleUrl ? '' : ' (no bundleUrl yet)'}`;
    }
    const job = current?.jobId === undefined ? '(unknown)' : (0,log_text/* oneLine */.TN)(current.jobId);
    return `${configPath} serves job ${job}, link expiring ${describeExpiry(expiresAt, now)}`;
}
/** A block that holds a link beside `enabled: false`: switched off since an export enabled it. */
function switchedOff(current) {
    return current.enabled === false && Boolean(current.bundleUrl);
}
/**
 * Whether a scheduled renewal may leave this block as it is (decideRenewal's `leftAsIs`), judged
 * from the block alone: a superset, for readers that need more of such a block only.
 */
function mayBeLeftAsIs(current) {
    return switchedOff(current) || importedLink(current) !== undefined;
}
/** How a link an import wrote is described, or undefined when the config's link is not one. */
function importedLink(current) {
    if (current.bundleUrl === undefined)
        return undefined;
    if (/^file:/i.test(current.bundleUrl.trim())) {
        return 'a file:// link (an import for an air-gapped deployment)';
    }
    const record = current.record;
    if (!record?.imported)
        return undefined;
    const when = record.importedAt === undefined ? '' : ` on ${record.importedAt}`;
    return `an internal link an import wrote${when} (its record says so)`;
}
/**
 * A 404 for a job whose id was guessed from the link's path: the platform does not know that
 * job, so the guess was wrong. The error says where the id came from and how to give it.
 */
function explainGuessedJob(err, jobId, configPath) {
    if (!(err instanceof errors/* PlatformError */.Wk) || err.kind !== 'not-found')
        return err;
    return new RenewalError(`The platform does not know job ${(0,log_text/* oneLine */.TN)(jobId)} (404). That id was guessed from the path of ` +
        `the link in ${configPath}, which has no "# static-export: job …" record beside it, and the ` +
        "guess was wrong. Give the job's id as job-id (the jobId the platform answered when the " +
        'export started), or run once without renew-only to export and record a new job. Nothing was written.');
}
/**
 * Reads what the deployment config serves, from the action's own branch when it exists (its
 * pull request may not be merged yet, so it holds the newest link), else from the base.
 *
 * Only "not there" (GitHub's 404 for the branch or for the file on it) sends the read to the
 * base. Any other failure (a 5xx that outlasted the retries, a refused token, a rate limit)
 * fails the run: the base may hold an older link than the pending branch, and deciding from it
 * would renew the wrong job or skip a renewal that is due.
 */
async function readDeployedLink(settings, info, configPath = settings.pullRequest?.configPaths[0], 
/** The answer of askPendingBranch, when the run read other files from it already. */
pending) {
    const pr = settings.pullRequest;
    if (!pr || configPath === undefined) {
        throw new RenewalError('renewal reads the deployment config: it needs config-path');
    }
    const { ConfigNotOnBranchError } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(913), __nccwpck_require__.e(55), __nccwpck_require__.e(490)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62490));
    const read = (branch) => readConfigOn(settings, info, configPath, branch);
    const fromBase = async () => {
        const values = await read(pr.base);
        return values && { ...values, readOn: 'base' };
    };
    const { settled } = pending ?? (await askPendingBranch(settings, [configPath]));
    let current;
    if (settled && settled.number === undefined) {
        info(`${pr.branch} has no pull request (a run stopped between pushing it and opening one?), so ` +
            `nothing on it reaches the deployment: reading ${configPath} on the base, which it serves`);
        current = await fromBase();
    }
    else if (settled) {
        info(`${pr.branch} still holds the link of pull request #${settled.number}, which was ` +
            `${settled.merged ? 'merged' : 'closed without merging'}: reading ${configPath} on the base instead`);
        current = await fromBase();
    }
    else {
        try {
            const values = await read(pr.branch);
            current = values && { ...values, readOn: 'branch' };
            info(`Reading ${configPath} on ${pr.branch}, the branch of the pending pull request`);
        }
        catch (err) {
            if (!(err instanceof ConfigNotOnBranchError))
                throw unreadable(pr.branch, [configPath], err);
            current = await fromBase();
        }
    }
    const stale = current?.staleRecord;
    if (stale) {
        const names = stale.imported ? 'records an import' : `names job ${(0,log_text/* oneLine */.TN)(stale.jobId)}`;
        info(`The record beside bundleUrl in ${configPath} ${names} but was ` +
            'written for another link (the link was changed by hand?), so it is not trusted: the job ' +
            "comes from job-id, or from the link's own path when that is beyond doubt");
    }
    return current;
}
/**
 * Asks GitHub whether the action's branch is pending (readDeployedLink's choice between it and
 * the base). `configPaths` name the files the answer is for, in the error.
 */
async function askPendingBranch(settings, configPaths) {
    const pr = settings.pullRequest;
    if (!pr)
        throw new RenewalError('renewal reads the deployment config: it needs config-path');
    const { settledBranch } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(913), __nccwpck_require__.e(55), __nccwpck_require__.e(490)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62490));
    // A branch whose pull request was closed or merged (and not deleted since) is not pending:
    // its link was turned down, or is the base's own unless the base changed it since. The base
    // is what a renewal decides from then, as when the branch is gone.
    const settled = await settledBranch({
        ...pr,
        secrets: [settings.adminKey],
        branch: pr.branch
    }).catch((err) => {
        throw unreadable(pr.branch, configPaths, err);
    });
    return { settled };
}
/** A failure to read the pending branch, which leaves the newest link unknown. */
function unreadable(branch, configPaths, err) {
    return new RenewalError(`Could not read ${configPaths.join(', ')} on ${branch}, the branch of the pending pull request, so the renewal cannot tell which link is newest: ${err instanceof Error ? err.message : String(err)}`);
}
/**
 * What one config file holds on `branch` (undefined: the repository's default branch), with no
 * choice between the pending branch and the base (readDeployedLink makes that).
 */
async function readConfigOn(settings, info, configPath, branch) {
    const pr = settings.pullRequest;
    if (!pr)
        throw new RenewalError('renewal reads the deployment config: it needs config-path');
    const { readConfigOnBase } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(913), __nccwpck_require__.e(55), __nccwpck_require__.e(490)]).then(__nccwpck_require__.bind(__nccwpck_require__, 62490));
    return readConfigOnBase({ ...pr, secrets: [settings.adminKey], base: branch, configPath, info });
}
/** The request for decideRenewal from the run's settings. */
function renewalRequest(settings, now) {
    const pr = settings.pullRequest;
    return {
        configPath: pr?.configPaths[0] ?? 'the deployment config',
        configKey: pr?.configKey ?? '',
        jobId: settings.jobId,
        renewOnly: settings.renewOnly,
        renewIfExpiringWithinMs: settings.renewIfExpiringWithinMs,
        ...(settings.domain ? { domain: settings.domain } : {}),
        now
    };
}

;// CONCATENATED MODULE: ./src/renewal-configs.ts
// Renewal over several config-path files. One run writes one link into every file (one commit),
// so it renews when any file needs it, and only from a job the files agree on. It decided from
// the first file alone: with staging and production values files where staging's link had been
// renewed by hand, a scheduled `renew-if-expiring-within` run skipped ("not due") while
// production's link ran out; with production switched off (`enabled: false`) and staging not,
// the renewal wrote `enabled: true` into production unseen; a job recorded in the second file
// only was "no export job".
//
// Each file is read and judged by decideRenewal as before; then:
// - a file a scheduled run must not write (its block switched off by hand, which the write would
//   switch back on, or its link an import's, renewal.ts) is left out, byte for byte, and the
//   others are renewed without it. Before, that one file made the whole run skip while the
//   others' links ran out (staging switched off or air-gapped, production's link expiring), or,
//   for an import under renew-only alone, was written over. Only when every file is left out
//   does the run skip. A left-out file whose state only the pending pull request's branch holds
//   (not yet the base) stops the run instead: the renewal rebuilds that branch from the base,
//   so the pull request would lose that change;
// - every other file's link valid past the window: skipped, naming the file whose link is due
//   first;
// - the job (renew-only without job-id): the one job the files name; files that name none
//   (a file added to config-path since) take it; files naming different jobs are refused, since
//   one job's link would replace another export in the other file.
// The file the job is taken from is the one the run's record and base link come from, and the
// log says which.



/** Reads what every config-path file serves, each as readDeployedLink reads one. */
async function readDeployedConfigs(settings, info) {
    const paths = settings.pullRequest?.configPaths ?? [];
    if (paths.length === 0) {
        throw new RenewalError('renewal reads the deployment config: it needs config-path');
    }
    // Once for every file: each is then read from the same branch.
    const pending = await askPendingBranch(settings, paths);
    const configs = [];
    for (const configPath of paths) {
        const link = await readDeployedLink(settings, info, configPath, pending);
        const config = { configPath, link };
        // The base's block matters only for a file the run may leave out (onlyOnBranch).
        if (paths.length > 1 && link?.readOn === 'branch' && mayBeLeftAsIs(link)) {
            const base = settings.pullRequest?.base;
            config.onBase = (await readConfigOn(settings, info, configPath, base)) ?? null;
        }
        configs.push(config);
    }
    return configs;
}
/**
 * A block that only the pending pull request's branch holds as it is (its link, its switch or
 * its record: an import again to the same file:// path differs in its record alone): a renewal
 * leaving that file out would rebuild the branch from the base without it.
 */
function onlyOnBranch(config) {
    const { link, onBase } = config;
    if (link?.readOn !== 'branch')
        return false;
    return (onBase?.bundleUrl !== link.bundleUrl ||
        onBase?.enabled !== link.enabled ||
        JSON.stringify(onBase?.record) !== JSON.stringify(link.record));
}
/** When a file's link stops working, in ms; unknown counts as first (such a link is renewed). */
function expiryMs(config) {
    const at = config.link?.expiresAt === undefined ? undefined : (0,timestamp/* parseTimestamp */.EH)(config.link.expiresAt);
    return at ?? -Infinity;
}
/** decideRenewal over every config-path file (see the top of this file). */
function decideRenewals(configs, request) {
    const judge = (config, changes = {}) => decideRenewal(config.link, { ...request, configPath: config.configPath, ...changes });
    if (configs.length === 1)
        return { ...judge(configs[0]), from: configs[0] };
    // Judged without renew-only's need for a job (a file may lack one that another names), but as
    // the scheduled run it is: judged as an export, a file serving an import was overwritten.
    const each = configs.map(config => ({
        config,
        decision: judge(config, { jobFromAnotherFile: true })
    }));
    const served = each.map(e => e.decision.served).join('\n');
    const left = each.filter(e => e.decision.leftAsIs !== undefined);
    const renewable = each.filter(e => e.decision.leftAsIs === undefined);
    if (renewable.length === 0)
        return { ...left[0].decision, served, from: left[0].config };
    const pending = left.find(e => onlyOnBranch(e.config));
    if (pending) {
        const { configPath } = pending.config;
        return {
            served,
            skipTitle: 'Change pending on the pull request',
            skip: `${configPath} is ${pending.decision.leftAsIs} only on the pending pull request's branch (not ` +
                `yet on the base). A scheduled renewal leaves ${configPath} as it is, but rebuilds that branch ` +
                'from the base, so the pull request would lose that change: nothing was renewed or written. ' +
                `Merge or close that pull request; runs after that renew ${paths(renewable.map(e => e.config))} when due.`,
            from: pending.config
        };
    }
    const candidates = renewable.map(e => e.config);
    const due = renewable.filter(e => e.decision.skip === undefined).map(e => e.config);
    if (due.length === 0) {
        const first = renewable.reduce((a, b) => (expiryMs(b.config) < expiryMs(a.config) ? b : a));
        return { ...first.decision, served, from: first.config };
    }
    let from = due[0];
    if (request.jobId === undefined && request.renewOnly) {
        const named = candidates.filter(c => c.link?.jobId !== undefined);
        const jobs = [...new Set(named.map(c => c.link.jobId))];
        if (jobs.length === 0) {
            throw new RenewalError(`renew-only: none of the config-path files (${paths(candidates)}) ` +
                `records an export job under ${request.configKey} (no "# static-export: job …" record ` +
                "beside bundleUrl for its link, and the link's path does not name its job beyond " +
                "doubt). Give the job's id as job-id, or run once without renew-only to export and record it.");
        }
        if (jobs.length > 1) {
            throw new RenewalError(`renew-only: the config-path files serve different export jobs (${named
                .map(c => `${c.configPath}: job ${(0,log_text/* oneLine */.TN)(c.link.jobId)}`)
                .join(', ')}), and a renewal writes one job's link into every file, which would ` +
                "replace the other file's export. Give the job to renew as job-id, or renew each " +
                'file in a run of its own (one config-path each). Nothing was renewed or written.');
        }
        from = due.find(c => c.link?.jobId !== undefined) ?? named[0];
    }
    // The window was judged above, per file: the job comes from `from` whatever its own expiry.
    const decision = judge(from, { renewIfExpiringWithinMs: undefined });
    const dueFirst = due[0].configPath;
    const why = from === due[0]
        ? `${from.configPath} decides${request.renewIfExpiringWithinMs !== undefined ? ' (its link is due)' : ''}`
        : `the job is ${from.configPath}'s (${dueFirst}${request.renewIfExpiringWithinMs !== undefined ? ', whose link is due,' : ''} records none)`;
    if (left.length === 0) {
        return { ...decision, served: `${served}\n${why}; every file gets the renewed link`, from };
    }
    const leftOut = left.map(e => `${e.config.configPath} (${e.decision.leftAsIs})`).join(', ');
    return {
        ...decision,
        served: `${served}\n${why}; ${paths(candidates)} ${candidates.length === 1 ? 'gets' : 'get'} the renewed link, ${leftOut} left as ${left.length === 1 ? 'it is' : 'they are'}`,
        from,
        writeTo: candidates.map(c => c.configPath),
        leftOut
    };
}
function paths(configs) {
    return configs.map(c => c.configPath).join(', ');
}

;// CONCATENATED MODULE: ./src/rules/boolean.ts
// What a boolean input says: the words YAML 1.1 and most actions take for true and false, in any
// case. Every boolean input is read by this; nothing else decides what counts as true.
const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const FALSE_WORDS = ['false', 'no', 'off', '0'];
/** true or false for a boolean word; undefined for an empty value or any other text. */
function booleanWord(value) {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word))
        return true;
    if (FALSE_WORDS.includes(word))
        return false;
    return undefined;
}

;// CONCATENATED MODULE: ./src/import-settings.ts
// The air-gap import mode's inputs: `archive` (a carried-in .tar.gz) with `bundle-url` (the
// internal link the deployment fetches it from) and `archive-sha256` (the digest the connected
// side recorded). That mode talks to no platform, so the platform's inputs are not needed, and
// any given with it is refused rather than silently ignored: a workflow that mixes the two
// halves is a mistake the user should hear about before anything happens.


/** Inputs that belong to the connected side (an export on the platform). */
const PLATFORM_INPUTS = ['admin-key', 'api-url', 'job-id', 'paths', 'renew-if-expiring-within'];
/** What is wrong with an internal bundle link, or undefined. */
function internalLinkProblem(link) {
    let url;
    try {
        url = new URL(link);
    }
    catch {
        return `"${link}" is not a URL; give https://host/path/bundle.tar.gz or file:///path/bundle.tar.gz`;
    }
    if (/\s/.test(link))
        return 'holds white space';
    if (url.username || url.password) {
        return 'holds credentials (user:password@); give a link the deployment reaches without them';
    }
    if (url.protocol === 'https:') {
        if (!url.hostname)
            return `"${link}" names no host`;
        if (url.pathname === '/' || url.pathname.endsWith('/')) {
            return `"${(0,links/* describeLink */.Ex)(link)}" names no file, only a host or a folder; give the archive's own link, such as https://docs-bundles.internal/docs/2026-11-23.tar.gz`;
        }
        // The import's link is written as one that does not expire (no renewal is ever due): a
        // presigned one that says when it stops working would leave the deployment without its
        // bundle from then on, unseen.
        const expires = (0,links/* linkExpiry */.Q2)(url.searchParams);
        return expires === undefined
            ? undefined
            : `"${(0,links/* describeLink */.Ex)(link)}" is a presigned link that expires (${expires}); the import writes a link that does not expire, and the deployment could not fetch its bundle after that. Give a link without an expiry (an internal host, or the object store's own address with the deployment's credentials)`;
    }
    if (url.protocol === 'file:') {
        // Judged as written, not as the URL parser mends it: it reads `file:bundles/x.tar.gz` and
        // `file://C:/x` as absolute, and the text written to the config is the raw one, which curl
        // and the deployment read otherwise (a relative path, a host named C). RFC 8089: three
        // slashes (or file://localhost/), an absolute path, forward slashes, a file, not a folder.
        const local = /^file:\/\/(?:localhost)?\/(?!\/)/i.test(link);
        // Nor a `.` or `..` segment, an encoded slash or backslash (which some file-URL readers
        // refuse, Node's among them), a query or a fragment: none names a file on a disk.
        const plain = !/\/\.{1,2}(?:\/|$)|%2f|%5c|[?#]/i.test(link);
        const shaped = local && plain && !link.includes('\\');
        return shaped && url.host === '' && url.pathname.length > 1 && !url.pathname.endsWith('/')
            ? undefined
            : `"${link}" is not a link to a local file; write file:///absolute/path/bundle.tar.gz (three slashes, no host, forward slashes, the archive's own name)`;
    }
    return `"${link}" is ${url.protocol.replace(/:$/, '')}; the deployment fetches https:// or file:// links`;
}
/**
 * The digest in `archive-sha256` as carried across: the hex alone, an OCI-style `sha256:<hex>`,
 * or the line `sha256sum` prints (`<hex>  docs.tar.gz`, `<hex> *docs.tar.gz`); lower case.
 * Anything else comes back as given, to be refused.
 */
function carriedDigest(given) {
    const text = given.toLowerCase();
    const m = /^(?:sha256:)?([0-9a-f]{64})(?:\s+\*?\S.*)?$/.exec(text);
    return m ? m[1] : text;
}
/**
 * Reads the import inputs. Undefined when `archive` is not given (the usual export mode), in
 * which case `bundle-url` and `archive-sha256` are refused.
 */
function readImportSettings(input, fail) {
    const text = (name) => input(name).trim();
    const archivePath = text('archive');
    if (archivePath === '') {
        for (const name of ['bundle-url', 'archive-sha256']) {
            if (text(name) !== '') {
                fail(name, 'belongs to the import mode: give archive (the carried-in .tar.gz) too, or remove it');
            }
        }
        return undefined;
    }
    if (!/\.(tar\.gz|tgz)$/i.test(archivePath)) {
        fail('archive', `"${archivePath}" is not a .tar.gz file (the archive the export produced)`);
    }
    const bundleUrl = text('bundle-url');
    if (bundleUrl === '') {
        fail('bundle-url', 'is required with archive: the internal link the deployment fetches the bundle from: ' +
            'file:///srv/bundles/docs.tar.gz for deploymentType air-gapped (it refuses https:// links), ' +
            'or an internal https:// link such as https://docs-bundles.internal/docs/2026-11-23.tar.gz for other deployment types');
    }
    else {
        const problem = internalLinkProblem(bundleUrl);
        if (problem)
            fail('bundle-url', problem);
    }
    const sha256 = carriedDigest(text('archive-sha256'));
    if (sha256 === '') {
        fail('archive-sha256', 'is required with archive: the archive-sha256 output of the export on the connected side ' +
            '(also in its job summary), so a damaged or swapped archive is refused');
    }
    else if (!/^[0-9a-f]{64}$/.test(sha256)) {
        fail('archive-sha256', 'is not a sha256 digest (64 hexadecimal characters, alone, as `sha256:<digest>`, or as the line sha256sum prints)');
    }
    for (const name of PLATFORM_INPUTS) {
        if (text(name) !== '') {
            fail(name, 'is for exporting from the platform, and archive imports a carried-in archive without one: ' +
                `remove ${name}, or remove archive to export`);
        }
    }
    if (booleanWord(text('renew-only')) === true) {
        fail('renew-only', 'cannot renew anything with archive: an internal link does not expire');
    }
    return { archivePath, bundleUrl, sha256 };
}

// EXTERNAL MODULE: ./src/config-path.ts
var config_path = __nccwpck_require__(25493);
// EXTERNAL MODULE: ./src/config/document-selector.ts
var document_selector = __nccwpck_require__(23415);
// EXTERNAL MODULE: ./src/rules/branch-name.ts
var branch_name = __nccwpck_require__(70091);
// EXTERNAL MODULE: ./src/rules/config-key.ts
var config_key = __nccwpck_require__(23855);
;// CONCATENATED MODULE: ./src/rules/list-input.ts
// What a list input (paths, labels, reviewers, config-path) holds. Every list input is read by
// this; nothing else decides how a list is written.
/**
 * Splits a list input written one per line or comma-separated; blank items are dropped. A list
 * written as a JSON array of strings (`${{ toJSON(…) }}`, `["/a", "/b"]`) or as a YAML list in a
 * block scalar (every line `- item`) is that list: read line by line, its items were `["/a"` or
 * `- docs`, sent as page paths or added as labels as they were.
 */
function parseList(text) {
    const whole = text.trim();
    if (whole.startsWith('[') && whole.endsWith(']')) {
        const items = jsonStrings(whole);
        if (items !== undefined)
            return items.map(item => item.trim()).filter(item => item !== '');
    }
    const lines = whole.split('\n').filter(line => line.trim() !== '');
    const yamlList = lines.length > 0 && lines.every(line => /^\s*-\s/.test(line));
    return (yamlList ? lines.map(line => line.replace(/^\s*-\s/, '')).join('\n') : text)
        .split(/[\n,]/)
        .map(item => item.trim())
        .filter(item => item !== '');
}
/** The strings of a JSON array of strings, or undefined when `text` is not one. */
function jsonStrings(text) {
    try {
        const value = JSON.parse(text);
        return Array.isArray(value) && value.every(item => typeof item === 'string')
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/rules/merge-method.ts
// The merge methods auto-merge can be enabled with: GitHub's three (the GraphQL enum
// PullRequestMergeMethod is the same words in upper case).
const MERGE_METHODS = ['merge', 'squash', 'rebase'];
function isMergeMethod(value) {
    return MERGE_METHODS.includes(value);
}

;// CONCATENATED MODULE: ./src/pull-request-settings.ts
// The inputs of pull-request delivery (github-token, repository, base, branch, config-path and
// the rest), read and checked into PullRequestSettings, and which of them a run that opens no
// pull request was given anyway. Apart from readSettings (settings.ts), which calls this only
// when delivery is pull-request or both, and reports its problems with the others' together.









const GIT_NAME = /^[A-Za-z0-9_.-]+$/;
/**
 * A config file inside the repository, by the rules of checkConfigPath (no absolute path, no
 * "..", no backslash), that is YAML or JSON: its normalised path, or the problem with it.
 */
function checkConfigFile(path) {
    let normal;
    try {
        normal = (0,config_path/* checkConfigPath */.k)(path);
    }
    catch (err) {
        return { problem: err.message.replace(/^config-path /, '') };
    }
    if (!/\.(ya?ml|json)$/i.test(normal)) {
        return { problem: `"${path}" is neither YAML (.yaml, .yml) nor JSON (.json)` };
    }
    return { path: normal };
}
/** A branch input's problem in a message naming the name, or undefined when git accepts it. */
function checkBranchName(name) {
    const problem = (0,branch_name/* branchNameProblem */.h)(name);
    return problem === undefined ? undefined : `"${name}" is not a valid branch name: ${problem}`;
}
/**
 * The inputs only pull-request delivery reads (config-path apart: its absence is an error),
 * each with whether a value is one a workflow gave rather than the default action.yml passes.
 * github-token and github-api-url are left out: their defaults arrive as real values
 * (${{ github.token }}, ${{ github.api_url }}), indistinguishable from given ones.
 */
const PULL_REQUEST_INPUTS = [
    ['config-key', value => value !== '' && value !== config_key/* DEFAULT_CONFIG_KEY */.j],
    ['config-document', value => value !== ''],
    ['repository', value => value !== ''],
    ['base', value => value !== ''],
    ['branch', value => value !== ''],
    ['commit-message', value => value !== ''],
    ['pr-title', value => value !== ''],
    ['pr-body', value => value !== ''],
    ['labels', value => value !== ''],
    ['reviewers', value => value !== ''],
    ['draft', value => booleanWord(value) !== false && value !== ''],
    ['auto-merge', value => value !== '' && value.toLowerCase() !== 'false']
];
/** The pull-request inputs a workflow gave (values other than their defaults). */
function givenPullRequestInputs(input) {
    return PULL_REQUEST_INPUTS.filter(([name, given]) => given(input(name).trim())).map(([name]) => name);
}
function readPullRequestSettings(input, env, domain, fail, bool) {
    const text = (name) => input(name).trim();
    const optional = (name) => text(name) || undefined;
    const token = input('github-token').trim();
    if (token === '') {
        fail('github-token', 'is required for pull-request delivery; the default is ${{ github.token }}, or use an App token or PAT (see README)');
    }
    // The runner's GITHUB_API_URL: on GitHub Enterprise Server that is https://HOST/api/v3.
    const apiUrl = (text('github-api-url') || (0,github_urls/* defaultApiUrl */.zq)(env)).replace(/\/+$/, '');
    const apiProblem = checkApiUrl(apiUrl);
    if (apiProblem)
        fail('github-api-url', apiProblem.replace('the API URL', "GitHub's API URL"));
    const repository = text('repository') || env.GITHUB_REPOSITORY || '';
    const [owner = '', repo = '', ...extra] = repository.split('/');
    if (!owner || !repo || extra.length > 0 || !GIT_NAME.test(owner) || !GIT_NAME.test(repo)) {
        fail('repository', `"${repository}" is not owner/name (e.g. acme/docs-deploy)`);
    }
    const base = optional('base');
    if (base !== undefined) {
        const problem = checkBranchName(base);
        if (problem)
            fail('base', problem);
    }
    // The default derives from the domain, which is checked on its own (and a valid domain always
    // makes a valid branch): a bad domain is reported once, as the domain.
    const branch = text('branch') || (0,branch_name/* defaultBranchName */.p)(domain);
    const branchProblem = text('branch') === '' ? undefined : checkBranchName(branch);
    if (branchProblem)
        fail('branch', branchProblem);
    if (base !== undefined && base === branch) {
        fail('branch', `is the same as base ("${base}"); the pull request needs a branch of its own`);
    }
    const listed = parseList(input('config-path'));
    const configPaths = [];
    for (const p of listed) {
        const checked = checkConfigFile(p);
        if ('problem' in checked)
            fail('config-path', checked.problem);
        else
            configPaths.push(checked.path);
    }
    if (listed.length === 0) {
        fail('config-path', 'is required for pull-request delivery: the deployment config to update, e.g. deploy/values.yaml');
    }
    if (new Set(configPaths).size !== configPaths.length)
        fail('config-path', 'lists the same file twice');
    const configKey = text('config-key') || config_key/* DEFAULT_CONFIG_KEY */.j;
    const configKeyIssue = (0,config_key/* configKeyProblem */.b)(configKey);
    if (configKeyIssue !== undefined)
        fail('config-key', configKeyIssue);
    const autoMergeText = text('auto-merge').toLowerCase();
    let autoMerge;
    if (autoMergeText !== '' && autoMergeText !== 'false') {
        if (isMergeMethod(autoMergeText))
            autoMerge = autoMergeText;
        else
            fail('auto-merge', `"${input('auto-merge')}" is not a merge method: ${MERGE_METHODS.join(', ')} (or empty for none)`);
    }
    let configDocument;
    try {
        configDocument = (0,document_selector/* parseDocumentSelector */.WA)(input('config-document'));
    }
    catch (err) {
        fail('config-document', err.message);
    }
    // A user login, or org/team.
    const reviewerPattern = /^[A-Za-z0-9-]+(\/[A-Za-z0-9_.-]+)?$/;
    const reviewers = parseList(input('reviewers'));
    for (const r of reviewers) {
        if (!reviewerPattern.test(r)) {
            // CODEOWNERS and mentions write @octocat and @org/team; GitHub's API takes them bare.
            const bare = r.replace(/^@/, '');
            const hint = bare !== r && reviewerPattern.test(bare);
            fail('reviewers', `"${r}" is not a user login or org/team${hint ? `: drop the @ (${bare})` : ''}`);
        }
    }
    return {
        token,
        apiUrl,
        owner,
        repo,
        base,
        branch,
        configPaths,
        configKey,
        ...(configDocument ? { configDocument } : {}),
        commitMessage: optional('commit-message'),
        title: optional('pr-title'),
        body: optional('pr-body'),
        labels: parseList(input('labels')),
        reviewers,
        draft: bool('draft', false),
        autoMerge
    };
}

// EXTERNAL MODULE: ./src/rules/artifact-name.ts
var artifact_name = __nccwpck_require__(7305);
;// CONCATENATED MODULE: ./src/rules/docs-version.ts
// What a docs version (the `version` input) is. The platform promises only "string": the site's
// owner names its versions (`2024-06-01`, `v2.0 (beta)`, `1.0+lts`, `Version 3`), and the name is
// sent as given. It is refused only for what would break where it goes: one line of the config
// and of the log (no control characters), a bounded length; and a slash or backslash, which
// would read as a path (`../v1`) wherever a platform files versions.
/** Longer names are refused: no site needs more. */
const MAX_DOCS_VERSION_LENGTH = 128;
/** Why `version` cannot be sent as a docs version, or undefined when it can. */
function docsVersionProblem(version) {
    if (version.length > MAX_DOCS_VERSION_LENGTH) {
        return `it is longer than ${MAX_DOCS_VERSION_LENGTH} characters`;
    }
    // C0 and C1 controls, DEL, and the Unicode line and paragraph separators (as for a job id).
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(version)) {
        return 'it contains a control character';
    }
    if (/[/\\]/.test(version))
        return 'it holds a slash, which reads as a path (a version is a name)';
    return undefined;
}

;// CONCATENATED MODULE: ./src/settings.ts
// Every input of action.yml, read once and checked into one typed Settings object before any
// request is made. A bad input fails here with a message that names the input and says what
// would be valid; all problems are reported together so a user fixes them in one go. The
// pull-request delivery's inputs are read in pull-request-settings.ts.










/**
 * The longest a timeout input may be: a job runs at most 5 days (self-hosted; 6 hours on
 * GitHub-hosted runners), and a longer download-timeout overflowed Node's 32-bit timer, which
 * then fired at once and aborted the download before it began.
 */
const MAX_JOB_TIME_MS = 5 * 24 * 60 * 60 * 1000;
const DELIVERIES = ['artifact', 'none', 'pull-request', 'both'];

class SettingsError extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? `Input "${problems[0].input}": ${problems[0].problem}`
            : `${problems.length} inputs are not valid:\n` +
                problems.map(p => `- ${p.input}: ${p.problem}`).join('\n'));
        this.problems = problems;
        this.name = 'SettingsError';
    }
}
function readSettings(input, env = process.env) {
    const problems = [];
    const fail = (name, problem) => {
        problems.push({ input: name, problem });
    };
    const text = (name) => input(name).trim();
    const optional = (name) => text(name) || undefined;
    const bool = (name, fallback) => {
        if (text(name) === '')
            return fallback;
        const value = booleanWord(text(name));
        if (value !== undefined)
            return value;
        fail(name, `"${input(name)}" is not a boolean; use true or false`);
        return fallback;
    };
    /** A duration input; 0 only where it means something (`zeroAllowed`). */
    const duration = (name, fallback, maxMs, zeroAllowed = false) => {
        const value = text(name) || fallback;
        if (value === undefined)
            return undefined;
        // A bare 0 needs no unit: it is no time in any.
        const ms = /^0+(\.0*)?$/.test(value) ? 0 : parseDuration(value);
        if (ms === undefined) {
            fail(name, `"${value}" is not a duration; write it like 90s, 20m, 1h or 3d`);
            return undefined;
        }
        if (ms === 0 && !zeroAllowed) {
            fail(name, `"${value}" is no time at all; write a duration like 90s, 20m, 1h or 3d`);
            return undefined;
        }
        if (maxMs !== undefined && ms > maxMs) {
            fail(name, `"${value}" is longer than a job may run (6h on GitHub-hosted runners, 5d on ` +
                `self-hosted ones); give at most ${formatDuration(maxMs)}`);
            return undefined;
        }
        return ms;
    };
    const required = (name, what) => {
        const value = input(name);
        if (value.trim() === '')
            fail(name, `is required: ${what}`);
        return value;
    };
    // The domain.
    const domain = text('domain');
    if (domain === '') {
        fail('domain', 'is required: the documentation site to export, e.g. docs.example.com');
    }
    else {
        const problem = checkDomain(domain);
        if (problem)
            fail('domain', problem);
    }
    // Import mode (archive): a carried-in archive, no platform. Its inputs and the mixtures it
    // refuses are read in import-settings.ts; the platform's inputs are needed only without it.
    const carried = readImportSettings(input, fail);
    let adminKey = '';
    let apiUrl = '';
    if (carried === undefined) {
        // The admin key: never echoed. core.getInput has already trimmed white space around it (a
        // pasted trailing newline included); anything else in it is kept as given.
        adminKey = required('admin-key', "the platform's admin API key, from a repository secret (not needed when archive imports a carried-in archive)" +
            withoutSecrets(env));
        if (adminKey.trim() !== '') {
            const problem = checkAdminKey(adminKey);
            if (problem)
                fail('admin-key', problem);
        }
        apiUrl = text('api-url').replace(/\/+$/, '');
        if (apiUrl === '') {
            fail('api-url', "is required: the platform's API base address, e.g. https://api.example.com (not needed when archive imports a carried-in archive)");
        }
        else {
            const problem = checkExportApiUrl(apiUrl);
            if (problem)
                fail('api-url', problem);
        }
    }
    const version = optional('version');
    const versionIssue = version === undefined ? undefined : docsVersionProblem(version);
    if (versionIssue !== undefined) {
        fail('version', `${(0,log_text/* quote */.hD)(version, 60)} is not a docs version name: ${versionIssue}`);
    }
    let paths = parseList(input('paths'));
    for (const p of paths) {
        if (/\s/.test(p) || /^[a-z]+:\/\//i.test(p) || p.includes('..')) {
            fail('paths', `"${p}" is not a page path; list pages like /quickstart or guides/install`);
        }
    }
    if (paths.length === 0)
        paths = undefined;
    const deliveryText = text('delivery').toLowerCase() || 'artifact';
    const delivery = DELIVERIES.includes(deliveryText)
        ? deliveryText
        : undefined;
    if (!delivery)
        fail('delivery', `"${input('delivery')}" is not one of: ${DELIVERIES.join(', ')}`);
    const jobId = optional('job-id');
    const jobIdIssue = jobId === undefined ? undefined : (0,job_id/* jobIdProblem */.M3)(jobId);
    if (jobIdIssue !== undefined) {
        fail('job-id', `is not a job id: ${jobIdIssue} (give the jobId of an earlier export as is)`);
    }
    const renewOnly = bool('renew-only', false);
    const renewIfExpiringWithinMs = duration('renew-if-expiring-within');
    const waitTimeoutMs = duration('wait-timeout', '30m', MAX_JOB_TIME_MS) ?? 0;
    // 0: no minimum, for links that live minutes and a deployment that fetches at once.
    const minLinkLifetimeMs = duration('min-link-lifetime', '1h', undefined, true) ?? 0;
    // The default derives from the domain, which is checked on its own; a valid domain makes a
    // name of valid characters, but one near its 253 characters a name too long for the file
    // the artifact is uploaded as, which an artifact delivery needs a shorter name for.
    const artifactName = text('artifact-name') || `static-export-${domain || 'site'}`;
    const wantsArtifact = delivery === 'artifact' || delivery === 'both';
    const artifactNameIssue = text('artifact-name') !== '' || (wantsArtifact && problems.every(p => p.input !== 'domain'))
        ? (0,artifact_name/* artifactNameProblem */.NH)(artifactName)
        : undefined;
    if (artifactNameIssue !== undefined) {
        fail('artifact-name', `${text('artifact-name') === '' ? 'the default, static-export-<domain>, ' : ''}${(0,log_text/* quote */.hD)(artifactName)} ${artifactNameIssue}`);
    }
    // GitHub keeps artifacts up to 400 days in private and internal repositories and on GitHub
    // Enterprise Server (90 is the public repositories' limit and the default). A longer ask than
    // the repository's own setting is cut to it by the artifact client, with a warning.
    let retentionDays;
    const retentionText = text('retention-days');
    if (retentionText !== '') {
        retentionDays = Number(retentionText);
        // Digits only: Number() also reads `0x10`, `1e2` and `14.0`, which no one means as days.
        if (!/^\d+$/.test(retentionText) || retentionDays < 1 || retentionDays > 400) {
            // actions/upload-artifact reads 0 as "the repository's setting": say how to ask for that.
            const zero = retentionDays === 0 ? "; leave it empty for the repository's setting" : '';
            fail('retention-days', `"${retentionText}" is not a whole number of days from 1 to 400${zero}`);
        }
    }
    const maskBundleUrl = bool('mask-bundle-url', true);
    const downloadTimeoutMs = duration('download-timeout', '30m', MAX_JOB_TIME_MS) ?? 0;
    const allowPrivateBundleHosts = bool('allow-private-bundle-hosts', false);
    const dryRun = bool('dry-run', false);
    // Pull-request delivery, and renewal from the recorded config, need the repository inputs.
    let pullRequest;
    const wantsPullRequest = delivery === 'pull-request' || delivery === 'both';
    // With archive, the import settings refuse the renewal inputs already (an internal link does
    // not expire, and job-id is a platform input): one problem each, not a second with advice
    // that import mode refuses.
    if (renewOnly && !wantsPullRequest && jobId === undefined && carried === undefined) {
        fail('renew-only', 'reads the job to renew from the deployment config, so it needs delivery: pull-request or both (or give job-id)');
    }
    if (renewIfExpiringWithinMs !== undefined && !wantsPullRequest && carried === undefined) {
        fail('renew-if-expiring-within', 'reads the current link from the deployment config, so it needs delivery: pull-request or both');
    }
    const warnings = [];
    if (wantsPullRequest) {
        pullRequest = readPullRequestSettings(input, env, domain, fail, bool);
    }
    else if (delivery !== undefined) {
        // Pull-request inputs on a run that opens no pull request: the config is never updated.
        if (text('config-path') !== '') {
            fail('config-path', `names the deployment config to update, which only a pull request does, and delivery is ${delivery}: ` +
                'set delivery to pull-request or both, or remove config-path');
        }
        const unused = givenPullRequestInputs(input);
        if (unused.length > 0) {
            warnings.push(`${unused.join(', ')} ${unused.length === 1 ? 'is an input' : 'are inputs'} of pull-request delivery, ` +
                `and delivery is ${delivery}: ${unused.length === 1 ? 'it is' : 'they are'} not used. ` +
                'Set delivery to pull-request or both (with config-path), or remove them.');
        }
    }
    const tempDir = env.RUNNER_TEMP || '';
    if (problems.length > 0)
        throw new SettingsError(problems);
    return {
        domain,
        adminKey,
        apiUrl,
        version,
        paths,
        delivery: delivery,
        jobId,
        renewOnly,
        renewIfExpiringWithinMs,
        waitTimeoutMs,
        minLinkLifetimeMs,
        artifactName,
        retentionDays,
        maskBundleUrl,
        downloadTimeoutMs,
        allowPrivateBundleHosts,
        dryRun,
        pullRequest,
        tempDir,
        carried,
        warnings
    };
}
/**
 * Why a secret given as an input may arrive empty in this run: GitHub passes no repository
 * secrets to a run for a pull request from a fork, nor to one Dependabot starts (it has secrets
 * of its own). The workflow names the secret, so "is required" alone leaves its user puzzled.
 */
function withoutSecrets(env) {
    if (env.GITHUB_ACTOR === 'dependabot[bot]') {
        return '. If the workflow gives it from a secret: runs Dependabot starts get only Dependabot secrets (add it there)';
    }
    if (env.GITHUB_EVENT_NAME === 'pull_request') {
        return '. If the workflow gives it from a secret: a run for a pull request from a fork gets no repository secrets';
    }
    return '';
}

;// CONCATENATED MODULE: ./src/step-summary.ts
// Writes the job summary of either action. Runners older than 2.298 (GitHub Enterprise Server
// before 3.6) set no GITHUB_STEP_SUMMARY, and core.summary.write() then throws: a summary is
// a courtesy, so without one the step goes on, and a failed write is a warning, not a failure.

async function writeStepSummary(markup) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await core/* summary */.z.addRaw(markup).write();
    }
    catch (err) {
        core/* warning */.$e(`Could not write the job summary: ${err.message}`);
    }
}

;// CONCATENATED MODULE: ./src/main.ts
// run(): the pipeline of design.md, one log group per stage, data moving forward only.
//
//   inputs ─> settings ─> export (start + wait, or an existing job) ─> link (bundle call)
//          ─> archive (download + verify) ─> deliver (artifact | pull request) ─> report
//
// Outputs are set as soon as they are known, so a failure late in the run still leaves the
// earlier ones (job-id, bundle-url, …) for a follow-up step. Nothing half-done is reported as
// good: the archive is downloaded under a temporary name and only renamed once verified.



















/** The secret-bearing inputs, masked before anything else happens. */
const SECRET_INPUTS = ['admin-key', 'github-token'];
async function run() {
    // What no failure text shows: these, and (added by protectLink once known) a masked link's parts.
    for (const name of SECRET_INPUTS)
        (0,src_redact/* keepSecret */.gz)(core/* getInput */.V4(name));
    const secrets = (0,src_redact/* secretsOfRun */.cn)();
    let settings;
    try {
        settings = readSettings(name => core/* getInput */.V4(name));
    }
    catch (err) {
        if (err instanceof SettingsError) {
            core/* setFailed */.C1(`${err.message}\nNothing was requested or written.`);
            return;
        }
        throw err;
    }
    for (const warning of settings.warnings)
        core/* warning */.$e(warning, { title: 'Input not used' });
    const summary = {
        domain: settings.domain,
        mode: settings.jobId ? 'renew' : 'export',
        runUrl: (0,github_urls/* workflowRunUrl */.CX)(process.env),
        now: Date.now(),
        secrets
    };
    // The guard of the pipeline's end: when the event loop empties while publish() has not
    // settled (a promise something forgot to settle, e.g. an HTTP body that broke off), Node would
    // exit 0 with nothing delivered. That is a failure, said as such.
    let settled = false;
    const unsettled = () => {
        if (settled)
            return;
        settled = true;
        const message = 'The run stopped before its work was done: a step was left waiting on something that ' +
            'will never answer, so nothing after it happened. Nothing is reported as delivered; run again.';
        summary.failure = message;
        core/* setFailed */.C1(message);
        summary.now = Date.now();
        void writeSummary(summary);
    };
    process.once('beforeExit', unsettled);
    try {
        await publish(settings, summary);
        settled = true;
    }
    catch (err) {
        settled = true;
        const message = (0,src_redact/* redact */.E$)(describeFailure(err), secrets);
        summary.failure = message;
        core/* setFailed */.C1(message);
    }
    finally {
        process.off('beforeExit', unsettled);
        summary.now = Date.now();
        await writeSummary(summary);
    }
}
async function publish(settings, summary) {
    await checkRunnerFiles(process.env);
    let wantsArtifact = settings.delivery === 'artifact' || settings.delivery === 'both';
    if (isLocalAction(process.env)) {
        if (wantsArtifact)
            core/* warning */.$e(LOCAL_ACTION_ARTIFACT_WARNING);
        wantsArtifact = false;
    }
    // The archive's folder (RUNNER_TEMP), made if missing (a local .env's, under .cache/, may not
    // be yet) and checked before an export starts; an import writes there only to stage an artifact.
    if (!settings.carried || wantsArtifact)
        await checkArchiveFolder(settings);
    if (wantsArtifact) {
        // Said before an export starts: without the runner's artifact variables (per server:
        // ACTIONS_RESULTS_URL on github.com, ACTIONS_RUNTIME_URL on GHES) the upload cannot work.
        const { artifactRuntimeProblem } = await __nccwpck_require__.e(/* import() */ 864).then(__nccwpck_require__.bind(__nccwpck_require__, 63864));
        const problem = artifactRuntimeProblem(process.env);
        if (problem !== undefined)
            throw new Error(problem);
    }
    // The deployment config's current link: what a renewal decides on, and the record that may
    // prove a renewed link without a download.
    let jobId = settings.jobId;
    // The config whose link's path the job id was guessed from (no record there), if it was.
    let guessedIn;
    // The link on the base the renewal took its job from: the base must still hold it when the
    // pull request is written, or the renewed old job would replace a newer link.
    let renews;
    let current;
    // Only a pull request's config records a job: renew-only with job-id and no pull request is a
    // renewal of that job, as job-id alone is (settings.ts lets it pass for that).
    const renewing = settings.pullRequest !== undefined &&
        (settings.renewOnly || settings.renewIfExpiringWithinMs !== undefined);
    if (renewing || (jobId && settings.pullRequest)) {
        const decision = await core/* group */.Os('Current deployment link', async () => {
            // For a renewal by job-id the record (the first file's) is only a hint: a config that
            // cannot be read is reported by the check below.
            if (!renewing) {
                current = await readDeployedLink(settings, log_text/* info */.pq).catch(() => undefined);
                if (current?.bundleUrl)
                    protectLink(settings, current.bundleUrl);
                return undefined;
            }
            const read = await readDeployedConfigs(settings, log_text/* info */.pq);
            for (const config of read) {
                if (config.link?.bundleUrl)
                    protectLink(settings, config.link.bundleUrl);
            }
            const decided = decideRenewals(read, renewalRequest(settings, Date.now()));
            current = decided.from.link;
            (0,log_text/* info */.pq)(decided.served);
            return decided;
        });
        if (decision?.skip) {
            summary.notes = [decision.skip];
            core/* notice */.lm(decision.skip, { title: decision.skipTitle ?? 'Link renewal not due' });
            core/* setOutput */.uH('pull-request-operation', 'skipped');
            return;
        }
        // Files a scheduled run must not write are left as they are; the others get the renewed link.
        if (decision?.writeTo && settings.pullRequest) {
            summary.notes = [
                `Left as it is by this scheduled renewal: ${decision.leftOut}. The renewed link goes to ${decision.writeTo.join(', ')} only.`
            ];
            settings = {
                ...settings,
                pullRequest: { ...settings.pullRequest, configPaths: decision.writeTo }
            };
        }
        if (!jobId && decision?.jobId) {
            jobId = decision.jobId;
            if (decision.guessed)
                guessedIn = decision.from.configPath;
            if (current?.readOn === 'base' && current.bundleUrl !== undefined) {
                renews = { renews: current.bundleUrl, renewsIn: decision.from.configPath };
            }
            summary.mode = 'renew';
        }
    }
    // The deployment configs are read and the edit rehearsed before anything is exported: a
    // missing, invalid or hostile config fails the run while nothing has been changed anywhere.
    if (settings.pullRequest) {
        await core/* group */.Os('Deployment config', () => checkConfigs(settings, settings.pullRequest));
    }
    // Import inside the air gap: a carried-in archive and an internal link; no platform at all.
    if (settings.carried) {
        const carried = settings.carried;
        const archive = await core/* group */.Os('Carried archive', () => importCarried(settings, carried));
        summary.mode = 'import';
        summary.pageCount = archive.report.pages;
        summary.link = { where: (0,links/* describeLink */.Ex)(carried.bundleUrl) };
        summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report };
        const job = { pageCount: archive.report.pages };
        // Recorded as imported: a scheduled renewal leaves the link the operator chose (renewal.ts).
        const link = { url: carried.bundleUrl, importedAt: new Date().toISOString() };
        await deliver(settings, summary, archive, link, job, wantsArtifact);
        return;
    }
    const client = new StaticExportClient({
        baseUrl: settings.apiUrl,
        apiKey: settings.adminKey,
        // The bundle call packages the export before it answers: as long as the export may take.
        bundleTimeoutMs: settings.waitTimeoutMs,
        debug: message => core/* debug */.Yz(message)
    });
    // Export: a new job, or an existing one whose link is renewed.
    const job = await core/* group */.Os(jobId ? 'Export job (existing)' : 'Export', async () => jobId
        ? reuseJob(client, settings, jobId).catch((err) => {
            throw guessedIn === undefined ? err : explainGuessedJob(err, jobId, guessedIn);
        })
        : exportSite(client, settings));
    summary.jobId = job.jobId;
    summary.status = job.status;
    summary.pageCount = job.pageCount;
    summary.exportDurationMs = exportDuration(job);
    // Link.
    const bundle = await core/* group */.Os('Bundle link', () => generateLink(client, settings, job.jobId));
    // expiresAt is known now: a link the config may not take stops the run before the download.
    checkLinkLifetime(settings, bundle.expiresAt);
    summary.link = {
        where: (0,links/* describeLink */.Ex)(bundle.bundleUrl),
        expiresAt: bundle.expiresAt,
        sizeBytes: bundle.sizeBytes
    };
    // Archive: downloaded and verified, unless a renewal proves the new link serves the archive
    // an earlier run verified (see archive/same-object.ts); no link to a bad archive is delivered.
    const archive = await core/* group */.Os('Download and verify', () => obtainArchive(client, settings, bundle, {
        renewing: Boolean(jobId),
        record: current?.record,
        wantsArtifact
    }));
    // The link delivered is the one the bytes came from: renewed if the first one was refused.
    const link = {
        url: archive.link.url,
        expiresAt: archive.link.expiresAt ?? bundle.expiresAt,
        ...renews
    };
    if (archive.report) {
        summary.archive = { sha256: archive.sha256, bytes: archive.bytes, report: archive.report };
        // A platform that gave no page count (the spec shows one only while a job runs): the
        // verified archive's pages are the export's.
        if (job.pageCount === undefined) {
            job.pageCount = archive.report.pages;
            summary.pageCount = job.pageCount;
            core/* setOutput */.uH('page-count', String(job.pageCount));
        }
    }
    else {
        summary.notes = [...(summary.notes ?? []), provenNote(archive)];
    }
    summary.link.expiresAt = link.expiresAt;
    await deliver(jobId ? renewalSettings(settings, jobId) : settings, summary, archive, link, job, wantsArtifact);
}
/**
 * The settings a renewal delivers with. The version input names what an export exports; a
 * renewed job keeps the version it was exported as, which the platform's job does not say, so
 * writing the input beside its link could label the bundle wrongly (one `with:` block shared by
 * the export and the renewal steps, its version bumped before the next export): the config's
 * version stays as it is, and the run says so.
 */
function renewalSettings(settings, jobId) {
    if (settings.version === undefined)
        return settings;
    core/* warning */.$e(`version ${(0,log_text/* oneLine */.TN)(settings.version)} is not written beside the renewed link: job ${(0,log_text/* oneLine */.TN)(jobId)} keeps ` +
        "the version it was exported as, and the config's version stays as it is. Leave version out of " +
        'renewal runs, or run without job-id and renew-only to export that version.', { title: 'version not used by a renewal' });
    return { ...settings, version: undefined };
}
function describeFailure(err) {
    if (err instanceof verify/* ArchiveError */.di) {
        // Its message quotes entry names, which are the archive's text: one line, whatever they hold.
        return (`The bundle failed verification: ${(0,log_text/* oneLine */.TN)(err.message, 2000)}. It was not uploaded, delivered or ` +
            'reported as good. Run again; if it persists, report the job id to the platform.');
    }
    if (err instanceof Error) {
        // Wire detail for whoever turns on step debug logging; the message is what users read.
        if (err.stack)
            core/* debug */.Yz(err.stack);
        return err.message;
    }
    return String(err);
}
async function writeSummary(summary) {
    await writeStepSummary(renderSummary(summary));
}

;// CONCATENATED MODULE: ./src/proxy-env.ts
// The runner's proxy variables read as curl reads them. A proxy written without a scheme
// (`HTTPS_PROXY=proxy.corp:3128`, as many runner set-ups write it) is an http:// proxy to curl,
// but `new URL('proxy.corp:3128')` parses it as the scheme `proxy.corp:` with no host, and
// @actions/http-client then builds no tunnel: every request went direct (and failed where only
// the proxy reaches out), while the code that asks whether a proxy is used was told yes. So
// before any client is made, a value with no `scheme://` gets `http://`, once, for every client
// of the process (http-client, Octokit's fetch, the artifact libraries).
/** The variables the clients read a proxy from (both spellings). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/** `value` with `http://` put before it when it names no scheme; as it is otherwise. */
function proxyWithScheme(value) {
    const trimmed = value.trim();
    if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed))
        return value;
    return `http://${trimmed}`;
}
/** Rewrites the proxy variables of `env` that name no scheme; returns the names rewritten. */
function normalizeProxyVariables(env = process.env) {
    const rewritten = [];
    for (const name of PROXY_VARIABLES) {
        const value = env[name];
        if (value === undefined)
            continue;
        const fixed = proxyWithScheme(value);
        if (fixed !== value) {
            env[name] = fixed;
            rewritten.push(name);
        }
    }
    return rewritten;
}

;// CONCATENATED MODULE: ./src/action.ts
// The action itself, loaded by the entry point (index.ts, dist/index.js) once it has decided
// about the restart under the memory settings (memory-restart.ts).
// First, so the heap is sized before the rest of the action loads (see heap-sizing.ts).






/** How long a finished step waits at most for the runner to read the rest of its log. */
const EXIT_WAIT_MS = 10_000;
(0,cancellation/* handleCancellation */.qO)();
core/* debug */.Yz(memoryNote());
for (const name of normalizeProxyVariables()) {
    // The value may carry a user and password: only the variable is named.
    core/* debug */.Yz(`${name} names no scheme: read as an http:// proxy, as curl reads it`);
}
run().then(
// Once run() has settled, the step is over: a socket or timer something left behind must not
// keep a finished (or failed) step alive. The exit code is run()'s (1 after setFailed).
() => exitOnceWritten(), (err) => {
    // run() reports expected failures itself; this is the net for anything it did not foresee.
    core/* setFailed */.C1(`Unexpected failure: ${err instanceof Error ? err.message : String(err)}`);
    exitOnceWritten(1);
});
/**
 * Ends the process once stdout has taken the log. To the runner's pipe Node writes
 * asynchronously (on POSIX): whatever the pipe had not taken yet when process.exit() ran was
 * lost, the failure's ::error:: line last, when a busy runner read the log late. An empty write
 * calls back once every write before it is out; a reader that never reads does not hold the
 * step for longer than EXIT_WAIT_MS.
 */
function exitOnceWritten(code) {
    if (code !== undefined)
        process.exitCode = code;
    setTimeout(() => process.exit(), EXIT_WAIT_MS);
    process.stdout.write('', () => process.exit());
}


//# sourceMappingURL=action.js.map
