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

function stringList(value: unknown, field: string, problems: string[]): string[] {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  if (!list.every(v => typeof v === 'string' && v.length > 0)) {
    problems.push(`${field} must be a string or a list of non-empty strings`)
    return []
  }
  return list as string[]
}

/** `abc` or `/abc/i`: the second form carries flags. */
export function parsePattern(text: string): RegExp {
  const literal = /^\/(.+)\/([dgimsuvy]*)$/s.exec(text)
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(text)
}

/**
 * A filter value as the file wrote it. YAML reads a plain `2.0` or `1.10` as a number, which
 * would send version "2" or "1.1", another version of the docs; the scalar's own text is meant.
 */
function filterText(document: Document, path: (string | number)[], value: unknown): string {
  const node = document.getIn(path, true)
  if (typeof value !== 'string' && isScalar(node) && typeof node.source === 'string') {
    return node.source
  }
  return String(value)
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
  const listPath: (string | number)[] = Array.isArray(doc) ? [] : ['questions']
  const list = Array.isArray(doc) ? doc : isObject(doc) ? doc.questions : undefined
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error(`${fileName} must hold a non-empty list under "questions:"`)
  }
  const problems: string[] = []
  const questions: Question[] = []
  list.forEach((item, i) => {
    const at = `questions[${i}]`
    if (typeof item === 'string') item = { question: item }
    if (!isObject(item)) {
      problems.push(`${at} must be a mapping with a "question"`)
      return
    }
    if (typeof item.question !== 'string' || item.question.trim() === '') {
      problems.push(`${at}.question is required and must be text`)
      return
    }
    const question: Question = {
      name: typeof item.name === 'string' ? item.name : item.question,
      question: item.question,
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
        const at = [...listPath, i, 'filter']
        if (f.version !== undefined) {
          question.filter.version = filterText(document, [...at, 'version'], f.version)
        }
        if (f.language !== undefined) {
          question.filter.language = filterText(document, [...at, 'language'], f.language)
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
      question.expect.cites = stringList(expect.cites, `${at}.expect.cites`, problems)
      question.expect.contains = stringList(expect.contains, `${at}.expect.contains`, problems)
      question.expect.notContains = stringList(
        expect.notContains,
        `${at}.expect.notContains`,
        problems
      )
      if (expect.matches !== undefined) {
        if (typeof expect.matches !== 'string')
          problems.push(`${at}.expect.matches must be a regular expression as text`)
        else {
          try {
            question.expect.matches = parsePattern(expect.matches)
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
