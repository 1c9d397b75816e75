import Stack from '@mui/material/Stack'
import { useWatch } from 'react-hook-form'
import { formatPrice } from '../../lib/format'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { priceProblems } from '../../lib/preApproval/fieldProblems'
import { cashFromPercent, parseAmount, percentFromCash } from '../../lib/preApproval/inputValues'
import { type PriceForm } from '../../lib/preApproval/stepForms'
import { TextInput } from './stepInputs'
import { decimal, row } from './stepLayout'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'

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
              ? t('fields.downPaymentHelp', { minimum: formatPrice(minimum, language) })
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
