import Skeleton from '@mui/material/Skeleton'
import { memo, useId } from 'react'
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { GeneralLead } from '../../../contract/lead'
import { useNamespace } from '../../app/useNamespace'
import {
  PRICE_INPUT_MAX_LENGTH,
  maskPhone,
  phoneDigits,
  priceFromInput,
  priceInput,
  trimName,
  type LeadField,
} from '../../lib/leadRules'
import type { LeadSchemaState } from './leadSchema'
import { LeadFormFrame, LeadPersonFields, LeadTextField } from './LeadFormParts'
import { leadStrings } from './strings'
import { useLeadForm } from './useLeadForm'

interface GeneralLeadValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  city: string
  price: string
  code: string
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'price',
  'code',
] as const satisfies readonly LeadField[]

/** The general form's lead payload: the phone's national digits, the price as a number. */
export function generalLeadPayload(values: GeneralLeadValues): GeneralLead {
  const code = values.code.trim()
  return {
    user: {
      name: { first: trimName(values.firstName), last: trimName(values.lastName) },
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
    },
    property: { city: values.city.trim(), price: priceFromInput(values.price) ?? 0 },
    ...(code ? { code } : {}),
  }
}

export interface GeneralLeadFormProps {
  /** The id of the heading that names the form. */
  readonly labelledBy: string
}

/**
 * The general lead form of the home, about, buying, selling and contact pages:
 * names, email, phone masked (###) ###-####, city, price and an optional referral code.
 */
export function GeneralLeadForm({ labelledBy }: GeneralLeadFormProps) {
  useNamespace('leads', leadStrings)
  const { t } = useTranslation('leads')
  const id = useId()
  const { form, schema, status, sendFailed, onSubmit, clearOnEdit } =
    useLeadForm<GeneralLeadValues>({
      fields: FIELDS,
      defaultValues: DEFAULT_VALUES,
      toPayload: generalLeadPayload,
    })

  return (
    <LeadFormFrame
      status={status}
      schema={schema}
      sendFailed={sendFailed}
      submitLabel={t('general.submit')}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
    >
      <GeneralLeadFields
        form={form}
        idPrefix={id}
        disabled={status === 'submitting'}
        clearOnEdit={clearOnEdit}
      />
    </LeadFormFrame>
  )
}

/** Where the general form is about to be: the same frame, fields of the same size, its button busy. */
export function GeneralLeadFormPlaceholder({ labelledBy }: GeneralLeadFormProps) {
  useNamespace('leads', leadStrings)
  const { t } = useTranslation('leads')
  return (
    <LeadFormFrame
      status="idle"
      schema={LOADING}
      sendFailed={false}
      submitLabel={t('general.submit')}
      onSubmit={ignoreSubmit}
      labelledBy={labelledBy}
    >
      {FIELDS.map((field) => (
        <Skeleton
          key={field}
          variant="rounded"
          height={OUTLINED_FIELD_HEIGHT_PX}
          sx={field === 'code' ? { gridColumn: { sm: '1 / -1' } } : undefined}
        />
      ))}
    </LeadFormFrame>
  )
}

/** An outlined text field without helper text. */
const OUTLINED_FIELD_HEIGHT_PX = 56
const LOADING: LeadSchemaState = { status: 'loading' }
const ignoreSubmit = () => Promise.resolve()

const DEFAULT_VALUES: GeneralLeadValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  price: '',
  code: '',
}

interface GeneralLeadFieldsProps {
  readonly form: UseFormReturn<GeneralLeadValues>
  readonly idPrefix: string
  readonly disabled: boolean
  readonly clearOnEdit: (field: LeadField & keyof GeneralLeadValues) => () => void
}

/**
 * The fields render on their own: react-hook-form re-renders the form's owner once after it
 * mounts (and the schema's arrival re-renders it again), and seven text fields of MUI are the
 * costly part of the page's first renders. They follow only their errors and the busy state.
 */
const GeneralLeadFields = memo(function GeneralLeadFields({
  form,
  idPrefix,
  disabled,
  clearOnEdit,
}: GeneralLeadFieldsProps) {
  const { t } = useTranslation('leads')
  const { register, control } = form
  const { errors } = useFormState({ control })
  const text = (name: 'firstName' | 'lastName' | 'email' | 'city' | 'code') => {
    const { ref, ...field } = register(name, { onChange: clearOnEdit(name) })
    return { ...field, inputRef: ref, error: errors[name], disabled, id: `${idPrefix}-${name}` }
  }
  const masked = (name: 'phone' | 'price', mask: (value: string) => string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LeadTextField
          id={`${idPrefix}-${name}`}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(mask(event.target.value))
            clearOnEdit(name)()
          }}
          disabled={disabled}
          error={errors[name]}
          required
          {...(name === 'phone'
            ? {
                label: t('fields.phone'),
                type: 'tel',
                autoComplete: 'tel-national',
                placeholder: '(###) ###-####',
              }
            : {
                label: t('fields.price'),
                placeholder: t('fields.pricePlaceholder'),
                slotProps: {
                  htmlInput: {
                    inputMode: 'numeric',
                    maxLength: PRICE_INPUT_MAX_LENGTH,
                    pattern: '[0-9]*',
                  },
                },
              })}
        />
      )}
    />
  )

  return (
    <>
      <LeadPersonFields field={text} />
      {masked('phone', maskPhone)}
      <LeadTextField
        {...text('city')}
        label={t('fields.city')}
        required
        autoComplete="address-level2"
      />
      {masked('price', priceInput)}
      <LeadTextField
        {...text('code')}
        label={t('fields.code')}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </>
  )
})
