import { SettingsError, parseList, readSettings } from '../src/settings.js'
import { checkBranchName, checkConfigFile } from '../src/pull-request-settings.js'

const BASE: Record<string, string> = {
  domain: 'docs.acme.test',
  'admin-key': 'svc_local_admin_key',
  'api-url': 'http://127.0.0.1:4010'
}

const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''

const env = { GITHUB_REPOSITORY: 'acme/deploy', RUNNER_TEMP: '/tmp/runner' }

function problemsFor(inputs: Record<string, string>): { input: string; problem: string }[] {
  try {
    readSettings(reader({ ...BASE, ...inputs }), env)
  } catch (err) {
    expect(err).toBeInstanceOf(SettingsError)
    return (err as SettingsError).problems
  }
  throw new Error('expected the settings to be refused')
}

describe('readSettings', () => {
  it.each(['docs+export', 'release#1', 'static-export/dóçs'])(
    'takes the branch %j, which git (and so the pull-request delivery) accepts',
    branch => {
      const s = readSettings(
        reader({
          ...BASE,
          delivery: 'pull-request',
          'config-path': 'v.yaml',
          'github-token': 't',
          branch
        }),
        env
      )
      expect(s.pullRequest?.branch).toBe(branch)
    }
  )

  // GitHub lets a private or internal repository (and GitHub Enterprise Server) keep artifacts
  // up to 400 days; only public repositories stop at 90. The artifact client keeps a longer ask
  // within the repository's own setting (GITHUB_RETENTION_DAYS), with a warning.
  it.each(['1', '90', '180', '400'])('takes retention-days %s (GitHub allows up to 400)', days => {
    const s = readSettings(reader({ ...BASE, 'retention-days': days }), env)
    expect(s.retentionDays).toBe(Number(days))
  })

  it('reports a bad domain alone, not also the branch derived from it', () => {
    const problems = problemsFor({
      domain: 'https://docs.acme.test/x y',
      delivery: 'pull-request',
      'config-path': 'v.yaml',
      'github-token': 't'
    })
    expect(problems.map(p => p.input)).toEqual(['domain'])
  })

  it.each([
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://gw.example.com/docs-api/', 'https://gw.example.com/docs-api'],
    ['https://gw.example.com/v1-gateway/v1beta', 'https://gw.example.com/v1-gateway/v1beta']
  ])("takes the api-url %j (a path before the API is a reverse proxy's) as %j", (url, base) => {
    expect(readSettings(reader({ ...BASE, 'api-url': url }), env).apiUrl).toBe(base)
  })

  it.each(['se_3f9a2c1b8e7d4a06', '4786243c-9d1e-4f6a-8b2c-0e5f1a2b3c4d', '1234567', 'job/7 ä'])(
    'takes the job id %j as is (the platform promises only a string)',
    jobId => {
      expect(readSettings(reader({ ...BASE, 'job-id': jobId }), env).jobId).toBe(jobId)
    }
  )

  it('applies the documented defaults', () => {
    const s = readSettings(reader(BASE), env)
    expect(s).toMatchObject({
      domain: 'docs.acme.test',
      delivery: 'artifact',
      waitTimeoutMs: 30 * 60_000,
      minLinkLifetimeMs: 3_600_000,
      artifactName: 'static-export-docs.acme.test',
      maskBundleUrl: true,
      dryRun: false,
      renewOnly: false,
      tempDir: '/tmp/runner'
    })
    expect(s.paths).toBeUndefined()
    expect(s.pullRequest).toBeUndefined()
  })

  it.each([
    [{ GITHUB_EVENT_NAME: 'pull_request' }, /pull request from a fork/],
    [{ GITHUB_EVENT_NAME: 'push', GITHUB_ACTOR: 'dependabot[bot]' }, /Dependabot/]
  ])(
    'an empty admin-key in a run that gets no secrets (%j) says why it may be empty',
    (more, why) => {
      let error: unknown
      try {
        readSettings(reader({ ...BASE, 'admin-key': '' }), { ...env, ...more })
      } catch (err) {
        error = err
      }
      expect((error as SettingsError).problems).toEqual([
        { input: 'admin-key', problem: expect.stringMatching(why) }
      ])
    }
  )

  it('an empty admin-key in a run that gets secrets says only that it is required', () => {
    expect(
      problemsFor({ 'admin-key': '' })
        .map(p => p.problem)
        .join('\n')
    ).not.toMatch(/fork|Dependabot/)
  })

  it.each(['0', '0s', '0m'])(
    'takes min-link-lifetime %j as no minimum (links that live minutes, fetched at once)',
    value => {
      const s = readSettings(reader({ ...BASE, 'min-link-lifetime': value }), env)
      expect(s.minLinkLifetimeMs).toBe(0)
    }
  )

  it('says a zero wait-timeout is too short, not that it is no duration', () => {
    expect(problemsFor({ 'wait-timeout': '0s' })).toEqual([
      { input: 'wait-timeout', problem: expect.stringMatching(/"0s" is no time at all/) }
    ])
  })

  it('reads lists, durations and pull-request inputs', () => {
    const s = readSettings(
      reader({
        ...BASE,
        paths: '/quickstart, /guides/install\n/api',
        'wait-timeout': '90s',
        delivery: 'both',
        'config-path': 'deploy/staging.yaml\ndeploy/prod.json',
        reviewers: 'octocat, acme/docs-team',
        'auto-merge': 'squash',
        draft: 'true',
        'github-token': 'ghs_token'
      }),
      env
    )
    expect(s.paths).toEqual(['/quickstart', '/guides/install', '/api'])
    expect(s.waitTimeoutMs).toBe(90_000)
    expect(s.pullRequest).toMatchObject({
      owner: 'acme',
      repo: 'deploy',
      branch: 'static-export/docs.acme.test',
      configPaths: ['deploy/staging.yaml', 'deploy/prod.json'],
      configKey: 'staticExport',
      reviewers: ['octocat', 'acme/docs-team'],
      autoMerge: 'squash',
      draft: true
    })
  })

  it.each([
    [{ domain: '' }, 'domain', /required/],
    [{ domain: 'https://docs.acme.com/' }, 'domain', /use "docs\.acme\.com"/],
    [{ 'admin-key': '' }, 'admin-key', /required/],
    [{ 'admin-key': 'svc_dsc_public' }, 'admin-key', /assistant key/],
    [{ 'admin-key': 'sk_live_123' }, 'admin-key', /svc_/],
    [{ 'api-url': 'http://api.example.com' }, 'api-url', /https/],
    [{ 'api-url': 'not a url' }, 'api-url', /absolute URL/],
    [
      { 'api-url': 'https://api.example.com/v1' },
      'api-url',
      /without \/v1: the client adds \/v1\/static-export\/jobs itself \(use https:\/\/api\.example\.com\)/
    ],
    [
      { 'api-url': 'https://gw.example.com/docs-api/v1/static-export/jobs/' },
      'api-url',
      /use https:\/\/gw\.example\.com\/docs-api\)/
    ],
    [{ delivery: 'email' }, 'delivery', /artifact, none, pull-request, both/],
    [{ 'wait-timeout': '30' }, 'wait-timeout', /90s, 20m, 1h/],
    [{ 'wait-timeout': 'forever' }, 'wait-timeout', /duration/],
    [{ 'wait-timeout': '6d' }, 'wait-timeout', /longer than a job may run.*at most 5d/],
    [{ 'download-timeout': '25d' }, 'download-timeout', /longer than a job may run.*at most 5d/],
    // upload-artifact reads 0 as the repository's setting; here that is an empty value.
    [
      { 'retention-days': '0' },
      'retention-days',
      /1 to 400.*leave it empty for the repository's setting/
    ],
    [{ 'retention-days': '401' }, 'retention-days', /1 to 400/],
    [{ 'retention-days': '3.5' }, 'retention-days', /whole number/],
    // Number() reads these; no one means them as days (a typo of 12 as 1e2 is 100).
    [{ 'retention-days': '0x10' }, 'retention-days', /"0x10" is not a whole number/],
    [{ 'retention-days': '1e2' }, 'retention-days', /whole number/],
    [{ 'retention-days': '14.0' }, 'retention-days', /whole number/],
    // As CODEOWNERS and @-mentions write them: the refusal says what to give instead.
    [
      { delivery: 'pull-request', 'config-path': 'v.yaml', reviewers: '@octocat, @acme/docs-team' },
      'reviewers',
      /"@octocat" is not a user login or org\/team: drop the @ \(octocat\)/
    ],
    [{ 'mask-bundle-url': 'maybe' }, 'mask-bundle-url', /true or false/],
    [{ 'artifact-name': 'a/b' }, 'artifact-name', /character/],
    [{ 'job-id': 'se\u00071' }, 'job-id', /job id: it contains a control character/],
    [{ 'job-id': 'x'.repeat(300) }, 'job-id', /job id: it is longer than/],
    // A dot segment, however percent-encoded, is taken out of the URL's path by its parser.
    [{ 'job-id': '..' }, 'job-id', /job id: it is "\.\.", which a URL cannot carry/],
    [{ 'job-id': '.' }, 'job-id', /job id: it is "\.", which a URL cannot carry/],
    [{ version: '../v1' }, 'version', /version/],
    [{ paths: 'https://docs.acme.com/page' }, 'paths', /page path/],
    [{ delivery: 'pull-request', 'github-token': 't' }, 'config-path', /required/],
    [
      { delivery: 'pull-request', 'github-token': 't', 'config-path': '../x.yaml' },
      'config-path',
      /leaves/
    ],
    [
      { delivery: 'pull-request', 'github-token': 't', 'config-path': '/etc/x.yaml' },
      'config-path',
      /absolute/
    ],
    [
      { delivery: 'pull-request', 'github-token': 't', 'config-path': 'values.txt' },
      'config-path',
      /YAML/
    ],
    [{ delivery: 'pull-request', 'config-path': 'v.yaml' }, 'github-token', /required/],
    [
      { delivery: 'both', 'github-token': 't', 'config-path': 'v.yaml', repository: 'nope' },
      'repository',
      /owner\/name/
    ],
    [
      { delivery: 'both', 'github-token': 't', 'config-path': 'v.yaml', branch: 'a..b' },
      'branch',
      /branch name/
    ],
    [
      {
        delivery: 'both',
        'github-token': 't',
        'config-path': 'v.yaml',
        'github-api-url': 'http://ghe.example.com/api/v3'
      },
      'github-api-url',
      /https/
    ],
    [
      { delivery: 'both', 'github-token': 't', 'config-path': 'v.yaml', 'auto-merge': 'yes' },
      'auto-merge',
      /merge, squash, rebase/
    ],
    [
      { delivery: 'both', 'github-token': 't', 'config-path': 'v.yaml', 'config-key': 'a..b' },
      'config-key',
      /dotted/
    ],
    // What a valid path is, and the fix for the spellings of yq/jq and of a list index.
    [
      { delivery: 'both', 'github-token': 't', 'config-path': 'v.yaml', 'config-key': '1docs' },
      'config-key',
      /each starting with a letter, _ or \$ and holding only letters, digits, _, \$ and -/
    ],
    [
      {
        delivery: 'both',
        'github-token': 't',
        'config-path': 'v.yaml',
        'config-key': '.spec.values.staticExport'
      },
      'config-key',
      /drop the leading dot \(yq and jq write one, this input does not\): spec\.values\.staticExport$/
    ],
    [
      {
        delivery: 'both',
        'github-token': 't',
        'config-path': 'v.yaml',
        'config-key': 'spec.sources[0].helm.valuesObject.staticExport'
      },
      'config-key',
      /the path runs through mappings only, never a list item/
    ],
    [{ 'renew-only': 'true' }, 'renew-only', /pull-request/],
    [{ 'renew-if-expiring-within': '72h' }, 'renew-if-expiring-within', /pull-request/]
  ])('refuses %j, naming %s', (inputs, name, pattern) => {
    const problems = problemsFor(inputs)
    const mine = problems.find(p => p.input === name)
    expect(mine).toBeDefined()
    expect(mine!.problem).toMatch(pattern)
  })

  it.each(["docs's export", 'docs export (v2)', 'dóçs_ünïcode.tar.gz'])(
    'takes the artifact name %j, which @actions/artifact accepts',
    name => {
      expect(readSettings(reader({ ...BASE, 'artifact-name': name }), env).artifactName).toBe(name)
    }
  )

  it.each(['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'])(
    "refuses an artifact name with %j, one of @actions/artifact's invalid characters",
    ch => {
      const problems = problemsFor({ 'artifact-name': `docs${ch}x` })
      expect(problems.map(p => p.input)).toEqual(['artifact-name'])
      // The message lists what is refused, so the user need not guess.
      expect(problems[0]!.problem).toContain(
        'the ones refused are: double quote ", colon :, less than <, greater than >, vertical bar |, ' +
          'asterisk *, question mark ?, carriage return \\r, line feed \\n, backslash \\, forward slash /'
      )
    }
  )

  it.each([
    ['a'.repeat(250), 250],
    ['文'.repeat(90), 270],
    ['a'.repeat(249), 249],
    [`${'a'.repeat(249)}.tar.gz`, 256]
  ])('refuses an artifact name too long for its file, %#, before any request', (name, bytes) => {
    const problems = problemsFor({ 'artifact-name': name })
    expect(problems.map(p => p.input)).toEqual(['artifact-name'])
    expect(problems[0]!.problem).toContain(`is too long: ${bytes} bytes in UTF-8`)
    expect(problems[0]!.problem).toMatch(/give a name of at most (248|255) bytes/)
  })

  it.each(['a'.repeat(248), '文'.repeat(82), `${'a'.repeat(248)}.tar.gz`])(
    'takes an artifact name whose file name fits in 255 bytes, %#',
    name => {
      expect(readSettings(reader({ ...BASE, 'artifact-name': name }), env).artifactName).toBe(name)
    }
  )

  it('refuses a default artifact name too long for its file only when an artifact is wanted', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`
    const problems = problemsFor({ domain })
    expect(problems.map(p => p.input)).toEqual(['artifact-name'])
    expect(problems[0]!.problem).toMatch(/^the default, static-export-<domain>, .* is too long/)
    expect(readSettings(reader({ ...BASE, domain, delivery: 'none' }), env).domain).toBe(domain)
  })

  it.each(['none', 'artifact', 'Artifact', ''])(
    'refuses config-path with delivery %j, which opens no pull request',
    delivery => {
      const problems = problemsFor({ delivery, 'config-path': 'deploy/values.yaml' })
      expect(problems.map(p => p.input)).toEqual(['config-path'])
      expect(problems[0]!.problem).toMatch(
        /delivery is (none|artifact): set delivery to pull-request or both, or remove config-path$/
      )
    }
  )

  it('warns of the pull-request inputs a run without a pull request does not use', () => {
    const s = readSettings(
      reader({
        ...BASE,
        delivery: 'none',
        labels: 'docs',
        draft: 'true',
        reviewers: 'octocat',
        'config-key': 'platform.docs',
        // Defaults as action.yml passes them: not given, not named.
        'github-token': 'ghs_x',
        'auto-merge': ''
      }),
      env
    )
    expect(s.warnings).toEqual([
      'config-key, labels, reviewers, draft are inputs of pull-request delivery, and delivery is none: ' +
        'they are not used. Set delivery to pull-request or both (with config-path), or remove them.'
    ])
  })

  it("names no unused input when every pull-request input has action.yml's default", () => {
    const defaults = {
      'config-key': 'staticExport',
      draft: 'false',
      'github-token': 'ghs_x',
      'github-api-url': 'https://api.github.com'
    }
    expect(readSettings(reader({ ...BASE, ...defaults }), env).warnings).toEqual([])
    const pr = { delivery: 'both', 'config-path': 'v.yaml', labels: 'docs', ...defaults }
    expect(readSettings(reader({ ...BASE, ...pr }), env).warnings).toEqual([])
  })

  it('reports every bad input at once and never echoes the key', () => {
    const err = (() => {
      try {
        readSettings(
          reader({ domain: 'https://x.y/', 'admin-key': 'svc_dsc_secret_value', 'api-url': '' }),
          env
        )
      } catch (e) {
        return e as SettingsError
      }
      throw new Error('expected failure')
    })()
    expect(err.problems.map(p => p.input)).toEqual(['domain', 'admin-key', 'api-url'])
    expect(err.message).toContain('3 inputs are not valid')
    expect(err.message).not.toContain('svc_dsc_secret_value')
  })
})

describe('input helpers', () => {
  it('splits lists on newlines and commas', () => {
    expect(parseList(' a, b\n\nc ,')).toEqual(['a', 'b', 'c'])
  })
  it('reads a JSON array and a YAML list in a block scalar as the same list', () => {
    expect(parseList('["/a", "/b"]')).toEqual(['/a', '/b'])
    expect(parseList('- /a\n- /b\n')).toEqual(['/a', '/b'])
    // Anything else stays a line or comma list: a bracket or dash inside an item is kept.
    expect(parseList('[bot], docs')).toEqual(['[bot]', 'docs'])
    expect(parseList('- a\nb')).toEqual(['- a', 'b'])
    expect(parseList('auto-merge')).toEqual(['auto-merge'])
  })
  it('takes paths, labels and config files written as a JSON array or a YAML list', () => {
    const s = readSettings(
      reader({
        ...BASE,
        delivery: 'pull-request',
        'github-token': 'ghs_x',
        paths: '["/quickstart", "/guides/install"]',
        'config-path': '- deploy/values.yaml\n- deploy/staging.yaml\n',
        labels: '- docs\n- automated\n'
      }),
      env
    )
    expect(s.paths).toEqual(['/quickstart', '/guides/install'])
    expect(s.pullRequest?.configPaths).toEqual(['deploy/values.yaml', 'deploy/staging.yaml'])
    expect(s.pullRequest?.labels).toEqual(['docs', 'automated'])
  })
  it('accepts repository-relative config paths', () => {
    expect(checkConfigFile('deploy/values.yaml')).toEqual({ path: 'deploy/values.yaml' })
    expect(checkConfigFile('./config.json')).toEqual({ path: 'config.json' })
    expect(checkConfigFile('deploy/')).toEqual({ problem: expect.stringMatching(/neither YAML/) })
    expect(checkConfigFile('a\0.yaml')).toEqual({ problem: expect.stringMatching(/NUL/) })
  })
  it('checks branch names', () => {
    expect(checkBranchName('static-export/docs.acme.test')).toBeUndefined()
    expect(checkBranchName('bad name')).toBeDefined()
    expect(checkBranchName('x.lock')).toBeDefined()
  })
})
