export {
  HOSTING_NOTICE_ID,
  type HostingRisk,
  type PageFacts,
  type PathGateway,
  connectRefused,
  hostingRisk,
  pageHostingRisk,
  sendRefused,
  showHostingNotice,
} from './hostingRisk'
export { sendRefusedText } from './hostingText'
