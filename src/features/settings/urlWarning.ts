/** The product's own host: the URL users should check they are on. */
export const APP_HOST = 'app.ucash.exchange'

/** The banner shows to mobile users anywhere, and to desktop users on the product's own host, until dismissed. */
export function shouldShowUrlWarning(visible: boolean, host: string, userAgent: string): boolean {
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
  return visible && (mobile || host === APP_HOST)
}
