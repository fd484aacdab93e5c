// The branch rule against git itself: `git check-ref-format --branch` is the judge of what a
// branch name may be, so every name below must be accepted or refused exactly as git does.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { branchNameProblem, defaultBranchName } from '../../src/rules/branch-name.js'

const NAMES = [
  // accepted by git, and so here (settings once took these while the delivery refused them)
  'docs+export',
  'release#1',
  'static-export/dóçs',
  'static-export/docs.acme.test',
  'a@b',
  'x/HEAD',
  'v1.0',
  'feature/テスト',
  'UPPER/case_1',
  // refused by git
  'HEAD',
  '-x',
  'a/.b',
  '.a',
  'a.',
  'a.lock',
  'a/b.lock/c',
  'a b',
  'a..b',
  'a//b',
  '/a',
  'a/',
  'a~1',
  'a^',
  'a:b',
  'a?',
  'a*',
  'a[',
  'a\\b',
  'a\u007fb',
  'a\tb',
  'a@{x',
  ''
]

/** Outside any repository, so git judges the name alone (no @{-1} or @ expansion). */
let outside: string
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'branch-rule-'))
})
afterAll(() => rmSync(outside, { recursive: true, force: true }))

function gitAccepts(name: string): boolean {
  try {
    execFileSync('git', ['check-ref-format', '--branch', name], { cwd: outside, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('branchNameProblem', () => {
  it.each(NAMES)('judges %j as git check-ref-format --branch does', name => {
    expect(branchNameProblem(name) === undefined).toBe(gitAccepts(name))
  })

  it('refuses "@", which git reads as HEAD', () => {
    expect(branchNameProblem('@')).toMatch(/reserves/)
  })

  it('says what is wrong', () => {
    expect(branchNameProblem('a b')).toBe('it holds a space, which git refuses in branch names')
    expect(branchNameProblem('a\u0007')).toMatch(/control character \(U\+0007\)/)
    expect(branchNameProblem('x/a.lock')).toBe('its part "a.lock" ends with ".lock"')
  })

  it('derives a valid default from any domain', () => {
    expect(defaultBranchName('Docs.Acme.test')).toBe('static-export/docs.acme.test')
    for (const domain of ['docs.acme.test', 'xn--dcs-5na.example', 'a-b.c']) {
      expect(branchNameProblem(defaultBranchName(domain))).toBeUndefined()
      expect(gitAccepts(defaultBranchName(domain))).toBe(true)
    }
  })
})
