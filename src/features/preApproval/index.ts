/** The pre-approval feature's public face: the profile shows the customer's applications. */
export { PreApprovalDashboard } from './Dashboard'
