import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ListingContactLead } from '../../../contract/lead'
import type { ListingRecord } from '../../../contract/listing'
import { useNamespace } from '../../app/useNamespace'
import { listingLeadPrice, trimName, type LeadField } from '../../lib/leadRules'
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  displayPhone,
  isPhoneCountry,
  nationalNumber,
  type PhoneCountry,
} from '../../lib/phone'
import { streetLine } from '../listingCard'
import { ConsentCheckbox, LeadFormFrame, LeadPersonFields, LeadTextField } from './LeadFormParts'
import { leadStrings } from './strings'
import { useLeadForm } from './useLeadForm'

/** What the listing form needs of a listing: its ids, type, price and address. */
export type LeadListing = Pick<
  ListingRecord,
  'mlsNumber' | 'boardId' | 'type' | 'listPrice' | 'address'
>

interface ListingLeadValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  country: PhoneCountry
  message: string
  consent: boolean
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
] as const satisfies readonly LeadField[]

/**
 * The listing page's lead payload: the listing's MLS number as `code`, its board and address, and
 * the intent its type stands for. A lease listing's price is its monthly rent, sent as such.
 */
export function listingLeadPayload(
  listing: LeadListing,
  values: Omit<ListingLeadValues, 'consent'>,
): ListingContactLead {
  const message = values.message.trim()
  const intent = listing.type === 'Lease' ? 'rent' : 'buy'
  const price = listingLeadPrice(listing.listPrice, intent)
  return {
    user: {
      name: { first: trimName(values.firstName), last: trimName(values.lastName) },
      email: values.email.trim(),
      phone: nationalNumber(values.phone, values.country) ?? values.phone,
    },
    property: {
      city: listing.address.city,
      address: streetLine(listing),
      ...(price !== undefined && { price }),
    },
    intent,
    code: listing.mlsNumber,
    boardId: listing.boardId,
    ...(message ? { message } : {}),
  }
}

export interface ListingLeadFormProps {
  readonly listing: LeadListing
  /** The id of the heading that names the form (the Contact Realtor modal's title). */
  readonly labelledBy?: string
  /** The realtor who will answer, named in the confirmation. */
  readonly realtorName?: string | undefined
}

/**
 * The listing page's Contact Realtor form: first and last name, email,
 * a phone input defaulting to Canada and an optional two-row message.
 */
export function ListingLeadForm({ listing, labelledBy, realtorName }: ListingLeadFormProps) {
  useNamespace('leads', leadStrings)
  const { t } = useTranslation('leads')
  const id = useId()
  const { form, schema, status, sendFailed, onSubmit, clearOnEdit, realtor } =
    useLeadForm<ListingLeadValues>({
      fields: FIELDS,
      defaultValues: {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        country: DEFAULT_PHONE_COUNTRY,
        message: '',
        consent: false,
      },
      toPayload: (values) => listingLeadPayload(listing, values),
      extraProblems: (values) =>
        nationalNumber(values.phone, values.country) ? {} : { phone: { kind: 'phoneFormat' } },
    })
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form
  const disabled = status === 'submitting'
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'message',
    onBlur?: () => void,
  ) => {
    const { ref, ...field } = register(name, { onChange: clearOnEdit(name), onBlur })
    return { ...field, inputRef: ref, error: errors[name], disabled, id: `${id}-${name}` }
  }

  return (
    <LeadFormFrame
      status={status}
      schema={schema}
      sendFailed={sendFailed}
      submitLabel={t('listing.submit')}
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      realtor={realtor}
      label={labelledBy ? undefined : t('listing.title')}
      successBody={realtorName ? t('success.bodyNamed', { name: realtorName }) : undefined}
    >
      <LeadPersonFields field={text} emailWide />
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <TextField
            select
            id={`${id}-country`}
            label={t('fields.country')}
            value={field.value}
            onChange={(event) => {
              if (isPhoneCountry(event.target.value)) field.onChange(event.target.value)
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            fullWidth
          >
            {PHONE_COUNTRIES.map((country) => (
              <MenuItem key={country} value={country}>
                {t(`countries.${country}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <LeadTextField
        {...text('phone', () => {
          setValue('phone', displayPhone(getValues('phone'), getValues('country')))
        })}
        label={t('fields.phone')}
        required
        type="tel"
        autoComplete="tel-national"
      />
      <LeadTextField
        {...text('message')}
        label={t('fields.message')}
        multiline
        rows={2}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <ConsentCheckbox registration={register('consent')} disabled={disabled} />
    </LeadFormFrame>
  )
}
