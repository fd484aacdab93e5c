// Where in a deployment config the block lives: a dotted key path, `staticExport` (the key the
// platform's Helm chart reads) unless the `config-key` input names another. Settings check it,
// and the config reader and writer and the pull-request delivery take their default from here.

export const DEFAULT_CONFIG_KEY = 'staticExport'

/** Names JavaScript objects reserve: as a key they reach the prototype, not the config. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const KEY_PATH = /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)*$/

/** Why `key` is not a config key path, or undefined when it is. */
export function configKeyProblem(key: string): string | undefined {
  if (!KEY_PATH.test(key)) {
    // The two spellings of other tools people reach for: yq/jq's leading dot, a list index.
    const hint = key.startsWith('.')
      ? `; drop the leading dot (yq and jq write one, this input does not): ${key.replace(/^\.+/, '')}`
      : /[[\]]/.test(key)
        ? '; the path runs through mappings only, never a list item'
        : ''
    return (
      `"${key}" is not a dotted key path: the keys from the top of the file down to the block, joined by dots, each starting with a letter, _ or $ ` +
      `and holding only letters, digits, _, $ and - (e.g. ${DEFAULT_CONFIG_KEY} or platform.docs.${DEFAULT_CONFIG_KEY})${hint}`
    )
  }
  const reserved = key.split('.').find(part => RESERVED_KEYS.has(part))
  if (reserved !== undefined) {
    return (
      `"${key}" holds "${reserved}", a name JavaScript objects reserve (it would reach their ` +
      `prototype instead of a key of the config); name the block by its real key, e.g. ${DEFAULT_CONFIG_KEY}`
    )
  }
  return undefined
}
