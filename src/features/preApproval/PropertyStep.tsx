import Stack from '@mui/material/Stack'
import { useWatch } from 'react-hook-form'
import { OWNERSHIP, PROVINCES } from '../../../contract/applicationChoices'
import { propertyProblems } from '../../lib/preApproval/fieldProblems'
import { PROPERTY_AMOUNTS, type PropertyForm } from '../../lib/preApproval/stepForms'
import { RadioInput, SelectInput, TextInput, optionsOf } from './stepInputs'
import { dollars, row } from './stepLayout'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'

export function PropertyStep(props: StepProps<PropertyForm>) {
  const { control, frame, t } = useStepForm(props, propertyProblems, PROPERTY_AMOUNTS)
  const ownership = useWatch({ control, name: 'ownership' })
  return (
    <StepFrame title={t('steps.property')} intro={t('sections.current')} {...frame}>
      <Stack {...row}>
        <TextInput
          control={control}
          name="address"
          label={t('fields.address')}
          autoComplete="address-line1"
          required
        />
        <TextInput
          control={control}
          name="unit"
          label={t('fields.unit')}
          autoComplete="address-line2"
          sx={{ maxWidth: { sm: 140 } }}
        />
      </Stack>
      <Stack {...row}>
        <TextInput
          control={control}
          name="city"
          label={t('fields.city')}
          autoComplete="address-level2"
          required
        />
        <SelectInput
          control={control}
          name="province"
          label={t('fields.province')}
          options={optionsOf(PROVINCES, (value) =>
            t(`enums.province.${value as (typeof PROVINCES)[number]}`),
          )}
          required
        />
        <TextInput
          control={control}
          name="postalCode"
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { maxLength: 7, style: { textTransform: 'uppercase' } } }}
          sx={{ maxWidth: { sm: 160 } }}
          required
        />
      </Stack>
      <RadioInput
        control={control}
        name="ownership"
        label={t('fields.ownership')}
        options={optionsOf(OWNERSHIP, (value) =>
          t(`enums.ownership.${value as (typeof OWNERSHIP)[number]}`),
        )}
        row
      />
      {ownership !== 'family' && (
        <TextInput
          control={control}
          name="monthlyPayment"
          label={t('fields.monthlyPayment')}
          helperText={t('fields.monthlyPaymentHelp')}
          {...dollars}
          required
        />
      )}
      <RadioInput
        control={control}
        name="otherProperties"
        label={t('fields.otherProperties')}
        options={[
          { value: 'no', label: t('enums.yesNo.no') },
          { value: 'yes', label: t('enums.yesNo.yes') },
        ]}
        row
      />
      <TextInput
        control={control}
        name="moveIn"
        label={t('fields.moveIn')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </StepFrame>
  )
}
