import type { Application } from '../../../contract/application'
import { formatPrice, formatNumber } from '../../lib/format'
import type { FlowStep } from '../../lib/preApproval/flowSteps'
import type { PreApprovalT } from './strings'

/** One answer on the review: its label and its value as shown (undefined when not answered). */
export type ReviewRow = readonly [label: string, value: string | undefined]
export type ReviewSection = readonly [FlowStep, readonly ReviewRow[]]

type Fields = Application['fields']
type Row = ReviewRow

interface Formats {
  readonly t: PreApprovalT
  readonly language: string
  readonly money: (value: number | undefined) => string | undefined
}

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

function propertyRows({ t, money }: Formats, property: Fields['property']): Row[] {
  return [
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
    // the monthly payment is asked unless the applicant lives with family
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
  ]
}

function priceRows({ t, language, money }: Formats, price: Fields['price']): Row[] {
  return [
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
  ]
}

function employmentRows({ t, money }: Formats, employment: Fields['employment']): Row[] {
  return [
    [t('fields.status'), employment?.status && t(`enums.employment.${employment.status}`)],
    [t('fields.employer'), employment?.employer],
    [t('fields.jobTitle'), employment?.jobTitle],
    [
      t('fields.compensationType'),
      employment?.compensationType && t(`enums.compensation.${employment.compensationType}`),
    ],
    [t('fields.annualIncome'), money(employment?.annualIncome)],
    [t('fields.anticipatedBonus'), money(employment?.anticipatedBonus)],
  ]
}

function otherRows({ t, language, money }: Formats, fields: Fields): Row[] {
  const { other, property } = fields
  return [
    [t('fields.lender'), other?.lender && t(`enums.lender.${other.lender}`)],
    // the current mortgage is asked only of an applicant who owns their home
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
  ]
}

/** The answers step by step, as the review lists them. */
export function reviewSections(
  t: PreApprovalT,
  language: string,
  application: Application,
  documentCount: number,
): ReviewSection[] {
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatPrice(value, language)
  const formats: Formats = { t, language, money }
  const { fields } = application
  const signer = application.signers[0]
  return [
    ['applicant', personRows(t, language, fields.applicant)],
    [
      'coApplicant',
      signer
        ? [
            [t('fields.relation'), t(`enums.relation.${signer.relation}`)],
            ...personRows(t, language, signer),
          ]
        : [[t('steps.coApplicant'), t('review.noCoApplicant')]],
    ],
    ['property', propertyRows(formats, fields.property)],
    ['price', priceRows(formats, fields.price)],
    ['employment', employmentRows(formats, fields.employment)],
    ['other', otherRows(formats, fields)],
    ['documents', [[t('steps.documents'), t('review.documents', { count: documentCount })]]],
  ]
}
