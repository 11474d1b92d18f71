export { type AnalyticsEvent, recentEvents, subscribe, track, trackPageView } from './analytics'
