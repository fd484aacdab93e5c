// The contract between the action, the GitHub stand-in and GitHub itself: every exchange the
// stand-in recorded is held against GitHub's published REST description (@octokit/openapi) and,
// for GraphQL, its schema (@octokit/graphql-schema). A request must name an operation GitHub
// has, with declared parameters of the right types and a body the operation accepts; an answer
// must be a status the operation describes, with a body its schema allows (nullable included).
//
// The description is read once per test file and compiled lazily: path templates become
// regular expressions on first use, `$ref`s are followed only where a value reaches them, and
// the GraphQL schema is built only when a GraphQL exchange is checked.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Exchange } from '../../emulator/github/index.js'
import { SchemaValidator, type Schema, type SchemaProblem } from './openapi-schema.js'

type Operation = {
  parameters?: Schema[]
  requestBody?: Schema
  responses: Record<string, Schema>
}

interface Route {
  template: string
  method: string
  pattern: RegExp
  names: string[]
  literal: number
  operation: Operation
}

/**
 * Answers GitHub gives on any operation without listing them on each: a token it does not know
 * (401), a secondary rate limit (403 or 429), and a redirect (301, 307) under a renamed or
 * transferred repository's old name ("any request may result in a redirection", GitHub's REST
 * docs on HTTP redirects; the description lists 301 on the repository GET only). They are held
 * to GitHub's `basic-error` shape.
 */
const ANY_OPERATION = new Set(['301', '307', '401', '403', '429'])

const BASIC_ERROR: Schema = { $ref: '#/components/schemas/basic-error' }

const require = createRequire(import.meta.url)

export class GitHubContract {
  private readonly description: {
    paths: Record<string, Record<string, Operation>>
    components: Record<string, Record<string, Schema>>
  }
  private routes?: Route[]
  private readonly validator: SchemaValidator
  private graphql?: Promise<(exchange: Exchange) => string[]>

  /** `description`: GitHub's (api.github.com) or a GitHub Enterprise Server's (ghes-3.17 …). */
  constructor(description: Description = 'api.github.com') {
    const file = require.resolve(`@octokit/openapi/generated/${description}.json`)
    this.description = JSON.parse(readFileSync(file, 'utf8'))
    this.validator = new SchemaValidator(ref => this.resolve(ref))
  }

  private resolve(ref: string): Schema {
    const m = /^#\/components\/([^/]+)\/(.+)$/.exec(ref)
    const found = m ? this.description.components[m[1]!]?.[m[2]!] : undefined
    if (!found) throw new Error(`unresolvable $ref ${ref}`)
    return found
  }

  private deref(schema: Schema): Schema {
    let s = schema
    while (typeof s.$ref === 'string') s = this.resolve(s.$ref)
    return s
  }

  /** Every problem with the exchanges; an empty list when they all keep to GitHub's contract. */
  async check(exchanges: Exchange[]): Promise<string[]> {
    const problems: string[] = []
    for (const exchange of exchanges) {
      const label = `${exchange.method} ${exchange.path} → ${exchange.status}`
      const found = exchange.graphql ? await this.checkGraphQL(exchange) : this.checkRest(exchange)
      for (const p of found) problems.push(`${label}: ${p}`)
    }
    return problems
  }

  /** The operations whose path template matches, most literal first. */
  private match(
    method: string,
    path: string
  ): { route: Route; params: Record<string, string> } | undefined {
    if (!this.routes) {
      this.routes = []
      for (const [template, methods] of Object.entries(this.description.paths)) {
        for (const [m, operation] of Object.entries(methods)) {
          if (!['get', 'put', 'post', 'patch', 'delete'].includes(m)) continue
          const names: string[] = []
          const multi = new Set(
            (operation.parameters ?? [])
              .map(p => this.deref(p))
              .filter(p => p['x-multi-segment'] === true)
              .map(p => p.name as string)
          )
          const source = template
            .split(/(\{[^}]+\})/)
            .map(part => {
              const m = /^\{([^}]+)\}$/.exec(part)
              if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
              names.push(m[1]!)
              return multi.has(m[1]!) ? '(.+)' : '([^/]+)'
            })
            .join('')
          this.routes.push({
            template,
            method: m.toUpperCase(),
            pattern: new RegExp(`^${source}$`),
            names,
            literal: template.replace(/\{[^}]+\}/g, '').length,
            operation
          })
        }
      }
      this.routes.sort((a, b) => b.literal - a.literal)
    }
    for (const route of this.routes) {
      if (route.method !== method) continue
      const m = route.pattern.exec(path)
      if (!m) continue
      const params: Record<string, string> = {}
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)))
      return { route, params }
    }
    return undefined
  }

  private checkRest(exchange: Exchange): string[] {
    const found = this.match(exchange.method, exchange.path)
    if (!found) return ["no operation of GitHub's REST API has this method and path"]
    const { route, params } = found
    const problems: SchemaProblem[] = []
    const declared = (route.operation.parameters ?? []).map(p => this.deref(p))
    // Parameters: path values of the right type; only declared query parameters, required ones present.
    for (const p of declared) {
      const name = p.name as string
      const value =
        p.in === 'path' ? params[name] : p.in === 'query' ? exchange.query[name] : undefined
      if (p.in !== 'path' && p.in !== 'query') continue
      if (value === undefined) {
        if (p.required === true) problems.push({ at: `${p.in} ${name}`, problem: 'is required' })
        continue
      }
      problems.push(
        ...this.validator.validate(
          coerce(value, this.deref(p.schema as Schema)),
          p.schema as Schema,
          `${p.in} ${name}`
        )
      )
    }
    for (const name of Object.keys(exchange.query)) {
      if (!declared.some(p => p.in === 'query' && p.name === name)) {
        problems.push({ at: `query ${name}`, problem: 'is not a parameter of this operation' })
      }
    }
    // The request body.
    const requestBody = route.operation.requestBody
      ? this.deref(route.operation.requestBody)
      : undefined
    const requestSchema = (requestBody?.content as Record<string, Schema> | undefined)?.[
      'application/json'
    ]?.schema as Schema | undefined
    const sent =
      exchange.requestBody !== undefined && !(isEmptyObject(exchange.requestBody) && !requestBody)
    if (sent && !requestSchema)
      problems.push({ at: 'request body', problem: 'is sent, but the operation takes none' })
    if (!sent && requestBody?.required === true)
      problems.push({ at: 'request body', problem: 'is required' })
    if (sent && requestSchema)
      problems.push(...this.validator.validate(exchange.requestBody, requestSchema, 'request body'))
    // The answer (an injected fault is the test's own, not the stand-in's).
    if (!exchange.injected) problems.push(...this.checkResponse(route, exchange))
    return [
      ...(problems.length > 0 ? [`(operation ${route.method} ${route.template})`] : []),
      ...problems.map(p => `${p.at} ${p.problem}`)
    ]
  }

  private checkResponse(route: Route, exchange: Exchange): SchemaProblem[] {
    const status = String(exchange.status)
    let response = route.operation.responses[status]
    if (!response && ANY_OPERATION.has(status))
      response = {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/basic-error' } } }
      }
    if (!response) {
      return [
        {
          at: 'status',
          problem: `${status} is not an answer GitHub describes for this operation (${Object.keys(route.operation.responses).join(', ')})`
        }
      ]
    }
    const content = this.deref(response).content as Record<string, Schema> | undefined
    const schema = content?.['application/json']?.schema as Schema | undefined
    if (!schema && exchange.status >= 400) {
      // An error GitHub describes without a body still comes with its usual error object.
      return this.validator.validate(exchange.responseBody, BASIC_ERROR, 'response body')
    }
    if (!schema) {
      return exchange.responseBody === undefined
        ? []
        : [{ at: 'response body', problem: 'is sent, but GitHub answers this status without one' }]
    }
    if (exchange.responseBody === undefined) return [{ at: 'response body', problem: 'is missing' }]
    return this.validator.validate(exchange.responseBody, schema, 'response body')
  }

  private async checkGraphQL(exchange: Exchange): Promise<string[]> {
    this.graphql ??= loadGraphQLChecker()
    return (await this.graphql)(exchange)
  }
}

/** A query or path value (always text on the wire) as the type its schema names. */
function coerce(value: string, schema: Schema): unknown {
  if (schema.type === 'integer' || schema.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  if (schema.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  return value
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0
}

/**
 * GraphQL against GitHub's schema: the query must validate, the variables must coerce to the
 * declared types, and the answer's `data` must be exactly what executing the query over that data
 * gives (every field selected, of its type, non-null where the schema says so, nothing more).
 */
async function loadGraphQLChecker(): Promise<(exchange: Exchange) => string[]> {
  const graphql = await import('graphql')
  const { schema } = await import('@octokit/graphql-schema')
  const built = graphql.buildClientSchema(schema.json as never)
  return exchange => {
    const body = (exchange.requestBody ?? {}) as {
      query?: unknown
      variables?: Record<string, unknown>
    }
    if (typeof body.query !== 'string') return ['the request has no query']
    let document
    try {
      document = graphql.parse(body.query)
    } catch (err) {
      return [`the query does not parse: ${(err as Error).message}`]
    }
    const invalid = graphql.validate(built, document)
    if (invalid.length > 0) return invalid.map(e => `query: ${e.message}`)
    const operation = document.definitions.find(d => d.kind === graphql.Kind.OPERATION_DEFINITION)
    if (!operation || operation.kind !== graphql.Kind.OPERATION_DEFINITION)
      return ['the query has no operation']
    const coerced = graphql.getVariableValues(
      built,
      operation.variableDefinitions ?? [],
      body.variables ?? {}
    )
    if (coerced.errors) return coerced.errors.map(e => `variables: ${e.message}`)
    const answer = exchange.responseBody as { data?: unknown; errors?: unknown } | undefined
    if (exchange.status !== 200 || typeof answer !== 'object' || answer === null)
      return [`GitHub answers GraphQL with 200 and a JSON object, not ${exchange.status}`]
    const problems: string[] = []
    if (answer.errors !== undefined) {
      const errors = answer.errors as Array<{ message?: unknown }>
      if (!Array.isArray(errors) || errors.some(e => typeof e?.message !== 'string'))
        problems.push('errors is not a list of { message }')
    }
    if (answer.data === null || answer.data === undefined) return problems
    const executed = graphql.executeSync({
      schema: built,
      document,
      rootValue: answer.data,
      variableValues: body.variables ?? {}
    })
    for (const e of executed.errors ?? [])
      problems.push(`data at ${e.path?.join('.') ?? '?'}: ${e.message}`)
    if (JSON.stringify(executed.data) !== JSON.stringify(answer.data)) {
      problems.push(
        `data holds more or other than the query selects: ${JSON.stringify(answer.data)} vs ${JSON.stringify(executed.data)}`
      )
    }
    return problems
  }
}

/**
 * The descriptions @octokit/openapi carries: github.com, and the oldest GitHub Enterprise Server
 * it describes, which a GHES run is held to (what the oldest has, the newer ones keep).
 */
export type Description = 'api.github.com' | 'ghes-3.17'

/** One contract per description and test file; every problem found, none when all keep to it. */
const shared = new Map<Description, GitHubContract>()
export async function contractProblems(
  exchanges: Exchange[],
  description: Description = 'api.github.com'
): Promise<string[]> {
  let contract = shared.get(description)
  if (!contract) shared.set(description, (contract = new GitHubContract(description)))
  return contract.check(exchanges.splice(0))
}
