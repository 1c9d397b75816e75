export { externalLinks } from './layout/links'
export { notify } from './notifications/notificationsSlice'
export { PreApprovalButton } from './layout/PreApprovalButton'
