import { useState } from 'react'

/** Per-field error messages plus a master line; typing in a field clears that field's error. */
export function useFormErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field | 'master', string>>>({})
  return {
    errors,
    setErrors,
    clear: (field: Field) => {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    },
  }
}
