// What a boolean input says: the words YAML 1.1 and most actions take for true and false, in any
// case. Every boolean input is read by this; nothing else decides what counts as true.

const TRUE_WORDS = ['true', 'yes', 'on', '1']
const FALSE_WORDS = ['false', 'no', 'off', '0']

/** true or false for a boolean word; undefined for an empty value or any other text. */
export function booleanWord(value: string): boolean | undefined {
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.includes(word)) return true
  if (FALSE_WORDS.includes(word)) return false
  return undefined
}
