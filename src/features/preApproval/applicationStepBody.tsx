import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Application } from '../../../contract/application'
import { type FlowStep } from '../../lib/preApproval/flowSteps'
import {
  employmentToForm,
  formToEmployment,
  formToOther,
  formToPerson,
  formToPrice,
  formToProperty,
  otherToForm,
  personToForm,
  priceToForm,
  propertyToForm,
  signerToForm,
  type ApplicantForm,
  type CoApplicantForm,
} from '../../lib/preApproval/stepForms'
import { ApplicantStep } from './ApplicantStep'
import { DocumentsStep } from './DocumentsStep'
import { MatchesView } from './MatchesView'
import { ReviewStep } from './ReviewStep'
import { CoApplicantStep } from './CoApplicantStep'
import { EmploymentStep } from './EmploymentStep'
import { OtherStep } from './OtherStep'
import { PriceStep } from './PriceStep'
import { PropertyStep } from './PropertyStep'
import type { FormStep } from '../../../contract/application'
import type { StepProps } from './StepFrame'

/** What a step's screen needs from the application page: its data and its actions. */
export interface StepContext {
  readonly id: number
  readonly app: Application
  readonly documentCount: number
  readonly common: Pick<StepProps<unknown>, 'keepRef' | 'busy' | 'error'>
  /** The step's kept draft (with the language it was typed in), else `fallback`. */
  readonly draft: <Form>(
    at: FlowStep,
    fallback: Form,
  ) => { readonly initial: Form; readonly typedIn?: string }
  readonly keep: (at: FlowStep) => (values: unknown, typedIn: string) => void
  readonly goTo: (next: FlowStep | 'matches') => void
  readonly goBack: (from: FlowStep) => void
  readonly saved: (at: FlowStep, work: () => Promise<unknown>) => Promise<void>
  readonly put: (fields: Application['fields']) => Promise<unknown>
  readonly saveSigner: (values: CoApplicantForm) => Promise<void>
  readonly send: () => Promise<void>
}

/** The screen of a step of an existing application. */
export function StepBody({
  step,
  context,
}: {
  readonly step: FlowStep | 'matches'
  readonly context: StepContext
}): ReactNode {
  const { id, app, documentCount, common, goTo, goBack, send } = context
  const { busy, error } = common
  switch (step) {
    case 'documents':
      return (
        <DocumentsStep
          id={id}
          onBack={() => {
            goBack('documents')
          }}
          onNext={() => {
            goTo('review')
          }}
        />
      )
    case 'review':
      return (
        <ReviewStep
          application={app}
          documentCount={documentCount}
          onEdit={(at) => {
            goTo(at)
          }}
          onBack={() => {
            goBack('review')
          }}
          onSubmit={() => void send()}
          busy={busy}
          error={error}
        />
      )
    case 'matches':
      return (
        <MatchesView
          application={app}
          onEditPrice={() => {
            goTo('price')
          }}
        />
      )
    default:
      return <FormStepBody step={step} context={context} />
  }
}

/** A form step's screen: it saves its part of the application and moves on. */
function FormStepBody({
  step,
  context,
}: {
  readonly step: FormStep
  readonly context: StepContext
}): ReactNode {
  const { app, common, draft, keep, goBack, saved, put, saveSigner } = context
  const { fields } = app
  // Amounts are read as the customer's language writes them (a decimal comma in French).
  const { language } = useTranslation().i18n
  switch (step) {
    case 'applicant':
      return (
        <ApplicantStep
          {...common}
          guest={false}
          {...draft<ApplicantForm>('applicant', {
            ...personToForm(fields.applicant),
            password: '',
            confirm: '',
          })}
          onKeep={keep('applicant')}
          onSave={(values) =>
            saved('applicant', () => put({ ...fields, applicant: formToPerson(values) }))
          }
        />
      )
    case 'coApplicant':
      return (
        <CoApplicantStep
          {...common}
          {...draft('coApplicant', signerToForm(app.signers[0]))}
          onKeep={keep('coApplicant')}
          onBack={() => {
            goBack('coApplicant')
          }}
          onSave={(values) => saved('coApplicant', () => saveSigner(values))}
        />
      )
    case 'property':
      return (
        <PropertyStep
          {...common}
          {...draft('property', propertyToForm(fields.property, language))}
          onKeep={keep('property')}
          onBack={() => {
            goBack('property')
          }}
          onSave={(values) =>
            saved('property', () => {
              const property = formToProperty(values, language)
              // The current mortgage belongs to an owned home only.
              const other = formToOther(
                otherToForm(fields.other, language),
                property.ownership,
                language,
              )
              return put({ ...fields, property, other })
            })
          }
        />
      )
    case 'price':
      return (
        <PriceStep
          {...common}
          {...draft('price', priceToForm(fields.price, language))}
          onKeep={keep('price')}
          onBack={() => {
            goBack('price')
          }}
          onSave={(values) =>
            saved('price', () => put({ ...fields, price: formToPrice(values, language) }))
          }
        />
      )
    case 'employment':
      return (
        <EmploymentStep
          {...common}
          {...draft('employment', employmentToForm(fields.employment, language))}
          onKeep={keep('employment')}
          onBack={() => {
            goBack('employment')
          }}
          onSave={(values) =>
            saved('employment', () =>
              put({ ...fields, employment: formToEmployment(values, language) }),
            )
          }
        />
      )
    case 'other':
      return (
        <OtherStep
          {...common}
          ownership={fields.property?.ownership}
          {...draft('other', otherToForm(fields.other, language))}
          onKeep={keep('other')}
          onBack={() => {
            goBack('other')
          }}
          onSave={(values) =>
            saved('other', () =>
              put({ ...fields, other: formToOther(values, fields.property?.ownership, language) }),
            )
          }
        />
      )
  }
}
