// `npm run ask -- "How do I get started?"`: starts the platform emulator (with the example site
// and its assistant), asks the question through the v1 client, prints the answer as it streams,
// then its sources. `--url` asks a running emulator or platform instead.
import { parseArgs } from 'node:util'
import { AssistantClient, questionRequest } from '../src/platform/assistant.js'
import { assistantDomainOf, defaultConfig } from '../emulator/platform/config.js'
import { startPlatformEmulator } from '../emulator/platform/server.js'
import { assistantRoutes } from '../emulator/assistant/platform-routes.js'

const USAGE = `Usage: npm run ask -- "question" [options]
  --domain D      site domain identifier (default: the emulator's first enterprise domain)
  --key K         assistant key svc_dsc_… (default: the emulator's; or env ASSISTANT_KEY)
  --url URL       discovery URL of a running emulator or platform (default: start one)
  --version V     filter.version        --language L   filter.language
  --path P        currentPath (the page being viewed)
  --size N        retrievalPageSize (default 5)`

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      key: { type: 'string' },
      url: { type: 'string' },
      version: { type: 'string' },
      language: { type: 'string' },
      path: { type: 'string' },
      size: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  const question = positionals.join(' ').trim()
  if (values.help || !question) {
    console.log(USAGE)
    process.exitCode = values.help ? 0 : 2
    return
  }
  const org = defaultConfig().orgs.find(o => o.assistantKey) ?? defaultConfig().orgs[0]
  const first = Object.keys(org?.domains ?? {})[0]
  // The assistant names a site by its subdomain identifier, not its export domain.
  const domain = values.domain ?? (org && first ? assistantDomainOf(org, first) : '')
  const key = values.key ?? process.env.ASSISTANT_KEY ?? org?.assistantKey ?? ''
  const emulator = values.url
    ? undefined
    : await startPlatformEmulator({ registerRoutes: [assistantRoutes()] })
  try {
    const discoveryUrl = values.url ?? emulator?.url ?? ''
    const client = new AssistantClient({
      discoveryUrl,
      domain,
      assistantKey: key,
      notice: message => console.error(`note: ${message}\n`)
    })
    console.error(`Asking the assistant of ${domain} at ${discoveryUrl}\n`)
    const filter =
      values.version || values.language
        ? {
            ...(values.version ? { version: values.version } : {}),
            ...(values.language ? { language: values.language } : {})
          }
        : null
    const { parts, reply } = await client.stream(
      questionRequest(question, {
        filter,
        currentPath: values.path,
        retrievalPageSize: values.size ? Number(values.size) : undefined
      })
    )
    for await (const part of parts) {
      if (part.type === 'text') process.stdout.write(part.value)
    }
    if (!reply.text.endsWith('\n')) process.stdout.write('\n')
    console.log('\nSources:')
    if (reply.sources.length === 0) console.log('  (none)')
    for (const source of reply.sources)
      console.log(`  ${source.path ?? source.url}  ${source.title ?? ''}`)
    const ttft =
      reply.timeToFirstTokenMs === undefined ? '–' : `${Math.round(reply.timeToFirstTokenMs)} ms`
    console.log(
      `\nfinish: ${reply.finishReason ?? 'none'} · thread: ${reply.threadId ?? 'none'} · first token after ${ttft}`
    )
  } finally {
    await emulator?.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err))
  process.exitCode = 1
})
