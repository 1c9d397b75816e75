import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { memo } from 'react'
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LEAD_INTENTS, leadPriceBounds } from '../../../contract/lead'
import { formatPrice } from '../../lib/format'
import { PRICE_INPUT_MAX_LENGTH, maskPhone, priceInput, type LeadField } from '../../lib/leadRules'
import type { GeneralLeadValues } from './GeneralLeadForm'
import { ConsentCheckbox, LeadPersonFields, LeadTextField } from './LeadFormParts'

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
export const GeneralLeadFields = memo(function GeneralLeadFields({
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
