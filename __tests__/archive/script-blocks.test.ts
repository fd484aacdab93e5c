// Which `<script type>` the browser runs (src/archive/script-blocks.ts): the HTML standard's
// JavaScript MIME type essence matches, `module`, and no type; anything else is a data block.
import { runsAsScript } from '../../src/archive/script-blocks.js'

it.each([
  '',
  '  ',
  'text/javascript',
  'TEXT/JavaScript',
  ' application/javascript\n',
  'module',
  'text/javascript1.5',
  'text/jscript',
  'application/x-ecmascript'
])('runs a script of type %j', type => expect(runsAsScript(type)).toBe(true))

it.each([
  'text/ng-template',
  'text/x-handlebars-template',
  'text/template',
  'text/x-template',
  'text/html',
  'application/json',
  'application/ld+json',
  'importmap',
  'math/tex',
  // Parameters make it no essence match: the browser does not run it.
  'text/javascript; charset=utf-8',
  'text/javascript1.6',
  'javascript'
])('leaves a script of type %j alone (a data block)', type => {
  expect(runsAsScript(type)).toBe(false)
})
