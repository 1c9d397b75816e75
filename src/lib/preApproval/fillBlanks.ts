/**
 * A form's values with each blank one (empty or only spaces) taken from `fallback`: what the
 * visitor typed wins, and what they left empty shows what is known about them.
 */
export function fillBlanks<Form extends { [Key in keyof Form]: string }>(
  typed: Form,
  fallback: Form,
): Form {
  const filled = { ...typed }
  for (const key of Object.keys(fallback) as (keyof Form)[]) {
    if (typed[key].trim() === '') filled[key] = fallback[key]
  }
  return filled
}
