import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Application } from '../../../contract/application'
import { formatPrice, formatNumber } from '../../lib/format'
import type { FlowStep } from '../../lib/preApproval/flowSteps'
import { StepFrame } from './StepFrame'
import { usePreApprovalText, type PreApprovalT } from './strings'

type Row = readonly [label: string, value: string | undefined]

function personRows(
  t: PreApprovalT,
  language: string,
  person: Application['fields']['applicant'],
): Row[] {
  const dob = person?.dob
  return [
    [t('fields.firstName'), [person?.firstName, person?.lastName].filter(Boolean).join(' ')],
    [t('fields.email'), person?.email],
    [t('fields.phone'), person?.phone],
    [
      t('sections.birth'),
      dob
        ? new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(Date.UTC(dob.year, dob.month - 1, dob.day)))
        : undefined,
    ],
    [
      t('fields.maritalStatus'),
      person?.maritalStatus && t(`enums.maritalStatus.${person.maritalStatus}`),
    ],
    [
      t('fields.citizenStatus'),
      person?.citizenStatus && t(`enums.citizenship.${person.citizenStatus}`),
    ],
  ]
}

/** The answers, step by step, each with its Edit link; then submit. */
export function ReviewStep({
  application,
  documentCount,
  onEdit,
  onBack,
  onSubmit,
  busy,
  error,
}: {
  readonly application: Application
  readonly documentCount: number
  readonly onEdit: (step: FlowStep) => void
  readonly onBack: () => void
  readonly onSubmit: () => void
  readonly busy: boolean
  readonly error?: string
}) {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const language = i18n.language
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatPrice(value, language)
  const { applicant, property, price, employment, other } = application.fields
  const signer = application.signers[0]
  const sections: readonly (readonly [FlowStep, readonly Row[]])[] = [
    ['applicant', personRows(t, language, applicant)],
    [
      'coApplicant',
      signer
        ? [
            [t('fields.relation'), t(`enums.relation.${signer.relation}`)],
            ...personRows(t, language, signer),
          ]
        : [[t('steps.coApplicant'), t('review.noCoApplicant')]],
    ],
    [
      'property',
      [
        [
          t('fields.address'),
          [
            [property?.unit, property?.address].filter(Boolean).join('-'),
            property?.city,
            property?.province,
            property?.postalCode,
          ]
            .filter(Boolean)
            .join(', '),
        ],
        [t('fields.ownership'), property?.ownership && t(`enums.ownership.${property.ownership}`)],
        ...(property?.ownership === 'family'
          ? []
          : [[t('fields.monthlyPayment'), money(property?.monthlyPayment)] as const]),
        [
          t('fields.otherProperties'),
          property?.otherProperties === undefined
            ? undefined
            : t(`enums.yesNo.${property.otherProperties ? 'yes' : 'no'}`),
        ],
        [t('fields.moveIn'), property?.moveIn],
      ],
    ],
    [
      'price',
      [
        [t('fields.total'), money(price?.total)],
        [
          t('fields.downPaymentCash'),
          price?.downPaymentCash === undefined
            ? undefined
            : `${formatPrice(price.downPaymentCash, language)}${
                price.downPaymentPercent === undefined
                  ? ''
                  : ` (${formatNumber(price.downPaymentPercent, language)} %)`
              }`,
        ],
      ],
    ],
    [
      'employment',
      [
        [t('fields.status'), employment?.status && t(`enums.employment.${employment.status}`)],
        [t('fields.employer'), employment?.employer],
        [t('fields.jobTitle'), employment?.jobTitle],
        [
          t('fields.compensationType'),
          employment?.compensationType && t(`enums.compensation.${employment.compensationType}`),
        ],
        [t('fields.annualIncome'), money(employment?.annualIncome)],
        [t('fields.anticipatedBonus'), money(employment?.anticipatedBonus)],
      ],
    ],
    [
      'other',
      [
        [t('fields.lender'), other?.lender && t(`enums.lender.${other.lender}`)],
        ...(property?.ownership === 'own'
          ? ([
              [t('fields.mortgageBalance'), money(other?.mortgageBalance)],
              [
                t('fields.mortgageRate'),
                other?.mortgageRate === undefined
                  ? undefined
                  : `${formatNumber(other.mortgageRate, language)} %`,
              ],
              [t('fields.rateType'), other?.rateType && t(`enums.rateType.${other.rateType}`)],
            ] as const)
          : []),
      ],
    ],
    ['documents', [[t('steps.documents'), t('review.documents', { count: documentCount })]]],
  ]

  return (
    <StepFrame
      title={t('steps.review')}
      intro={t('review.intro')}
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault()
        onSubmit()
      }}
      onBack={onBack}
      busy={busy}
      error={error}
      nextLabel={t('actions.submit')}
    >
      {sections.map(([step, rows]) => (
        <Paper key={step} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t(`steps.${step}`)}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                onEdit(step)
              }}
              aria-label={`${t('actions.edit')} ${t(`steps.${step}`)}`}
            >
              {t('actions.edit')}
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
              columnGap: 2,
              rowGap: { xs: 0, sm: 0.75 },
              m: 0,
              mt: 1,
            }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
                >
                  {value === undefined || value === '' ? t('review.notAnswered') : value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </StepFrame>
  )
}
