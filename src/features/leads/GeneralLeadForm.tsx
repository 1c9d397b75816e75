import Skeleton from '@mui/material/Skeleton'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { GeneralLead, LeadIntent } from '../../../contract/lead'
import { useNamespace } from '../../app/useNamespace'
import { phoneDigits, priceFromInput, trimName, type LeadField } from '../../lib/leadRules'
import { GeneralLeadFields } from './GeneralLeadFields'
import type { LeadSchemaState } from './leadSchema'
import { LeadFormFrame } from './LeadFormParts'
import { leadStrings } from './strings'
import { useLeadForm } from './useLeadForm'

export interface GeneralLeadValues {
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
