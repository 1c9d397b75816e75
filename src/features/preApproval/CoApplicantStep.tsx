import { useWatch } from 'react-hook-form'
import { COAPPLICANT_RELATION } from '../../../contract/applicationChoices'
import { coApplicantProblems } from '../../lib/preApproval/fieldProblems'
import { type CoApplicantForm } from '../../lib/preApproval/stepForms'
import { RadioInput, SectionTitle, SelectInput, optionsOf } from './stepInputs'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'
import { PersonFields } from './PersonFields'

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
