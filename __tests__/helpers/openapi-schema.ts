// A validator for the OpenAPI 3.0 schema objects of GitHub's REST description: the keywords that
// description uses (type, nullable, enum, properties, required, additionalProperties, items,
// oneOf, anyOf, allOf, string and number bounds, pattern). `$ref`s are resolved lazily, when a
// value reaches them, so a test validates only the parts of the description it touches.

export type Schema = Record<string, unknown>

export interface SchemaProblem {
  /** Where in the value, e.g. `body.head.repo.owner`. */
  at: string
  problem: string
}

export type RefResolver = (ref: string) => Schema

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  uri: /^[a-z][a-z0-9+.-]*:/i
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

export class SchemaValidator {
  constructor(private readonly resolve: RefResolver) {}

  /** Every problem of `value` against `schema`; an empty list when the value is allowed. */
  validate(value: unknown, schema: Schema, at: string): SchemaProblem[] {
    const problems: SchemaProblem[] = []
    this.check(value, schema, at, problems)
    return problems
  }

  private deref(schema: Schema): Schema {
    let s = schema
    for (let hops = 0; typeof s.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref loop at ${String(schema.$ref)}`)
      s = this.resolve(s.$ref as string)
    }
    return s
  }

  private check(value: unknown, raw: Schema, at: string, problems: SchemaProblem[]): void {
    const schema = this.deref(raw)
    if (value === null) {
      // OpenAPI 3.0: null only where the schema says nullable (or has no type at all).
      const types = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type)
      if (schema.nullable === true || types.includes('null')) return
      if (schema.enum && (schema.enum as unknown[]).includes(null)) return
      const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined
      if (alternatives?.some(a => this.validate(null, a, at).length === 0)) return
      if (schema.type !== undefined || schema.properties || schema.allOf) {
        problems.push({ at, problem: 'is null, which the schema does not allow (not nullable)' })
        return
      }
    }
    if (schema.allOf) {
      for (const part of schema.allOf as Schema[]) this.check(value, part, at, problems)
    }
    if (schema.anyOf) {
      const options = schema.anyOf as Schema[]
      const results = options.map(o => this.validate(value, o, at))
      if (!results.some(r => r.length === 0)) {
        problems.push({ at, problem: `matches none of anyOf: ${summarise(results)}` })
      }
    }
    if (schema.oneOf) {
      const options = schema.oneOf as Schema[]
      const results = options.map(o => this.validate(value, o, at))
      const passing = results.filter(r => r.length === 0).length
      if (passing === 0) {
        problems.push({ at, problem: `matches none of oneOf: ${summarise(results)}` })
      } else if (passing > 1) {
        problems.push({ at, problem: `matches ${passing} of oneOf, where exactly one must match` })
      }
    }
    if (schema.enum && !(schema.enum as unknown[]).includes(value)) {
      problems.push({
        at,
        problem: `is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`
      })
    }
    if (schema.type === undefined) {
      if (schema.properties && typeOf(value) === 'object')
        this.object(value as Record<string, unknown>, schema, at, problems)
      return
    }
    const allowed = ([] as string[]).concat(schema.type as string | string[])
    const actual = typeOf(value)
    const ok = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'))
    if (!ok) {
      problems.push({ at, problem: `is ${actual}, the schema wants ${allowed.join(' or ')}` })
      return
    }
    if (actual === 'object') this.object(value as Record<string, unknown>, schema, at, problems)
    else if (actual === 'array') this.array(value as unknown[], schema, at, problems)
    else if (actual === 'string') this.string(value as string, schema, at, problems)
    else if (actual === 'integer' || actual === 'number') {
      const n = value as number
      if (typeof schema.minimum === 'number' && n < schema.minimum)
        problems.push({ at, problem: `is below the minimum ${schema.minimum}` })
      if (typeof schema.maximum === 'number' && n > schema.maximum)
        problems.push({ at, problem: `is above the maximum ${schema.maximum}` })
    }
  }

  private object(
    value: Record<string, unknown>,
    schema: Schema,
    at: string,
    problems: SchemaProblem[]
  ): void {
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in value)) problems.push({ at, problem: `lacks the required property "${name}"` })
    }
    for (const [name, item] of Object.entries(value)) {
      const where = `${at}.${name}`
      if (properties[name]) {
        this.check(item, properties[name], where, problems)
      } else if (schema.additionalProperties === false) {
        problems.push({ at: where, problem: 'is not a property the schema allows' })
      } else if (typeof schema.additionalProperties === 'object') {
        this.check(item, schema.additionalProperties as Schema, where, problems)
      }
    }
  }

  private array(value: unknown[], schema: Schema, at: string, problems: SchemaProblem[]): void {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      problems.push({ at, problem: `has fewer than ${schema.minItems} items` })
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      problems.push({ at, problem: `has more than ${schema.maxItems} items` })
    if (schema.items) {
      value.forEach((item, i) => this.check(item, schema.items as Schema, `${at}[${i}]`, problems))
    }
  }

  private string(value: string, schema: Schema, at: string, problems: SchemaProblem[]): void {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      problems.push({ at, problem: `is shorter than ${schema.minLength}` })
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      problems.push({ at, problem: `is longer than ${schema.maxLength}` })
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      problems.push({ at, problem: `does not match ${schema.pattern}` })
    const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined
    if (format && !format.test(value))
      problems.push({ at, problem: `${JSON.stringify(value)} is not a ${schema.format}` })
  }
}

function summarise(results: SchemaProblem[][]): string {
  return results.map((r, i) => `#${i}: ${r[0] ? `${r[0].at} ${r[0].problem}` : 'ok'}`).join('; ')
}
