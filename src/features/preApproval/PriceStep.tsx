import Stack from '@mui/material/Stack'
import { useWatch } from 'react-hook-form'
import { formatPrice } from '../../lib/format'
import { minimumDownPayment } from '../../../contract/mortgage/downPayment'
import { amountText } from '../../../contract/mortgage/validation'
import { priceProblems } from '../../lib/preApproval/fieldProblems'
import { cashFromPercent, percentFromCash, typedAmount } from '../../lib/preApproval/inputValues'
import { PRICE_AMOUNTS, type PriceForm } from '../../lib/preApproval/stepForms'
import { TextInput } from './stepInputs'
import { decimal, dollars, row } from './stepLayout'
import { StepFrame, useStepForm, type StepProps } from './StepFrame'

export function PriceStep(props: StepProps<PriceForm>) {
  const { control, getValues, setValue, trigger, formState, frame, t, language } = useStepForm(
    props,
    priceProblems,
    PRICE_AMOUNTS,
  )
  const total = typedAmount(useWatch({ control, name: 'total' }), language)
  const minimum = total ? minimumDownPayment(total) : undefined
  // The down payment's rule reads the price and the cash, so once a save has shown its message,
  // the message follows whichever of the three the customer changes, not only the cash itself.
  const recheckDownPayment = () => {
    if (formState.isSubmitted) void trigger('downPaymentCash')
  }
  // Cash and percent stay in step: typing one sets the other (the price keeps the cash).
  const syncPercent = () => {
    recheckDownPayment()
    const { total: price, downPaymentCash } = getValues()
    const percent = percentFromCash(
      typedAmount(price, language),
      typedAmount(downPaymentCash, language),
    )
    if (percent !== undefined) setValue('downPaymentPercent', amountText(percent, language))
  }
  const syncCash = (value: string) => {
    const cash = cashFromPercent(
      typedAmount(getValues('total'), language),
      typedAmount(value, language),
    )
    if (cash !== undefined) setValue('downPaymentCash', amountText(cash, language))
    recheckDownPayment()
  }
  return (
    <StepFrame title={t('steps.price')} {...frame}>
      <TextInput
        control={control}
        name="total"
        label={t('fields.total')}
        {...dollars}
        onValue={syncPercent}
        required
      />
      <Stack {...row}>
        <TextInput
          control={control}
          name="downPaymentCash"
          label={t('fields.downPaymentCash')}
          {...dollars}
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
