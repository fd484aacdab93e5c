// The questions file of the assistant-check action: what to ask and what the answer must show.
//
//   questions:
//     - question: How do I install the CLI?
//       currentPath: /guides/install          # optional, ≤ 200 characters
//       filter: { version: "2.0", language: en }
//       context: [{ type: code, value: "npm i -g acme-cli", path: /guides/install }]
//       expect:
//         cites: [/guides/install]            # pages that must be among the sources
//         contains: ["npm install"]           # text that must appear (case-insensitive)
//         notContains: ["pip install"]        # text that must not appear (case-insensitive)
//         matches: "acme --version"           # a regular expression; /pattern/flags also works
import { isScalar, parseDocument, type Document } from 'yaml'
import type { AssistantFilter, ContextItem } from '../../src/platform/assistant-types.js'
import { questionRequest, validateAssistantRequest } from '../../src/platform/assistant.js'

export interface Expectations {
  cites: string[]
  contains: string[]
  notContains: string[]
  matches?: RegExp
}

export interface Question {
  /** Shown in the summary; defaults to the question text. */
  name: string
  question: string
  currentPath?: string
  filter?: AssistantFilter
  context?: ContextItem[]
  expect: Expectations
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

type YamlPath = readonly (string | number)[]

/**
 * A scalar as the file wrote it. YAML reads a plain `409`, `2.0`, `1.10` or `true` as a number or
 * a boolean (`2.0` would become "2", another docs version; `409` no text at all), while the
 * writer meant the text: the scalar's own source is taken. Undefined for what is not a scalar
 * with text (null, a list, a mapping).
 */
function writtenText(document: Document, path: YamlPath, value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value !== 'number' && typeof value !== 'boolean') return undefined
  const node = document.getIn(path, true)
  return isScalar(node) && typeof node.source === 'string' ? node.source : String(value)
}

/** One text or a list of texts, each as written; a problem for anything else. */
function textList(
  document: Document,
  path: YamlPath,
  value: unknown,
  field: string,
  problems: string[]
): string[] {
  if (value === undefined || value === null) return []
  const texts = Array.isArray(value)
    ? value.map((v, i) => writtenText(document, [...path, i], v))
    : [writtenText(document, path, value)]
  if (!texts.every(t => t !== undefined && t.length > 0)) {
    problems.push(`${field} must be a text or a list of non-empty texts`)
    return []
  }
  return texts as string[]
}

/** `abc` or `/abc/i`: the second form carries flags. */
export function parsePattern(text: string): RegExp {
  const literal = /^\/(.+)\/([dgimsuvy]*)$/s.exec(text)
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(text)
}

/** Parses and checks a questions file; every problem names its question and field. */
export function parseQuestions(yamlText: string, fileName = 'questions file'): Question[] {
  let doc: unknown
  const document = parseDocument(yamlText)
  try {
    if (document.errors[0]) throw document.errors[0]
    doc = document.toJS()
  } catch (err) {
    throw new Error(`${fileName} is not valid YAML: ${(err as Error).message}`)
  }
  const listPath: YamlPath = Array.isArray(doc) ? [] : ['questions']
  const list = Array.isArray(doc) ? doc : isObject(doc) ? doc.questions : undefined
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error(`${fileName} must hold a non-empty list under "questions:"`)
  }
  const problems: string[] = []
  const questions: Question[] = []
  list.forEach((item, i) => {
    const at = `questions[${i}]`
    const itemPath = [...listPath, i]
    const alone = writtenText(document, itemPath, item)
    if (alone !== undefined) item = { question: alone }
    if (!isObject(item)) {
      problems.push(`${at} must be a mapping with a "question"`)
      return
    }
    const text = alone ?? writtenText(document, [...itemPath, 'question'], item.question)
    if (text === undefined || text.trim() === '') {
      problems.push(`${at}.question is required and must be text`)
      return
    }
    const question: Question = {
      name: writtenText(document, [...itemPath, 'name'], item.name) || text,
      question: text,
      expect: { cites: [], contains: [], notContains: [] }
    }
    // currentPath and context are checked below with the whole request, by the rule the
    // client applies before sending.
    if (item.currentPath !== undefined) question.currentPath = item.currentPath as string
    if (item.filter !== undefined && item.filter !== null) {
      const f = item.filter
      if (!isObject(f) || Object.keys(f).some(k => k !== 'version' && k !== 'language')) {
        problems.push(`${at}.filter may only hold version and language`)
      } else {
        question.filter = {}
        const at = [...itemPath, 'filter']
        if (f.version !== undefined) {
          question.filter.version =
            writtenText(document, [...at, 'version'], f.version) ?? String(f.version)
        }
        if (f.language !== undefined) {
          question.filter.language =
            writtenText(document, [...at, 'language'], f.language) ?? String(f.language)
        }
      }
    }
    if (item.context !== undefined) question.context = item.context as ContextItem[]
    const expect = item.expect ?? {}
    if (!isObject(expect)) {
      problems.push(`${at}.expect must be a mapping`)
    } else {
      const known = ['cites', 'contains', 'notContains', 'matches']
      for (const key of Object.keys(expect)) {
        if (!known.includes(key))
          problems.push(`${at}.expect.${key} is not known (use ${known.join(', ')})`)
      }
      const field = (key: string) => [`${at}.expect.${key}`, [...itemPath, 'expect', key]] as const
      const list = (key: 'cites' | 'contains' | 'notContains') => {
        const [name, path] = field(key)
        return textList(document, path, expect[key], name, problems)
      }
      question.expect.cites = list('cites')
      question.expect.contains = list('contains')
      question.expect.notContains = list('notContains')
      if (expect.matches !== undefined) {
        const pattern = writtenText(document, field('matches')[1], expect.matches)
        if (pattern === undefined)
          problems.push(`${at}.expect.matches must be a regular expression as text`)
        else {
          try {
            question.expect.matches = parsePattern(pattern)
          } catch (err) {
            problems.push(
              `${at}.expect.matches is not a valid regular expression: ${(err as Error).message}`
            )
          }
        }
      }
    }
    // The request this question makes, checked now: a bad context item or currentPath is a
    // problem of the file, named with its question, not a failed question after others ran.
    const request = questionRequest(question.question, {
      currentPath: question.currentPath,
      filter: question.filter ?? null,
      context: question.context
    })
    for (const problem of validateAssistantRequest(request)) problems.push(`${at}.${problem}`)
    questions.push(question)
  })
  if (problems.length > 0) throw new Error(`${fileName} has problems:\n- ${problems.join('\n- ')}`)
  return questions
}
