import { describe, expect, it } from 'vitest'
import { otherProblems } from '../../src/lib/preApproval/fieldProblems'
import { documentProblem, flowStepFor, stepsInMessage } from '../../src/lib/preApproval/flowSteps'
import { amountText } from '../../contract/mortgage/validation'
import { typedAmount } from '../../src/lib/preApproval/inputValues'
import { formToOther } from '../../src/lib/preApproval/stepForms'
import { preApprovalTarget } from '../../src/features/shell/layout/links'

describe('other (current lender; balance, rate and rate type for an owned home)', () => {
  const other = { lender: 'td', mortgageBalance: '', mortgageRate: '', rateType: '' }

  it.each([
    ['rent_out', other, {}],
    ['own', other, { mortgageBalance: { code: 'required' } }],
    ['own', { ...other, mortgageBalance: '0' }, {}],
    [
      'own',
      { ...other, mortgageBalance: '250000' },
      { mortgageRate: { code: 'required' }, rateType: { code: 'required' } },
    ],
    [
      'own',
      { ...other, mortgageBalance: '250000', mortgageRate: '45', rateType: 'fixed' },
      { mortgageRate: { code: 'rate' } },
    ],
  ] as const)('%s %j → %j', (ownership, form, problems) => {
    expect(otherProblems(form, ownership, 'en')).toEqual(problems)
  })

  it('keeps the mortgage only for an owned home', () => {
    const form = {
      lender: 'rbc',
      mortgageBalance: '250000',
      mortgageRate: '4.2',
      rateType: 'fixed',
    }
    expect(formToOther(form, 'own', 'en')).toEqual({
      lender: 'rbc',
      mortgageBalance: 250_000,
      mortgageRate: 4.2,
      rateType: 'fixed',
    })
    expect(formToOther(form, 'rent_out', 'en')).toEqual({ lender: 'rbc' })
  })

  it('reads a French balance and rate as French writes them', () => {
    const form = {
      lender: 'rbc',
      mortgageBalance: '250 000 $',
      mortgageRate: '4,2',
      rateType: 'fixed',
    }
    expect(formToOther(form, 'own', 'fr')).toMatchObject({
      mortgageBalance: 250_000,
      mortgageRate: 4.2,
    })
    // 4,2 is not 42 %, which the rate's limit (30 %) would refuse.
    expect(otherProblems(form, 'own', 'fr')).toEqual({})
  })
})

describe('documents, amounts and where to resume', () => {
  const types = ['application/pdf', 'image/jpeg', 'image/png']
  it.each([
    [{ type: 'application/pdf', size: 1000 }, undefined],
    [{ type: 'text/plain', size: 1000 }, 'docType'],
    [{ type: 'image/png', size: 0 }, 'docEmpty'],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'docSize'],
  ])('%j → %s', (file, problem) => {
    expect(documentProblem(file, types, 10 * 1024 * 1024)).toBe(problem)
  })

  it.each([
    ['600,000', 600_000],
    ['$ 1 250 000', 1_250_000],
    ['', undefined],
    ['abc', undefined],
    ['-5', undefined],
  ])('amount %j → %s', (typed, amount) => {
    expect(typedAmount(typed, 'en')).toBe(amount)
  })

  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['600 000 $', 600_000],
    ['1\u202f250\u00a0000', 1_250_000],
    ['', undefined],
    ['1,000,5', undefined],
    ['-5', undefined],
  ])('French amount %j → %s', (typed, amount) => {
    expect(typedAmount(typed, 'fr')).toBe(amount)
  })

  it.each([
    [7.5, 'en', '7.5'],
    [7.5, 'fr', '7,5'],
    [120_000, 'fr', '120\u00a0000'],
    [120_000, 'en', '120,000'],
  ])('%d written back in %s → %s', (value, language, text) => {
    expect(amountText(value, language)).toBe(text)
  })

  it.each([
    ['applicant', 'applicant'],
    ['employment', 'employment'],
    ['documents', 'documents'],
    ['submit', 'review'],
    ['chooseLender', 'matches'],
    ['done', 'matches'],
  ])('next step %s → %s', (next, step) => {
    expect(flowStepFor(next)).toBe(step)
  })

  it('reads the steps of a refused submit', () => {
    expect(
      stepsInMessage(
        'The application is incomplete: property.postalCode, coApplicant[0].relation, property.city is required.',
      ),
    ).toEqual(['property', 'coApplicant'])
  })
})

describe('where the pre-approval buttons go (the external mortgage site)', () => {
  it.each([
    ['mortgageOptions', undefined, undefined, { external: false, to: '/pre-approval' }],
    ['preApproval', 'C5001234', undefined, { external: false, to: '/pre-approval' }],
    [
      'mortgageOptions',
      undefined,
      'https://m.example.ca',
      { external: true, href: 'https://m.example.ca' },
    ],
    [
      'preApproval',
      undefined,
      'https://m.example.ca',
      { external: true, href: 'https://m.example.ca/pre-approval' },
    ],
    [
      'preApproval',
      'C5001234',
      'https://m.example.ca',
      { external: true, href: 'https://m.example.ca/pre-approval?mls=C5001234' },
    ],
  ] as const)('%s (mls %s) with site %s → %j', (link, mls, site, target) => {
    expect(preApprovalTarget(link, mls, site)).toEqual(target)
  })
})
