import Button, { type ButtonProps } from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { newTabProps } from '../../../ui/newTab'
import { VisuallyHidden } from '../../../ui/VisuallyHidden'
import { OpenInNewIcon } from './headerIcons'
import { preApprovalTarget, type PreApprovalLink } from './links'

/**
 * Mortgage Options, Get Pre-Approved and Get Pre-approved: the external mortgage site in a new
 * tab when its URL is configured, otherwise the in-app pre-approval.
 */
export function PreApprovalButton({
  link,
  mlsNumber,
  children,
  externalIcon,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'component' | 'ref'> & {
  readonly link: PreApprovalLink
  readonly mlsNumber?: string
  readonly children: ReactNode
  /** Shows the open-in-new-tab icon when the button leaves the site. */
  readonly externalIcon?: boolean
}) {
  const { t } = useTranslation()
  const target = preApprovalTarget(link, mlsNumber)
  if (target.external) {
    return (
      <Button
        {...props}
        href={target.href}
        {...newTabProps}
        endIcon={externalIcon ? <OpenInNewIcon /> : props.endIcon}
      >
        {children}
        <VisuallyHidden> {t('nav.newTab')}</VisuallyHidden>
      </Button>
    )
  }
  return (
    <Button {...props} component={RouterLink} to={target.to}>
      {children}
    </Button>
  )
}
