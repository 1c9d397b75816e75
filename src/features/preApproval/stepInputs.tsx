import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useController,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import type { Problem, Problems } from '../../lib/preApproval/fieldProblems'
import { formatPrice } from '../../lib/format'
import { regroupedAmount } from '../../../contract/mortgage/validation'
import type { PreApprovalT } from './strings'

export interface Option {
  readonly value: string
  readonly label: string
}

interface FieldProps<Form extends FieldValues> {
  readonly control: Control<Form>
  readonly name: Path<Form>
  readonly label: string
}

/** A text input bound to the step's form; its error shows under it. */
export function TextInput<Form extends FieldValues>({
  control,
  name,
  label,
  onValue,
  money = false,
  ...rest
}: FieldProps<Form> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
    /** Called with the new text after the form has it (e.g. to keep another input in sync). */
    readonly onValue?: (value: string) => void
    /** Dollars: its thousands are grouped once the visitor leaves it (`600000` → `600,000`). */
    readonly money?: boolean
  }) {
  const { field, fieldState } = useController({ control, name })
  const { i18n } = useTranslation()
  const change = (value: string) => {
    field.onChange(value)
    onValue?.(value)
  }
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        change(event.target.value)
      }}
      onBlur={() => {
        const typed = field.value as unknown
        if (money && typeof typed === 'string') {
          const regrouped = regroupedAmount(typed, i18n.language)
          if (regrouped !== typed) change(regrouped)
        }
        field.onBlur()
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? rest.helperText}
      fullWidth
    />
  )
}

/** A select of labelled options (every enumeration is labelled, never shown as its code). */
export function SelectInput<Form extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  helperText,
}: FieldProps<Form> & {
  readonly options: readonly Option[]
  readonly required?: boolean
  readonly helperText?: ReactNode
}) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      required={required}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** A short choice as radio buttons in a labelled group. */
export function RadioInput<Form extends FieldValues>({
  control,
  name,
  label,
  options,
  row,
}: FieldProps<Form> & {
  readonly options: readonly Option[]
  readonly row?: boolean
}) {
  const { field, fieldState } = useController({ control, name })
  const labelId = useId()
  const errorId = useId()
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  )
}

export function SectionTitle({ children }: { readonly children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
      {children}
    </Typography>
  )
}

/** An enumeration's values with their labels in the current language. */
export function optionsOf(values: readonly string[], label: (value: string) => string): Option[] {
  return values.map((value) => ({ value, label: label(value) }))
}

/** The message a problem shows under its field. */
export function problemMessage(t: PreApprovalT, field: string, problem: Problem, language: string) {
  switch (problem.code) {
    case 'required':
      return t(`required.${field}` as 'required.address')
    case 'downPaymentMinimum':
      return t('errors.downPaymentMinimum', { minimum: formatPrice(problem.minimum, language) })
    default:
      return t(`errors.${problem.code}`)
  }
}

/**
 * A react-hook-form resolver from one step's rules (its schema): no problems gives the values,
 * otherwise each field's message.
 */
export function stepResolver<Form extends FieldValues>(
  problemsOf: (values: Form, language: string) => Problems<Form>,
  t: PreApprovalT,
  language: string,
): Resolver<Form> {
  return (values) => {
    const problems = problemsOf(values, language)
    const entries = Object.entries(problems) as [string, Problem][]
    if (entries.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(
      entries.map(([field, problem]) => [
        field,
        { type: problem.code, message: problemMessage(t, field, problem, language) },
      ]),
    ) as FieldErrors<Form>
    return { values: {}, errors }
  }
}

/** Month names for the birth and start month selects, in the current language. */
export function monthOptions(language: string): Option[] {
  const format = new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    month: 'long',
    timeZone: 'UTC',
  })
  return Array.from({ length: 12 }, (_unused, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2000, index, 1))),
  }))
}
