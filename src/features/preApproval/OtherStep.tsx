import { useWatch } from 'react-hook-form'
import { LENDERS, RATE_TYPES } from '../../../contract/applicationChoices'
import { otherProblems } from '../../lib/preApproval/fieldProblems'
import { typedAmount } from '../../lib/preApproval/inputValues'
import { OTHER_AMOUNTS, type OtherForm } from '../../lib/preApproval/stepForms'
import { RadioInput, SectionTitle, SelectInput, TextInput, optionsOf } from './stepInputs'
import { decimal, dollars } from './stepLayout'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'

export function OtherStep(
  props: StepProps<OtherForm> & { readonly ownership: string | undefined },
) {
  const { ownership } = props
  const { control, frame, t, language } = useStepForm(
    props,
    (values, language) => otherProblems(values, ownership, language),
    OTHER_AMOUNTS,
  )
  const balance = typedAmount(useWatch({ control, name: 'mortgageBalance' }), language)
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
            {...dollars}
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
