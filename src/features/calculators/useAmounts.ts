import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  amountText,
  checkAmount,
  retypedForm,
  type InputProblem,
  type NumberRule,
} from '../../../contract/mortgage/validation'

export type AmountRules<K extends string> = Readonly<Record<K, NumberRule>>

export interface Amounts<K extends string> {
  readonly texts: Readonly<Record<K, string>>
  readonly setText: (key: K, text: string) => void
  /** Each field's number, or undefined while any field is refused. */
  readonly values: Readonly<Record<K, number>> | undefined
  readonly problems: Partial<Readonly<Record<K, InputProblem>>>
}

/**
 * The typed text of a calculator's amount fields, checked on every keystroke and read as the
 * visitor's language writes numbers (a French rate of 5,25 is 5.25 %). A visitor who switches
 * language finds each amount written again the new language's way, so it keeps its value.
 */
export function useAmounts<K extends string>(
  rules: AmountRules<K>,
  initial: Readonly<Record<K, number>>,
): Amounts<K> {
  const { i18n } = useTranslation()
  const language = i18n.language
  const keys = Object.keys(rules) as K[]
  const [typed, setTyped] = useState(() => ({
    language,
    texts: Object.fromEntries(
      keys.map((key) => [key, amountText(initial[key], language)]),
    ) as Record<K, string>,
  }))
  let texts = typed.texts
  if (typed.language !== language) {
    texts = retypedForm(typed.texts, keys, typed.language, language)
    // Adjusting state while rendering: React renders again at once, before the screen shows it.
    setTyped({ language, texts })
  }
  const values = {} as Record<K, number>
  const problems: Partial<Record<K, InputProblem>> = {}
  for (const key of keys) {
    const checked = checkAmount(texts[key], rules[key], language)
    if ('problem' in checked) problems[key] = checked.problem
    else values[key] = checked.value
  }
  return {
    texts,
    setText: (key, text) => {
      setTyped((current) => ({ ...current, texts: { ...current.texts, [key]: text } }))
    },
    values: Object.keys(problems).length === 0 ? values : undefined,
    problems,
  }
}
