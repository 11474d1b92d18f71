/** The network UI's one chunk (the selector and the not-available message), loaded on first need by either. */
export const loadNetworkUi = () => import('./components')
