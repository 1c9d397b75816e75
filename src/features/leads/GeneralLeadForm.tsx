import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import { memo, useId } from 'react'
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  LEAD_INTENTS,
  leadPriceBounds,
  type GeneralLead,
  type LeadIntent,
} from '../../../contract/lead'
import { useNamespace } from '../../app/useNamespace'
import { formatPrice } from '../../lib/format'
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
import { ConsentCheckbox, LeadFormFrame, LeadPersonFields, LeadTextField } from './LeadFormParts'
import { leadStrings } from './strings'
import { useLeadForm } from './useLeadForm'

interface GeneralLeadValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  intent: LeadIntent
  city: string
  price: string
  message: string
  code: string
  consent: boolean
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'price',
  'message',
  'code',
] as const satisfies readonly LeadField[]

/**
 * The general form's lead payload: what the visitor wants to do, the phone's national digits, the
 * price as a number when one was typed, and the message when one was written.
 */
export function generalLeadPayload(values: Omit<GeneralLeadValues, 'consent'>): GeneralLead {
  const code = values.code.trim()
  const message = values.message.trim()
  const price = priceFromInput(values.price)
  return {
    user: {
      name: { first: trimName(values.firstName), last: trimName(values.lastName) },
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
    },
    property: { city: values.city.trim(), ...(price !== null && { price }) },
    intent: values.intent,
    ...(message ? { message } : {}),
    ...(code ? { code } : {}),
  }
}

export interface GeneralLeadFormProps {
  /** The id of the heading that names the form. */
  readonly labelledBy: string
  /** What the form starts on: buying, unless the page is about selling. */
  readonly defaultIntent?: LeadIntent
}

/**
 * The general lead form of the home, about, buying, selling and contact pages:
 * buy, sell or rent; names, email, phone masked (###) ###-####, city, an optional price (a
 * monthly rent for a renter), an optional message and referral code, and the consent box.
 */
export function GeneralLeadForm({ labelledBy, defaultIntent = 'buy' }: GeneralLeadFormProps) {
  useNamespace('leads', leadStrings)
  const { t } = useTranslation('leads')
  const id = useId()
  const { form, schema, status, sendFailed, onSubmit, clearOnEdit, realtor } =
    useLeadForm<GeneralLeadValues>({
      fields: FIELDS,
      defaultValues: { ...DEFAULT_VALUES, intent: defaultIntent },
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
      realtor={realtor}
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
      sendFailed={null}
      submitLabel={t('general.submit')}
      onSubmit={ignoreSubmit}
      labelledBy={labelledBy}
    >
      {PLACEHOLDER_ROWS.map(([field, height, wide]) => (
        <Skeleton
          key={field}
          variant="rounded"
          height={height}
          sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
        />
      ))}
    </LeadFormFrame>
  )
}

/** An outlined text field without helper text. */
const OUTLINED_FIELD_HEIGHT_PX = 56
/** The form's rows while it loads: each field's place, its height, and whether it fills the row. */
const PLACEHOLDER_ROWS: readonly (readonly [string, number, boolean])[] = [
  ['intent', 64, true],
  ['firstName', OUTLINED_FIELD_HEIGHT_PX, false],
  ['lastName', OUTLINED_FIELD_HEIGHT_PX, false],
  ['email', OUTLINED_FIELD_HEIGHT_PX, false],
  ['phone', OUTLINED_FIELD_HEIGHT_PX, false],
  ['city', OUTLINED_FIELD_HEIGHT_PX, false],
  ['price', 76, false],
  ['message', 100, true],
  ['code', OUTLINED_FIELD_HEIGHT_PX, true],
  ['consent', 64, true],
]
const LOADING: LeadSchemaState = { status: 'loading' }
const ignoreSubmit = () => Promise.resolve()

const DEFAULT_VALUES: GeneralLeadValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  intent: 'buy',
  city: '',
  price: '',
  message: '',
  code: '',
  consent: false,
}

/** The price box's label for each intent: a budget, a home's value, or a monthly rent. */
const PRICE_LABEL = {
  buy: 'fields.priceBuy',
  sell: 'fields.priceSell',
  rent: 'fields.priceRent',
} as const

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
  const { t, i18n } = useTranslation('leads')
  const { register, control } = form
  const { errors } = useFormState({ control })
  const intent = useWatch({ control, name: 'intent' })
  const bounds = leadPriceBounds(intent)
  const range = {
    min: formatPrice(bounds.min, i18n.language),
    max: formatPrice(bounds.max, i18n.language),
  }
  const text = (name: 'firstName' | 'lastName' | 'email' | 'city' | 'message' | 'code') => {
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
          {...(name === 'phone'
            ? {
                label: t('fields.phone'),
                required: true,
                type: 'tel',
                autoComplete: 'tel-national',
                placeholder: '(###) ###-####',
              }
            : {
                label: t(PRICE_LABEL[intent]),
                helperText: t(intent === 'rent' ? 'fields.rentRange' : 'fields.priceRange', range),
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
      <IntentChoice form={form} disabled={disabled} clearOnEdit={clearOnEdit} />
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
        {...text('message')}
        label={t('fields.message')}
        placeholder={t('fields.messagePlaceholder')}
        multiline
        minRows={3}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <LeadTextField
        {...text('code')}
        label={t('fields.code')}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <ConsentCheckbox registration={register('consent')} disabled={disabled} />
    </>
  )
})

/** Buy, sell or rent: a choice always made (the page's default), which sets the price's bounds. */
function IntentChoice({ form, disabled, clearOnEdit }: Omit<GeneralLeadFieldsProps, 'idPrefix'>) {
  const { t } = useTranslation('leads')
  return (
    <Controller
      control={form.control}
      name="intent"
      render={({ field }) => (
        <FormControl component="fieldset" disabled={disabled} sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormLabel component="legend">{t('fields.intent')}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value)
              // A price out of one intent's bounds may fit another's: its message no longer holds.
              clearOnEdit('price')()
            }}
          >
            {LEAD_INTENTS.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={
                  <Radio
                    slotProps={{ input: { ref: choice === field.value ? field.ref : undefined } }}
                  />
                }
                label={t(`intents.${choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  )
}
