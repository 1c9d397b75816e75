import { beforeAll } from 'vitest'
import type { Application, ApplicationFields, Signer } from '../../../contract/application'
import type { CustomerCall, CustomersForFile, CustomersOnServer } from './customersOnServer'
import { customerClaims } from './tokens'

export const amiraSub = customerClaims('amira').sub
/** A complete application that qualifies: $800,000 with 10 % down on a $200,000 salary. */
export const fields: ApplicationFields = {
  applicant: {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira@example.ca',
    phone: '(416) 555-1234',
    dob: { month: 4, day: 12, year: 1990 },
    maritalStatus: 'married',
    citizenStatus: 'permanent_resident',
  },
  property: {
    address: '12 Wellington St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 2T6',
    ownership: 'rent_out',
    monthlyPayment: 2_600,
  },
  price: { total: 800_000, downPaymentCash: 80_000 },
  employment: {
    status: 'full_time',
    startMonth: 3,
    startYear: 2019,
    employer: 'Maple Robotics',
    jobTitle: 'Engineer',
    compensationType: 'annual_salary',
    annualIncome: 200_000,
  },
}
export const signer = {
  firstName: 'Sami',
  lastName: 'Haddad',
  email: 'sami@example.ca',
  phone: '(416) 555-9876',
  dob: { month: 9, day: 3, year: 1989 },
  maritalStatus: 'married',
  citizenStatus: 'CA',
  relation: 'married',
} as const

/** Ben's submitted application with a co-signer, made before the file's tests. */
export interface BensApplication {
  readonly application: Application
  readonly signer: Signer
  /** Every application route, each aimed at Ben's application. */
  readonly routes: () => [string, string, unknown][]
}

/** Gives Ben a submitted application with a co-signer before the file's tests. */
export function givenBensApplication(
  customers: CustomersForFile<CustomersOnServer>,
  call: CustomerCall,
): BensApplication {
  let application: Application | undefined
  let bensSigner: Signer | undefined
  beforeAll(async () => {
    application = (
      await call('POST', '/application', customers.ben, {
        ...fields,
        applicant: { ...fields.applicant, firstName: 'Ben', lastName: 'Private' },
      })
    ).body as Application
    bensSigner = (
      await call('POST', `/application/${String(application.id)}/signer`, customers.ben, {
        ...signer,
        firstName: 'Bens co-signer',
      })
    ).body as Signer
    await call('POST', `/application/${String(application.id)}/submit`, customers.ben)
  })
  const made = () => {
    if (!application || !bensSigner) throw new Error("Ben's application is made before the tests")
    return { application, signer: bensSigner }
  }
  return {
    get application() {
      return made().application
    },
    get signer() {
      return made().signer
    },
    routes() {
      const id = String(made().application.id)
      const signerId = String(made().signer.id)
      return [
        ['GET', `/application/${id}`, undefined],
        ['PUT', `/application/${id}`, fields],
        ['POST', `/application/${id}/signer`, signer],
        ['PUT', `/application/${id}/signer/${signerId}`, signer],
        ['DELETE', `/application/${id}/signer/${signerId}`, undefined],
        [
          'POST',
          `/application/${id}/documents/upload-url`,
          { name: 'paystub.pdf', contentType: 'application/pdf', size: 10 },
        ],
        ['GET', `/application/${id}/documents`, undefined],
        ['GET', `/application/${id}/match`, undefined],
        ['POST', `/application/${id}/submit`, undefined],
        ['PUT', `/application/${id}/match/1`, { status: 'accepted' }],
      ]
    },
  }
}
