import Stack from '@mui/material/Stack'
import { type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CITIZENSHIP, MARITAL_STATUS } from '../../../contract/applicationChoices'
import { type PersonForm } from '../../lib/preApproval/stepForms'
import { SectionTitle, SelectInput, TextInput, monthOptions, optionsOf } from './stepInputs'
import { usePreApprovalText } from './strings'
import { row } from './stepLayout'

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
