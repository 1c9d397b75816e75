import Stack from '@mui/material/Stack'
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CITIZENSHIP,
  COAPPLICANT_RELATION,
  COMPENSATION,
  EMPLOYMENT,
  LENDERS,
  MARITAL_STATUS,
  OWNERSHIP,
  PROVINCES,
  RATE_TYPES,
} from '../../../contract/application'
import { formatDollars } from '../../lib/format'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import {
  coApplicantProblems,
  employmentProblems,
  otherProblems,
  priceProblems,
  propertyProblems,
} from '../../lib/preApproval/fieldProblems'
import { cashFromPercent, parseAmount, percentFromCash } from '../../lib/preApproval/inputValues'
import {
  employmentFieldsShown,
  type CoApplicantForm,
  type EmploymentForm,
  type OtherForm,
  type PersonForm,
  type PriceForm,
  type PropertyForm,
} from '../../lib/preApproval/stepForms'
import { RadioInput, SectionTitle, SelectInput, TextInput, monthOptions, optionsOf } from './fields'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'
import { usePreApprovalText } from './strings'

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const
/** Amounts and rates: the phone shows its number pad with a decimal point. */
const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const

/** Name, contact, birth date, marital status and citizenship: the applicant's and a co-applicant's. */
export function PersonFields<Form extends FieldValues & PersonForm>({
  control,
}: {
  readonly control: Control<Form>
}) {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const name = (field: keyof PersonForm) => field as Path<Form>
  return (
    <>
      <Stack {...row}>
        <TextInput
          control={control}
          name={name('firstName')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
        />
        <TextInput
          control={control}
          name={name('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
        />
      </Stack>
      <Stack {...row}>
        <TextInput
          control={control}
          name={name('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextInput
          control={control}
          name={name('phone')}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
      </Stack>
      <SectionTitle>{t('sections.birth')}</SectionTitle>
      <Stack direction="row" spacing={2}>
        <SelectInput
          control={control}
          name={name('dobMonth')}
          label={t('fields.dobMonth')}
          options={monthOptions(i18n.language)}
          required
        />
        <TextInput
          control={control}
          name={name('dobDay')}
          label={t('fields.dobDay')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          sx={{ maxWidth: { sm: 110 } }}
          required
        />
        <TextInput
          control={control}
          name={name('dobYear')}
          label={t('fields.dobYear')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ maxWidth: { sm: 140 } }}
          required
        />
      </Stack>
      <Stack {...row}>
        <SelectInput
          control={control}
          name={name('maritalStatus')}
          label={t('fields.maritalStatus')}
          options={optionsOf(MARITAL_STATUS, (value) =>
            t(`enums.maritalStatus.${value as (typeof MARITAL_STATUS)[number]}`),
          )}
          required
        />
        <SelectInput
          control={control}
          name={name('citizenStatus')}
          label={t('fields.citizenStatus')}
          options={optionsOf(CITIZENSHIP, (value) =>
            t(`enums.citizenship.${value as (typeof CITIZENSHIP)[number]}`),
          )}
          required
        />
      </Stack>
    </>
  )
}

export function CoApplicantStep(props: StepProps<CoApplicantForm>) {
  const { control, frame, t } = useStepForm(props, (values) => coApplicantProblems(values))
  const has = useWatch({ control, name: 'hasCoApplicant' })
  return (
    <StepFrame title={t('steps.coApplicant')} {...frame}>
      <RadioInput
        control={control}
        name="hasCoApplicant"
        label={t('sections.coApplicant')}
        options={[
          { value: 'no', label: t('sections.coApplicantNo') },
          { value: 'yes', label: t('sections.coApplicantYes') },
        ]}
      />
      {has === 'yes' && (
        <>
          <SectionTitle>{t('sections.coApplicantPerson')}</SectionTitle>
          <SelectInput
            control={control}
            name="relation"
            label={t('fields.relation')}
            options={optionsOf(COAPPLICANT_RELATION, (value) =>
              t(`enums.relation.${value as (typeof COAPPLICANT_RELATION)[number]}`),
            )}
            required
          />
          <PersonFields control={control} />
        </>
      )}
    </StepFrame>
  )
}

export function PropertyStep(props: StepProps<PropertyForm>) {
  const { control, frame, t } = useStepForm(props, propertyProblems)
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
          {...decimal}
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

export function PriceStep(props: StepProps<PriceForm>) {
  const { control, getValues, setValue, frame, t, language } = useStepForm(props, priceProblems)
  const total = parseAmount(useWatch({ control, name: 'total' }))
  const minimum = total ? minimumDownPayment(total) : undefined
  // Cash and percent stay in step: typing one sets the other (the price keeps the cash).
  const syncPercent = () => {
    const { total: price, downPaymentCash } = getValues()
    const percent = percentFromCash(parseAmount(price), parseAmount(downPaymentCash))
    if (percent !== undefined) setValue('downPaymentPercent', String(percent))
  }
  const syncCash = (value: string) => {
    const cash = cashFromPercent(parseAmount(getValues('total')), parseAmount(value))
    if (cash !== undefined) setValue('downPaymentCash', String(cash))
  }
  return (
    <StepFrame title={t('steps.price')} {...frame}>
      <TextInput
        control={control}
        name="total"
        label={t('fields.total')}
        {...decimal}
        onValue={syncPercent}
        required
      />
      <Stack {...row}>
        <TextInput
          control={control}
          name="downPaymentCash"
          label={t('fields.downPaymentCash')}
          {...decimal}
          onValue={syncPercent}
          helperText={
            minimum !== undefined
              ? t('fields.downPaymentHelp', { minimum: formatDollars(minimum, language) })
              : undefined
          }
          required
        />
        <TextInput
          control={control}
          name="downPaymentPercent"
          label={t('fields.downPaymentPercent')}
          {...decimal}
          onValue={syncCash}
          sx={{ maxWidth: { sm: 200 } }}
        />
      </Stack>
    </StepFrame>
  )
}

export function EmploymentStep(props: StepProps<EmploymentForm>) {
  const { control, frame, t, language } = useStepForm(props, employmentProblems)
  const shown = employmentFieldsShown(useWatch({ control, name: 'status' }))
  return (
    <StepFrame title={t('steps.employment')} {...frame}>
      <SelectInput
        control={control}
        name="status"
        label={t('fields.status')}
        options={optionsOf(EMPLOYMENT, (value) =>
          t(`enums.employment.${value as (typeof EMPLOYMENT)[number]}`),
        )}
        required
      />
      {shown.has('employer') && (
        <Stack {...row}>
          <TextInput
            control={control}
            name="employer"
            label={t('fields.employer')}
            autoComplete="organization"
            required
          />
          <TextInput
            control={control}
            name="jobTitle"
            label={t('fields.jobTitle')}
            autoComplete="organization-title"
            required
          />
        </Stack>
      )}
      {shown.has('startMonth') && (
        <Stack direction="row" spacing={2}>
          <SelectInput
            control={control}
            name="startMonth"
            label={t('fields.startMonth')}
            options={monthOptions(language)}
            required
          />
          <TextInput
            control={control}
            name="startYear"
            label={t('fields.startYear')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            required
          />
        </Stack>
      )}
      {shown.has('compensationType') && (
        <SelectInput
          control={control}
          name="compensationType"
          label={t('fields.compensationType')}
          options={optionsOf(COMPENSATION, (value) =>
            t(`enums.compensation.${value as (typeof COMPENSATION)[number]}`),
          )}
          required
        />
      )}
      {shown.has('annualIncome') && (
        <Stack {...row}>
          <TextInput
            control={control}
            name="annualIncome"
            label={t('fields.annualIncome')}
            {...decimal}
            required
          />
          {shown.has('anticipatedBonus') && (
            <TextInput
              control={control}
              name="anticipatedBonus"
              label={t('fields.anticipatedBonus')}
              {...decimal}
            />
          )}
        </Stack>
      )}
    </StepFrame>
  )
}

export function OtherStep(
  props: StepProps<OtherForm> & { readonly ownership: string | undefined },
) {
  const { ownership } = props
  const { control, frame, t } = useStepForm(props, (values) => otherProblems(values, ownership))
  const balance = parseAmount(useWatch({ control, name: 'mortgageBalance' }))
  return (
    <StepFrame title={t('steps.other')} {...frame}>
      <SelectInput
        control={control}
        name="lender"
        label={t('fields.lender')}
        options={optionsOf(LENDERS, (value) =>
          t(`enums.lender.${value as (typeof LENDERS)[number]}`),
        )}
      />
      {ownership === 'own' && (
        <>
          <SectionTitle>{t('sections.mortgage')}</SectionTitle>
          <TextInput
            control={control}
            name="mortgageBalance"
            label={t('fields.mortgageBalance')}
            {...decimal}
            required
          />
          {balance !== undefined && balance > 0 && (
            <>
              <TextInput
                control={control}
                name="mortgageRate"
                label={t('fields.mortgageRate')}
                {...decimal}
                required
              />
              <RadioInput
                control={control}
                name="rateType"
                label={t('fields.rateType')}
                options={optionsOf(RATE_TYPES, (value) =>
                  t(`enums.rateType.${value as (typeof RATE_TYPES)[number]}`),
                )}
                row
              />
            </>
          )}
        </>
      )}
    </StepFrame>
  )
}
