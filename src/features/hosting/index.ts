export { HostingNotice } from './HostingNotice'
