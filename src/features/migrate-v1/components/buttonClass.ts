/** The V1 pages' main buttons (as the liquidity pages'). */
export const buttonClass =
  'w-full rounded-2xl bg-brand py-4 text-lg font-semibold text-white disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800'
