/** `?request-support=true`: the help desk's dialog (the open request or the new-request form). */
export { RequestSupportModal } from '../../features/helpdesk';
