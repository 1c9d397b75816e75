import { CONTROL_CHARACTERS } from '../../../../contract/customer'

const controls = new RegExp(`[${CONTROL_CHARACTERS}]+`, 'gu')

/**
 * Text as an e-mail may carry it in a subject or a greeting: each run of control characters
 * becomes one space. Names are refused with them when saved; this keeps a stored one (or a name
 * from the identity provider) from breaking a header line all the same.
 */
export const plainText = (text: string) => text.replace(controls, ' ').trim()
