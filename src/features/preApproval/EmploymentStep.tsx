import Stack from '@mui/material/Stack'
import { useWatch } from 'react-hook-form'
import { COMPENSATION, EMPLOYMENT } from '../../../contract/applicationChoices'
import { employmentProblems } from '../../lib/preApproval/fieldProblems'
import {
  EMPLOYMENT_AMOUNTS,
  employmentFieldsShown,
  type EmploymentForm,
} from '../../lib/preApproval/stepForms'
import { SelectInput, TextInput, monthOptions, optionsOf } from './stepInputs'
import { dollars, row } from './stepLayout'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'

export function EmploymentStep(props: StepProps<EmploymentForm>) {
  const { control, frame, t, language } = useStepForm(props, employmentProblems, EMPLOYMENT_AMOUNTS)
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
            {...dollars}
            required
          />
          {shown.has('anticipatedBonus') && (
            <TextInput
              control={control}
              name="anticipatedBonus"
              label={t('fields.anticipatedBonus')}
              {...dollars}
            />
          )}
        </Stack>
      )}
    </StepFrame>
  )
}
